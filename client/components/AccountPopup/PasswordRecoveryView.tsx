import { ACCOUNT } from '../../../shared/account-messages.js';
import { validateEmailForm } from '../../auth/validation.js';
import { requestPasswordReset } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { EmailField, FormError, SubmitButton } from './fields.js';
import { useFields } from './useFields.js';

export function PasswordRecoveryView() {
  const dispatch = useAppDispatch();
  const form = useFields({ email: '' }, validateEmailForm);
  const send = form.submit(({ email }) => void dispatch(requestPasswordReset(email.trim())));
  return (
    <form className="account-popup__form" onSubmit={send} noValidate>
      <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
      <FormError />
      <SubmitButton>{ACCOUNT.sendResetLink}</SubmitButton>
    </form>
  );
}
