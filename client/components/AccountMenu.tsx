import { useEffect, useRef, useState } from 'react';
import { useFrameData } from '../root-data.js';
import { ACCOUNT } from '../../shared/messages.js';
import { ACCOUNT_PATH } from '../../shared/billing.js';
import { Link } from './Link.js';
import { authActions } from '../store/authSlice.js';
import { useAppDispatch, useAuth } from '../store/hooks.js';
import { preloadAccountPopup } from './AccountPopup/index.js';
import { LABELS } from './AccountPopup/labels.js';
import { UserIcon } from './AccountPopup/UserIcon.js';
import './AccountPopup/account-menu.css';

/** /account?log-in=1: the header's 'Log in' before hydration; the account page opens the log-in dialog for a visitor. */
export const LOG_IN_PARAM = 'log-in';

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

  return <ReaderMenu user={user} onLogOut={() => void import('../store/authThunks.js').then(({ logOut }) => dispatch(logOut()))} />;
}

/**
 * A signed-in reader's menu: a disclosure button (named even where its label is visually hidden,
 * below 640 px) and its panel; Escape or a press outside closes it.
 */
function ReaderMenu({ user, onLogOut }: { user: NonNullable<ReturnType<typeof useAuth>['user']>; onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || LABELS.account;
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        aria-label={LABELS.accountMenu(user.firstName || fullName)}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
        <span className="account-menu__label">{user.firstName || LABELS.account}</span>
      </button>
      <div id="account-menu-panel" className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">{fullName}</p>
        {user.email && fullName !== user.email && <p className="meta">{user.email}</p>}
        <p className="account-menu__status">{user.isPremium ? LABELS.premiumMember : LABELS.freeAccount}</p>
        <Link to={ACCOUNT_PATH} className="button button--small" onClick={() => setOpen(false)}>
          {ACCOUNT.yourAccount}
        </Link>
        <button type="button" className="button button--secondary button--small" onClick={onLogOut}>
          {ACCOUNT.logOut}
        </button>
      </div>
    </div>
  );
}
