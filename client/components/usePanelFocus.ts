import { useCallback, useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of a side panel, as the account dialog's: on opening, focus moves to the
 * panel's first control; Tab and Shift+Tab go round the panel's controls and never leave it;
 * Escape closes it; closing by Escape, the close button or the overlay returns focus to the
 * button that opened it (a close by navigation leaves focus to the new page).
 * `openerSelector` finds that button when the opening click did not focus it (Safari, or a panel
 * opened before hydration).
 */
export function usePanelFocus(
  open: boolean,
  close: () => void,
  panel: RefObject<HTMLElement | null>,
  openerSelector: string,
): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const latestClose = useRef(close);
  latestClose.current = close;

  const closeAndReturn = useCallback(() => {
    latestClose.current();
    const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>(openerSelector);
    target?.focus();
  }, [openerSelector]);

  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body && !panel.current?.contains(active) ? active : null;
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key === 'Escape') {
        // Also keeps the browser's own close of the popover (its close request) from running.
        e.preventDefault();
        closeAndReturn();
        return;
      }
      const root = panel.current;
      if (e.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = root.contains(document.activeElement);
      if (e.shiftKey && (!inside || document.activeElement === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, panel, closeAndReturn]);

  return closeAndReturn;
}
