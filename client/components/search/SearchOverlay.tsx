import { useContext, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { trackSearch } from '../../analytics.js';
import { NavigateContext } from '../Link.js';
import { useAppDispatch, useUi } from '../../store/hooks.js';
import { uiActions } from '../../store/uiSlice.js';
import { CloseIcon } from '../Icons.js';
import { SearchField } from './SearchField.js';
import { SearchResults } from './SearchResults.js';
import { SEARCH_LABELS as L } from './labels.js';
import { useDebounced } from './useDebounced.js';
import { useSearchRunner } from './useSearchRunner.js';
import './search.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap inside `root` (showModal makes the page inert; this keeps focus in view). */
function trapTab(e: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if (e.key !== 'Tab') return;
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

const RESULT_LINKS = '.search-result__title a';

/**
 * Down and Up: from the field to the first result, through the results' links (focus moves, so
 * Enter follows the one that has it, and Tab goes on from there), and from the first back to the
 * field. A list of links, each under its own heading, is not a listbox of options: the results
 * keep their markup, and the arrows are a shortcut through it.
 */
function moveThroughResults(e: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const field = root.querySelector<HTMLInputElement>('input[type="search"]');
  const links = Array.from(root.querySelectorAll<HTMLElement>(RESULT_LINKS));
  const active = document.activeElement;
  const at = links.indexOf(active as HTMLElement);
  let next: HTMLElement | null | undefined;
  if (active === field) next = e.key === 'ArrowDown' ? links[0] : undefined;
  else if (at >= 0) next = e.key === 'ArrowDown' ? links[at + 1] : at === 0 ? field : links[at - 1];
  else return;
  e.preventDefault();
  if (!next || next === field) {
    next?.focus();
    return;
  }
  // The whole result in view (its type and date above the title too), clear of the sticky bar.
  next.focus({ preventScroll: true });
  next.closest('li')?.scrollIntoView({ block: 'nearest' });
}

/** The open overlay: a full-screen modal dialog; unmounted when closed, so it starts fresh each time. */
function OpenOverlay({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { state, run, more } = useSearchRunner();
  const navigate = useContext(NavigateContext);
  const [input, setInput] = useState(state.searchTerm);
  const debounced = useDebounced(run);
  const term = input.trim();

  // A layout effect: focus goes back to the opener in the same commit that removes the dialog
  // (a passive effect may run after paint, leaving focus on <body> meanwhile).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // After showModal (an element of a closed dialog cannot take focus): straight to the field.
    // The previous term is selected, so typing replaces it rather than appending to it.
    const field = dialog.querySelector<HTMLInputElement>('input[type="search"]');
    field?.focus();
    field?.select();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const href = `/search?q=${encodeURIComponent(term)}`;
  // Enter: the results page for the term (it runs the search), and the overlay closes.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!term) return;
    debounced.cancel();
    trackSearch(term);
    onClose();
    if (navigate) void navigate(href);
    else window.location.assign(href);
  };

  return (
    <dialog
      ref={ref}
      className="search-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-overlay-title"
      onKeyDown={(e) => {
        // Handled here: in a search field the browser would spend the first Escape on clearing it.
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        } else if (ref.current) {
          trapTab(e, ref.current);
          moveThroughResults(e, ref.current);
        }
      }}
      onCancel={(e) => {
        // Escape: the store decides what is open, so the native close is replaced by ours.
        e.preventDefault();
        onClose();
      }}
    >
      <div className="search-overlay__inner">
        <div className="search-overlay__bar">
          <h2 id="search-overlay-title" className="visually-hidden">
            {L.dialog}
          </h2>
          <SearchField
            id="search-overlay-field"
            value={input}
            onChange={(value) => {
              setInput(value);
              debounced.schedule(value);
            }}
            onSubmit={onSubmit}
          />
          <button type="button" className="icon-button search-overlay__close" aria-label={L.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {term !== '' && <SearchResults state={state} onLoadMore={more} seeAll={{ href, onFollow: onClose }} />}
      </div>
    </dialog>
  );
}

/** The search overlay the navigation opens (ui.searchIsOpen); nothing while closed. */
export function SearchOverlay() {
  const { searchIsOpen } = useUi();
  const dispatch = useAppDispatch();
  if (!searchIsOpen) return null;
  return <OpenOverlay onClose={() => dispatch(uiActions.closeSearch())} />;
}
