import { lazy, Suspense } from 'react';
import { useFrameData } from '../root-data.js';
import { ACCOUNT_PATH, LOG_IN_PARAM } from '../../shared/billing.js';
import { authActions } from '../store/authSlice.js';
import { useAppDispatch, useAuth } from '../store/hooks.js';
import { preloadAccountPopup } from './AccountPopup/index.js';
import { LABELS } from './AccountPopup/labels.js';
import { UserIcon } from './AccountPopup/UserIcon.js';
import './AccountPopup/account-menu.css';

// A signed-in reader's menu is its own chunk: the server renders the visitor's 'Log in', and the
// article's scripts stay within their budget (issue 48).
const ReaderMenu = lazy(() => import('./ReaderMenu.js'));

/**
 * The navigation's account corner, only when the login flag is on: 'Log in' for
 * visitors; the reader's name, premium status and 'Log out' for signed-in readers. The server
 * renders the visitor's version (accounts live in browser storage); the reader's follows hydration.
 */
export function AccountMenu() {
  const { flags } = useFrameData();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  if (!flags.login) return null;

  if (!user) {
    // A form's button: before hydration (or without JavaScript) it goes to /account?log-in=1, which
    // opens the log-in dialog once that page runs; hydrated, it opens the dialog in place.
    return (
      <form className="account-menu__form" action={ACCOUNT_PATH} method="get">
        <input type="hidden" name={LOG_IN_PARAM} value="1" />
        <button
          type="submit"
          className="account-menu__login"
          onPointerEnter={preloadAccountPopup}
          onFocus={preloadAccountPopup}
          onClick={(e) => {
            e.preventDefault();
            dispatch(authActions.openPopup('login'));
          }}
        >
          <UserIcon />
          <span className="account-menu__label">{LABELS.openLogin}</span>
        </button>
      </form>
    );
  }

  return (
    <Suspense fallback={null}>
      <ReaderMenu user={user} icon={<UserIcon />} onLogOut={() => void import('../store/authThunks.js').then(({ logOut }) => dispatch(logOut()))} />
    </Suspense>
  );
}
