import { ACCOUNT } from '../../../shared/account-messages.js';
import { validateEmailForm } from '../../auth/validation.js';
import { authActions } from '../../store/authSlice.js';
import { logIn } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { EmailField, FormError, LinkButton, PasswordField, SubmitButton } from './fields.js';
import { useFields } from './useFields.js';

/** Email and password; the doors to recovery, magic link and sign-up. Only the email is validated. */
export function LoginView() {
  const dispatch = useAppDispatch();
  const form = useFields({ email: '', password: '' }, validateEmailForm);
  const send = form.submit(({ email, password }) => void dispatch(logIn({ email: email.trim(), password })));
  return (
    <>
      <form className="account-popup__form" onSubmit={send} noValidate>
        <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
        <PasswordField value={form.values.password} onChange={form.set('password')} />
        <LinkButton onClick={() => dispatch(authActions.openPopup('password-recovery'))}>{ACCOUNT.forgotPassword}</LinkButton>
        <FormError />
        <SubmitButton>{ACCOUNT.logIn}</SubmitButton>
      </form>
      <div className="account-popup__alternatives">
        <LinkButton onClick={() => dispatch(authActions.openPopup('magic-link-login'))}>{ACCOUNT.orMagicLink}</LinkButton>
        <LinkButton onClick={() => dispatch(authActions.openPopup('sign-up'))}>{ACCOUNT.notAMember}</LinkButton>
      </div>
    </>
  );
}
