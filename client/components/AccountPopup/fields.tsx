import { useState, type ChangeEvent, type ReactNode } from 'react';
import { TextField } from '../forms/TextField.js';
import { EMAIL_MAX_LENGTH } from '../../../shared/validation.js';
import { useAuth } from '../../store/hooks.js';
import { LABELS } from './labels.js';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const changed = (onChange: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value);

export function EmailField({ value, onChange, error }: FieldProps) {
  return (
    <TextField
      label={LABELS.email}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      onChange={changed(onChange)}
      error={error}
    />
  );
}

export function NameField({ label, autoComplete, ...field }: FieldProps & { label: string; autoComplete: string }) {
  return (
    <TextField
      label={label}
      name={autoComplete}
      autoComplete={autoComplete}
      maxLength={100}
      value={field.value}
      onChange={changed(field.onChange)}
      error={field.error}
    />
  );
}

/** A password with a show/hide toggle; `isNew` asks password managers for a new one. */
export function PasswordField({ value, onChange, error, isNew = false, label = LABELS.password }: FieldProps & { isNew?: boolean; label?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <TextField
        label={label}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        maxLength={1024}
        value={value}
        onChange={changed(onChange)}
        error={error}
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-label={shown ? LABELS.hidePassword : LABELS.showPassword}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? LABELS.hide : LABELS.show}
      </button>
    </div>
  );
}

/** The server's answer to the last call, from the auth slice (texts: client/auth/api-error.ts). */
export function FormError() {
  const { errorMessage } = useAuth();
  if (!errorMessage) return null;
  return (
    <p className="account-popup__error" role="alert">
      {errorMessage}
    </p>
  );
}

/** The form's main button; busy while a call is on its way (the auth slice's loading flag). */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const busy = status === 'loading';
  return (
    <button type="submit" className="button account-popup__submit" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

/** A text-styled button that moves between views. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="account-popup__link" onClick={onClick}>
      {children}
    </button>
  );
}
