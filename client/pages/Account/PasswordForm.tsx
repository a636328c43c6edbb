/** The account page's change of password (POST /api/auth/password): current, then new (sign-up rules). */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_PAGE } from '../../../shared/premium-messages.js';
import { postAuth } from '../../api/auth.js';
import { authErrorMessage } from '../../auth/api-error.js';
import { newPasswordError } from '../../auth/validation.js';
import { PasswordField } from '../../components/AccountPopup/fields.js';
import { rememberUser } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { Alert, Card } from './parts.js';

export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordError(next);
    setFieldError(problem);
    if (problem || saving) return;
    setSaving(true);
    setError(undefined);
    setDone(false);
    try {
      const { user } = await postAuth('password', current ? { current, next } : { next });
      dispatch(rememberUser(user));
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card id="account-password" title={ACCOUNT_PAGE.changePassword}>
      <form className="account__form" onSubmit={submit} noValidate>
        <PasswordField label={ACCOUNT_PAGE.currentPassword} value={current} onChange={setCurrent} />
        <p className="meta account__hint">{ACCOUNT_PAGE.passwordHint}</p>
        <PasswordField label={ACCOUNT_PAGE.newPassword} value={next} onChange={setNext} error={fieldError} isNew />
        <Alert message={error} />
        {done && (
          <p className="account__notice" role="status">
            {ACCOUNT_PAGE.passwordChanged}
          </p>
        )}
        <button type="submit" className="button" disabled={saving} aria-busy={saving}>
          {ACCOUNT_PAGE.savePassword}
        </button>
      </form>
    </Card>
  );
}
