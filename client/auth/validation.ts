/** Client-side form checks, run before any call; rules and texts come from shared/. */
import { VALIDATION } from '../../shared/messages.js';
import { emailSchema, fieldProblem, newPasswordSchema } from '../../shared/validation.js';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The API's own schemas (shared/validation.ts), so the form refuses exactly what the server would. */
export function emailError(email: string): string | undefined {
  return fieldProblem(emailSchema, email);
}

export function newPasswordError(password: string): string | undefined {
  return fieldProblem(newPasswordSchema, password);
}

function requiredError(value: string, label: string): string | undefined {
  return value.trim() === '' ? VALIDATION.fieldEmpty(label) : undefined;
}

/** Drops the fields without a problem, so an empty object means valid. */
function only<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<F>;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** Login, magic link and password recovery validate the email only. */
export function validateEmailForm({ email }: { email: string }): FieldErrors<'email'> {
  return only({ email: emailError(email) });
}

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function validateSignUp(f: SignUpFields): FieldErrors<keyof SignUpFields> {
  return only({
    firstName: requiredError(f.firstName, VALIDATION.firstNameLabel),
    lastName: requiredError(f.lastName, VALIDATION.lastNameLabel),
    email: emailError(f.email),
    password: newPasswordError(f.password),
  });
}
