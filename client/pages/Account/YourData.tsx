/**
 * The account page's "Your data" (docs/features/account-data.md): a download of everything we hold
 * (GET /api/account/export, an attachment), and the deletion of the account (DELETE /api/account)
 * behind a clear warning and the member's password; a member who only signs in by emailed link
 * types their address instead. Once deleted, this browser forgets them and goes home.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DATA } from '../../../shared/account-data-messages.js';
import { ACCOUNT_DATA_API, NO_PASSWORD_CODE } from '../../../shared/account-data.js';
import { AccountDataError, deleteMyAccount } from '../../api/account-data.js';
import { PasswordField } from '../../components/AccountPopup/fields.js';
import { TextField } from '../../components/forms/TextField.js';
import { EMAIL_MAX_LENGTH } from '../../../shared/validation.js';
import { forgetUser } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { Alert, Card } from './parts.js';

export function YourData() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [byEmail, setByEmail] = useState(false);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (deleting) return;
    setError(undefined);
    if (!byEmail && !password) return setError(ACCOUNT_DATA.passwordMissing);
    if (byEmail && !email.trim()) return setError(ACCOUNT_DATA.emailMissing);
    setDeleting(true);
    try {
      await deleteMyAccount(byEmail ? { email } : { password });
      dispatch(forgetUser());
      navigate('/');
    } catch (err) {
      if (err instanceof AccountDataError && err.code === NO_PASSWORD_CODE) setByEmail(true);
      setError(err instanceof Error ? err.message : ACCOUNT_DATA.deleteFailed);
      setDeleting(false);
    }
  };

  return (
    <Card id="account-data" title={ACCOUNT_DATA.title}>
      <p>{ACCOUNT_DATA.exportIntro}</p>
      <div className="account__actions">
        <a className="button button--secondary account__download" href={ACCOUNT_DATA_API.export} download>
          {ACCOUNT_DATA.download}
        </a>
      </div>
      {!open ? (
        <div className="account__actions">
          <button type="button" className="button button--secondary account__delete-open" onClick={() => setOpen(true)}>
            {ACCOUNT_DATA.deleteTitle}
          </button>
        </div>
      ) : (
        <form className="account__form account__delete" onSubmit={submit} noValidate>
          <h3 className="account__subtitle">{ACCOUNT_DATA.deleteTitle}</h3>
          <p className="account__warning">{ACCOUNT_DATA.deleteWarning}</p>
          {byEmail ? (
            <>
              <p className="meta account__hint">{ACCOUNT_DATA.deleteNoPasswordHint}</p>
              <TextField
                label={ACCOUNT_DATA.deleteEmailLabel}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                value={email}
                onChange={(ev) => setEmail(ev.target.value)}
              />
            </>
          ) : (
            <PasswordField label={ACCOUNT_DATA.deletePasswordLabel} value={password} onChange={setPassword} />
          )}
          <Alert message={error} />
          <div className="account__actions">
            <button type="submit" className="button account__delete-confirm" disabled={deleting} aria-busy={deleting}>
              {deleting ? ACCOUNT_DATA.deleting : ACCOUNT_DATA.deleteConfirm}
            </button>
            {!byEmail && (
              <button type="button" className="button button--secondary" onClick={() => setByEmail(true)}>
                {ACCOUNT_DATA.noPasswordSwitch}
              </button>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
