import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './forms.css';

export interface TextFieldProps
  extends Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'placeholder' | 'disabled' | 'inputMode' | 'pattern' | 'min' | 'max' | 'maxLength' | 'required' | 'autoFocus'
  > {
  label: string;
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'password' | 'number';
  /** The autocomplete token ('email', 'given-name', ...); the browser fills the field from it. */
  autoComplete?: string;
  /** Error text under the field; also marks the field invalid for assistive technology. */
  error?: string;
  /** Help text under the label. */
  hint?: string;
  /** Visually hide the label (it stays the accessible name), for one-field forms. */
  hideLabel?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The site's text input: a label, the input with its constraints, a hint and an error message. */
export function TextField({ label, type = 'text', error, hint, hideLabel, className, ref, ...input }: TextFieldProps) {
  // useId: the same on the server and in the browser, unique however many forms a page shows.
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['text-field', error ? 'text-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'text-field__label'}>
        {label}
        {input.required && !hideLabel && (
          <span className="text-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        type={type}
        className="text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
