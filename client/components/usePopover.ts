import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a native popover (the `popover` attribute: its button opens it with `popovertarget`
 * before any script has run, issue 48) and the store's open flag in step. The browser opens and
 * closes it on its own (its button, Escape, a press outside, another popover): its `toggle` event
 * tells the store. The store opens and closes it (a route change, search): this shows or hides it.
 * A popover already open when this mounts was opened before hydration: the store hears of it then.
 */
export function usePopover(layer: RefObject<HTMLElement | null>, open: boolean, onOpen: () => void, onClose: () => void): void {
  const latest = useRef({ open, onOpen, onClose });
  latest.current = { open, onOpen, onClose };

  useEffect(() => {
    const el = layer.current;
    if (!el) return;
    const onToggle = (e: Event) => {
      const shown = (e as ToggleEvent).newState === 'open';
      // Only a change the store has not made: closing one panel because the other opened must
      // not close the other as well (the store's close actions close both).
      if (shown && !latest.current.open) latest.current.onOpen();
      else if (!shown && latest.current.open) latest.current.onClose();
    };
    el.addEventListener('toggle', onToggle);
    if (el.matches(':popover-open') && !latest.current.open) latest.current.onOpen();
    return () => el.removeEventListener('toggle', onToggle);
  }, [layer]);

  // Hides it only once the store has had it open: on the first run the store may not yet know of
  // a popover opened before hydration (the effect above tells it in this same pass).
  const wasOpen = useRef(false);
  useEffect(() => {
    const el = layer.current;
    if (!el) return;
    const shown = el.matches(':popover-open');
    if (open && !shown) el.showPopover();
    else if (!open && shown && wasOpen.current) el.hidePopover();
    wasOpen.current = open;
  }, [layer, open]);
}
