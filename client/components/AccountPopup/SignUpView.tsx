import { VALIDATION } from '../../../shared/messages.js';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { validateSignUp } from '../../auth/validation.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { signUp } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';
import { EmailField, FormError, LinkButton, NameField, PasswordField, SubmitButton } from './fields.js';
import { useFields } from './useFields.js';
import { memberSource } from '../../members/attribution.js';

/** Create your account; the server is asked to lead on to the steps (steps: true). */
export function SignUpView() {
  const dispatch = useAppDispatch();
  const { flags } = useFrameData();
  const form = useFields({ firstName: '', lastName: '', email: '', password: '' }, validateSignUp);
  const send = form.submit((v) =>
    void dispatch(
      signUp({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        password: v.password,
        steps: true,
        // What brought the reader: the page they sign up on, or what brought them to the site.
        ...memberSource(window.location.pathname),
      }),
    ),
  );
  return (
    <>
      <form className="account-popup__form" onSubmit={send} noValidate>
        <NameField
          label={VALIDATION.firstNameLabel}
          autoComplete="given-name"
          value={form.values.firstName}
          onChange={form.set('firstName')}
          error={form.errors.firstName}
        />
        <NameField
          label={VALIDATION.lastNameLabel}
          autoComplete="family-name"
          value={form.values.lastName}
          onChange={form.set('lastName')}
          error={form.errors.lastName}
        />
        <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
        <PasswordField value={form.values.password} onChange={form.set('password')} error={form.errors.password} isNew />
        <FormError />
        <SubmitButton>{ACCOUNT.continue}</SubmitButton>
      </form>
      {flags.login && (
        <div className="account-popup__alternatives">
          <LinkButton onClick={() => dispatch(authActions.openPopup('login'))}>{ACCOUNT.alreadyMember}</LinkButton>
        </div>
      )}
    </>
  );
}
