import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ACCOUNT } from '../../shared/account-messages.js';
import { ACCOUNT_PATH } from '../../shared/billing.js';
import { FOR_YOU_PATH } from '../../shared/for-you.js';
import { LIBRARY_UI } from '../../shared/library-ui-messages.js';
import type { AuthState } from '../store/authSlice.js';
import { Link } from './Link.js';
import { LABELS } from './AccountPopup/labels.js';

/**
 * A signed-in reader's menu: a disclosure button (named even where its label is visually hidden,
 * below 640 px) and its panel; Escape or a press outside closes it.
 */
// The icon comes from AccountMenu: imported here too, it would be split into a chunk of its own
// that every page loads.
export default function ReaderMenu({ user, icon, onLogOut }: { user: NonNullable<AuthState['user']>; icon: ReactNode; onLogOut: () => void }) {
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
        {icon}
        <span className="account-menu__label">{user.firstName || LABELS.account}</span>
      </button>
      <div id="account-menu-panel" className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">{fullName}</p>
        {user.email && fullName !== user.email && <p className="meta">{user.email}</p>}
        <p className="account-menu__status">{user.isPremium ? LABELS.premiumMember : LABELS.freeAccount}</p>
        <Link to={ACCOUNT_PATH} className="button button--small" onClick={() => setOpen(false)}>
          {ACCOUNT.yourAccount}
        </Link>
        <Link to={FOR_YOU_PATH} className="button button--secondary button--small" onClick={() => setOpen(false)}>
          {LIBRARY_UI.forYou.menuLink}
        </Link>
        <button type="button" className="button button--secondary button--small" onClick={onLogOut}>
          {ACCOUNT.logOut}
        </button>
      </div>
    </div>
  );
}
