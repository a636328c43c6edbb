import { useFrameData } from '../root-data.js';
import { ACCOUNT } from '../../shared/messages.js';
import { authActions } from '../store/authSlice.js';
import { useAppDispatch, useAuth } from '../store/hooks.js';
import { preloadAccountPopup } from './AccountPopup/index.js';
import { LABELS } from './AccountPopup/labels.js';
import { UserIcon } from './AccountPopup/UserIcon.js';
import './AccountPopup/account-menu.css';

/**
 * The navigation's account corner, only when the login flag is on (spec §6): 'Log in' for
 * visitors; the reader's name, premium status and 'Log out' for signed-in readers. The server
 * renders the visitor's version (accounts live in browser storage); the reader's follows hydration.
 */
export function AccountMenu() {
  const { flags } = useFrameData();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  if (!flags.login) return null;

  if (!user) {
    return (
      <button
        type="button"
        className="account-menu__login"
        onPointerEnter={preloadAccountPopup}
        onFocus={preloadAccountPopup}
        onClick={() => dispatch(authActions.openPopup('login'))}
      >
        <UserIcon />
        <span className="account-menu__label">{LABELS.openLogin}</span>
      </button>
    );
  }

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || LABELS.account;
  return (
    <details className="account-menu">
      <summary className="account-menu__summary">
        <UserIcon />
        <span className="account-menu__label">{user.firstName || LABELS.account}</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__name">{fullName}</p>
        {user.email && fullName !== user.email && <p className="meta">{user.email}</p>}
        <p className="account-menu__status">{user.isPremium ? LABELS.premiumMember : LABELS.freeAccount}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void import('../store/authThunks.js').then(({ logOut }) => dispatch(logOut()))}>
          {ACCOUNT.logOut}
        </button>
      </div>
    </details>
  );
}
