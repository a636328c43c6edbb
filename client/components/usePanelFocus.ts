import { useCallback, useEffect, useRef, type RefObject } from 'react';

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
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if (e.key === 'Escape') {
        // Also keeps the browser's own close of the popover (its close request) from running.
        e.preventDefault();
        closeAndReturn();
        return;
      }
      // The panels hold only buttons and links.
      const items = panel.current?.querySelectorAll<HTMLElement>('button, a[href]');
      if (e.key !== 'Tab' || !items?.length) return;
      const edge = items[e.shiftKey ? 0 : items.length - 1];
      if (document.activeElement === edge || !panel.current!.contains(document.activeElement)) {
        e.preventDefault();
        items[e.shiftKey ? items.length - 1 : 0].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, panel, closeAndReturn]);

  return closeAndReturn;
}
