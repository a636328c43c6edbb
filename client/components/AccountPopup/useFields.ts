import { useState } from 'react';
import { hasErrors, type FieldErrors } from '../../auth/validation.js';

/**
 * A popup form's values and the errors of its last submit. `submit` validates first (client/auth/validation.ts)
 * and only calls `send` when every field passes.
 */
export function useFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<NoInfer<F>, string>) => FieldErrors<NoInfer<F>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (send: (values: Record<F, string>) => void) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) send(values);
  };
  return { values, errors, set, submit };
}
