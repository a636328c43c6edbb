import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../Icons.js';
import { BackIcon } from './BackIcon.js';
import { LABELS } from './labels.js';

interface Props {
  title: string;
  /** Changes with the view, so focus moves into the new one. */
  viewKey: string;
  onClose: () => void;
  /** Shows the back arrow (magic-link and password-recovery views). */
  onBack?: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * A modal dialog: the native <dialog> opened with showModal() makes the page behind it inert; Tab
 * is also wrapped here so focus never leaves it; Escape and the close icon close it; focus goes
 * back to whatever opened it.
 */
export function Dialog({ title, viewKey, onClose, onBack, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effects: opening, moving focus and giving it back happen in the same commit as the
  // DOM change (a passive effect may run after paint, leaving focus on <body> meanwhile).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useLayoutEffect(() => {
    // A new view: its first field, or its title when it has none, so screen readers hear where they are.
    const dialog = ref.current;
    const target = dialog?.querySelector<HTMLElement>('.account-popup__body input') ?? dialog?.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [viewKey]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="account-popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby="account-popup-title"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // Escape: React state decides what is open, so the native close is replaced by ours.
        e.preventDefault();
        onClose();
      }}
    >
      <div className="account-popup__bar">
        {onBack && (
          <button type="button" className="icon-button account-popup__back" aria-label={LABELS.backToLogin} onClick={onBack}>
            <BackIcon />
          </button>
        )}
        <button type="button" className="icon-button account-popup__close" aria-label={LABELS.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <h2 id="account-popup-title" className="account-popup__title" tabIndex={-1}>
        {title}
      </h2>
      <div className="account-popup__body">{children}</div>
    </dialog>
  );
}
