import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '../Link.js';
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

/** The open overlay: a full-screen modal dialog; unmounted when closed, so it starts fresh each time. */
function OpenOverlay({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { state, run, submit, more } = useSearchRunner();
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    debounced.cancel();
    submit(input);
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
        } else if (ref.current) trapTab(e, ref.current);
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
        {term !== '' && <SearchResults state={state} onLoadMore={more} />}
        {term !== '' && (
          <p className="search-overlay__all">
            <Link to={`/search?q=${encodeURIComponent(term)}`} onClick={onClose}>
              {L.seeAll}
            </Link>
          </p>
        )}
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
