import { useRef, type ReactNode } from 'react';
import { CloseIcon } from './Icons.js';
import { usePanelFocus } from './usePanelFocus.js';
import { usePopover } from './usePopover.js';

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
 * `popovertarget` and the overlay and close button close it the same way, so they work from the
 * first paint, before the page's script has run; once hydrated, the store follows it (usePopover)
 * and focus is kept in it (usePanelFocus).
 */
export function NavPanel({ id, base, label, closeLabel, open, extraClass, onOpen, onClose, children }: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  // The overlay and the close button hide the layer natively, which gives focus back to the
  // panel's button; the store hears of it from the layer's toggle event.
  usePopover(layer, open, onOpen, onClose);
  usePanelFocus(open, onClose, panel, `[aria-controls="${id}"]`);
  const layerId = `${id}-layer`;
  return (
    <div id={layerId} ref={layer} className="nav-layer" popover="auto">
      <button
        type="button"
        className={open ? 'overlay overlay--open' : 'overlay'}
        popoverTarget={layerId}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden="true"
      />
      <aside id={id} ref={panel} className={[base, open && `${base}--open`, extraClass].filter(Boolean).join(' ')} aria-label={label}>
        <button
          type="button"
          className={`icon-button ${base}__close`}
          aria-label={closeLabel}
          popoverTarget={layerId}
          popoverTargetAction="hide"
        >
          <CloseIcon />
        </button>
        {children}
      </aside>
    </div>
  );
}
