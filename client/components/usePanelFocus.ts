import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard behaviour of a side panel: on opening, focus moves to the panel's first control;
 * Escape closes it; closing by Escape, the close button or the overlay returns focus to the
 * button that opened it (a close by navigation leaves focus to the new page).
 * `openerSelector` finds that button when the opening click did not focus it (Safari).
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
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // `inert` is lifted in this same commit, so the panel's controls can take focus now.
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      closeAndReturn();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, panel, closeAndReturn]);

  return closeAndReturn;
}
