import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './Icons.js';

interface Props {
  /** The panel's id (its opener has `aria-controls` with it); its layer is `{id}-layer`. */
  id: string;
  /** `side-nav` or `section-nav`: the panel's class and its modifiers'. */
  base: string;
  label: string;
  closeLabel: string;
  open: boolean;
  /** Extra classes on the panel. */
  extraClass?: string;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel of the header (the side menu, the Sections panel) over its close overlay, in a native
 * popover layer (docs/decisions/header-before-hydration.md): the header's button opens it with
 * `popovertarget`, and the overlay, the close button and Escape close it natively, so they work
 * from the first paint, before the page's script has run. Once hydrated:
 * - the store follows the layer: its `toggle` event tells the store of a change the store has not
 *   made (closing one panel because the other opened must not close the other as well: the
 *   store's close actions close both), and a layer already open at hydration was opened before it;
 * - the layer follows the store (a route change, search);
 * - focus, as in the account dialog: it moves to the panel's first control, Tab and Shift+Tab go
 *   round the panel's controls, and a close by the reader gives it back to the panel's button (the
 *   browser does so itself where the button took focus when pressed; Safari's does not).
 */
export function NavPanel({ id, base, label, closeLabel, open, extraClass, onOpen, onClose, children }: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const latest = useRef({ open, onOpen, onClose });
  latest.current = { open, onOpen, onClose };
  const layerId = `${id}-layer`;

  useEffect(() => {
    const el = layer.current!;
    const onToggle = (e: Event) => {
      const shown = (e as ToggleEvent).newState === 'open';
      const now = latest.current;
      if (shown === now.open) return;
      if (shown) {
        now.onOpen();
        return;
      }
      now.onClose();
      if (document.activeElement === document.body) document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    el.addEventListener('toggle', onToggle);
    if (el.matches(':popover-open') && !latest.current.open) latest.current.onOpen();
    return () => el.removeEventListener('toggle', onToggle);
  }, [id]);

  // Hides the layer only once the store has had it open: on the first run the store may not yet
  // know of a layer opened before hydration (the effect above tells it in this same pass).
  const wasOpen = useRef(false);
  useEffect(() => {
    const el = layer.current!;
    const shown = el.matches(':popover-open');
    if (open && !shown) el.showPopover();
    else if (!open && shown && wasOpen.current) el.hidePopover();
    wasOpen.current = open;
    if (!open) return;
    // The panels hold only buttons and links.
    const items = panel.current!.querySelectorAll<HTMLElement>('button, a[href]');
    items[0].focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const edge = items[e.shiftKey ? 0 : items.length - 1];
      if (document.activeElement === edge || !panel.current!.contains(document.activeElement)) {
        e.preventDefault();
        items[e.shiftKey ? items.length - 1 : 0].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div id={layerId} ref={layer} className="nav-layer" popover="auto">
      <button type="button" className="overlay" popoverTarget={layerId} popoverTargetAction="hide" tabIndex={-1} aria-hidden="true" />
      <aside id={id} ref={panel} className={[base, open && `${base}--open`, extraClass].filter(Boolean).join(' ')} aria-label={label}>
        <button type="button" className={`icon-button ${base}__close`} aria-label={closeLabel} popoverTarget={layerId} popoverTargetAction="hide">
          <CloseIcon />
        </button>
        {children}
      </aside>
    </div>
  );
}
