import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LandingPage, LandingStatus } from '../../auth/landing.js';
import { newPasswordError } from '../../auth/validation.js';
import { PasswordField } from '../../components/AccountPopup/fields.js';
import { LABELS } from '../../components/AccountPopup/labels.js';
import { authActions } from '../../store/authSlice.js';
import { setNewPassword } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';

const TEXT = {
  title: 'Set a new password',
  save: 'Save new password',
  saving: 'Saving your new password…',
  done: 'Your new password is saved and you’re logged in.',
  noToken: 'This link is incomplete. Ask for a new one below.',
  newLink: 'Email me a new reset link',
} as const;

type Phase = 'form' | 'saving' | 'done';

/** /auth/reset?token=…: a new password (at least 8 characters), then the reader is logged in. */
export default function AuthResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [phase, setPhase] = useState<Phase>('form');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordError(password);
    setFieldError(problem);
    if (problem || phase !== 'form') return;
    setPhase('saving');
    setError(undefined);
    const r = await dispatch(setNewPassword({ token, password }));
    if (!r.ok) {
      setError(r.message);
      setPhase('form');
      return;
    }
    setPhase('done');
    navigate('/', { replace: true });
  };

  const status = phase === 'saving' ? TEXT.saving : phase === 'done' ? TEXT.done : undefined;
  return (
    <LandingPage title={TEXT.title}>
      <LandingStatus status={status} error={token ? error : TEXT.noToken} />
      {token && phase !== 'done' && (
        <form className="auth-landing__form" onSubmit={submit} noValidate>
          <PasswordField label={LABELS.newPassword} value={password} onChange={setPassword} error={fieldError} isNew />
          <button type="submit" className="button" disabled={phase === 'saving'} aria-busy={phase === 'saving'}>
            {TEXT.save}
          </button>
        </form>
      )}
      {(!token || error) && (
        <button type="button" className="account-popup__link" onClick={() => dispatch(authActions.openPopup('password-recovery'))}>
          {TEXT.newLink}
        </button>
      )}
    </LandingPage>
  );
}
