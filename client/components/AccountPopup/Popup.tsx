import type { ComponentType } from 'react';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { useSiteName } from '../../root-data.js';
import { authActions, type PopupView } from '../../store/authSlice.js';
import { useAppDispatch } from '../../store/hooks.js';
import { Dialog } from './Dialog.js';
import { LoginView } from './LoginView.js';
import { MagicLinkView } from './MagicLinkView.js';
import { PasswordRecoveryView } from './PasswordRecoveryView.js';
import { MagicLinkSentView, ResetSentView } from './SentViews.js';
import { SignUpView } from './SignUpView.js';
import { StepsView } from './StepsView.js';

interface ViewSpec {
  title: (siteName: string) => string;
  /** The back arrow to login (on the magic-link and password-recovery views). */
  back?: boolean;
  Body: ComponentType;
}

const VIEWS: Record<Exclude<PopupView, 'none'>, ViewSpec> = {
  login: { title: ACCOUNT.loginTitle, Body: LoginView },
  'sign-up': { title: () => ACCOUNT.signUpTitle, Body: SignUpView },
  steps: { title: () => ACCOUNT.stepsTitle, Body: StepsView },
  'magic-link-login': { title: () => ACCOUNT.magicLinkTitle, back: true, Body: MagicLinkView },
  'magic-link-confirmation': { title: () => ACCOUNT.magicLinkSentTitle, back: true, Body: MagicLinkSentView },
  'password-recovery': { title: () => ACCOUNT.forgotPassword, back: true, Body: PasswordRecoveryView },
  'password-recovery-confirmation': { title: () => ACCOUNT.resetSentTitle, back: true, Body: ResetSentView },
};

/** The open popup: the dialog around the current view. */
export default function Popup({ view }: { view: Exclude<PopupView, 'none'> }) {
  const dispatch = useAppDispatch();
  const siteName = useSiteName();
  const { title, back, Body } = VIEWS[view];
  return (
    <Dialog
      title={title(siteName)}
      viewKey={view}
      onClose={() => dispatch(authActions.closePopup())}
      onBack={back ? () => dispatch(authActions.openPopup('login')) : undefined}
    >
      <Body key={view} />
    </Dialog>
  );
}
