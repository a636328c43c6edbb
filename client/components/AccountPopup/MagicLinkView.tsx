import { useLocation } from 'react-router';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { validateEmailForm } from '../../auth/validation.js';
import { sendMagicLink } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { EmailField, FormError, SubmitButton } from './fields.js';
import { useFields } from './useFields.js';

/** Sends a sign-in link; it brings the reader back to this page (the landing pages themselves excepted). */
export function MagicLinkView() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const returnTo = location.pathname.startsWith('/auth/') ? undefined : location.pathname + location.search;
  const form = useFields({ email: '' }, validateEmailForm);
  const send = form.submit(({ email }) => void dispatch(sendMagicLink(email.trim(), returnTo)));
  return (
    <form className="account-popup__form" onSubmit={send} noValidate>
      <p>{ACCOUNT.magicLinkBody}</p>
      <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
      <FormError />
      <SubmitButton>{ACCOUNT.emailMeALink}</SubmitButton>
    </form>
  );
}
