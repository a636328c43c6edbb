import { useContext, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { trackSearch } from '../../analytics.js';
import { NavigateContext } from '../Link.js';
import { useAppDispatch, useUi } from '../../store/hooks.js';
import { uiActions } from '../../store/uiSlice.js';
import { CloseIcon } from '../Icons.js';
import { SearchField } from './SearchField.js';
import { optionId, SearchResults } from './SearchResults.js';
import type { SearchResult, SearchState } from '../../store/searchSlice.js';
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

const LISTBOX = 'search-overlay-results';

/** The results page of a term. */
const searchHref = (term: string) => `/search?q=${encodeURIComponent(term)}`;

/**
 * The open overlay: a full-screen modal dialog; unmounted when closed, so it starts fresh each time.
 * Its field is a combobox over a listbox of the results (WAI-ARIA APG, list autocomplete): Down
 * and Up move the active option (the field keeps focus; aria-activedescendant names the option),
 * Up from the first goes back to the field's text, Enter opens the active option or, with none,
 * the results page; a polite live region says how many results came.
 */
function OpenOverlay({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { state, run, more } = useSearchRunner();
  const navigate = useContext(NavigateContext);
  const [input, setInput] = useState(state.searchTerm);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(run);
  const term = input.trim();

  // While a newer term is searched, the last results stay (marked busy), so the arrows have
  // something to move through and the list does not collapse on every key.
  const lastShown = useRef<SearchState | null>(null);
  if (state.status === 'FULFILLED' || state.status === 'PENDING_MORE') lastShown.current = state;
  else if (state.status !== 'PENDING') lastShown.current = null;
  const stale = state.status === 'PENDING' && lastShown.current !== null && lastShown.current.results.length > 0;
  const view = stale ? lastShown.current! : state;
  const results = view.status === 'PENDING' ? [] : view.results;

  // New results (another term, or a stale list replaced): no option is active any more. A page
  // that 'Load more' added keeps the active one.
  const listKey = `${view.searchTerm}\u0000${view.type ?? ''}\u0000${stale ? 'stale' : view.status === 'PENDING' ? 'pending' : 'shown'}`;
  const [activeFor, setActiveFor] = useState(listKey);
  if (activeFor !== listKey) {
    setActiveFor(listKey);
    setActive(-1);
  }
  const activeIndex = active < results.length ? active : -1;

  // The active option in view, clear of the sticky bar (scroll-margin-top in search.css).
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(LISTBOX, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

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

  /** Leaves for `href`: the overlay closes, and the page that opens takes focus (client/router/focus.ts). */
  const go = (href: string) => {
    onClose();
    if (navigate) void navigate(href);
    else window.location.assign(href);
  };

  const href = searchHref(term);
  // Enter: the active option's page, or else the results page for the term (it runs the search).
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const picked = activeIndex >= 0 ? results[activeIndex] : undefined;
    if (picked) {
      debounced.cancel();
      go(picked.url);
      return;
    }
    if (!term) return;
    debounced.cancel();
    trackSearch(term);
    go(href);
  };

  const onPick = (item: SearchResult, e: MouseEvent) => {
    // A new tab or window, as a link would open (the options hold no links: see SearchResults).
    if (e.metaKey || e.ctrlKey || e.shiftKey) {
      window.open(item.url, '_blank', 'noopener');
      return;
    }
    debounced.cancel();
    go(item.url);
  };

  const onFieldKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (results.length === 0) return;
    e.preventDefault();
    if (e.key === 'ArrowDown') setActive(Math.min(activeIndex + 1, results.length - 1));
    else setActive(activeIndex - 1 < -1 ? -1 : activeIndex - 1);
  };

  const expanded = term !== '' && results.length > 0;
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
            combobox={{
              controls: LISTBOX,
              expanded,
              activeDescendant: expanded && activeIndex >= 0 ? optionId(LISTBOX, activeIndex) : undefined,
              onKeyDown: onFieldKeyDown,
            }}
          />
          <button type="button" className="icon-button search-overlay__close" aria-label={L.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <SearchResults
          state={term === '' ? { ...view, status: 'IDLE', results: [], total: 0, corrected: null } : view}
          onLoadMore={more}
          seeAll={{ href, onFollow: onClose }}
          suggestionHref={searchHref}
          literalHref={searchHref}
          onFollow={onClose}
          listbox={{
            id: LISTBOX,
            active: term === '' ? -1 : activeIndex,
            busy: term !== '' && stale,
            onPick,
            onMoreArrived: (from) => {
              setActive(from);
              ref.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
            },
          }}
        />
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
