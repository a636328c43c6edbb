import type { FormEvent, KeyboardEvent } from 'react';
import { SearchIcon } from '../Icons.js';
import { SEARCH_LABELS as L } from './labels.js';
import { MAX_SEARCH_TERM } from '../../../shared/search-terms.js';

interface Props {
  /** The input's id, unique on the page (the /search page and the overlay can both be open). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /**
   * The overlay's field: a combobox over the listbox of results (WAI-ARIA APG combobox with list
   * autocomplete). Focus stays in the field; the option reached with the arrows is its active
   * descendant.
   */
  combobox?: {
    /** The listbox's id. */
    controls: string;
    expanded: boolean;
    /** The id of the option reached with the arrows, if any. */
    activeDescendant?: string;
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  };
}

/**
 * The search form. A GET form to /search, so before the page hydrates (or without JavaScript)
 * submitting still lands on the results page.
 */
export function SearchField({ id, value, onChange, onSubmit, combobox }: Props) {
  return (
    <form className="search-field" role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {L.field}
      </label>
      <input
        id={id}
        className="search-field__input"
        type="search"
        name="q"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_SEARCH_TERM}
        placeholder={L.placeholder}
        autoComplete="off"
        spellCheck="false"
        enterKeyHint="search"
        {...(combobox && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': combobox.expanded,
          'aria-controls': combobox.controls,
          'aria-activedescendant': combobox.activeDescendant,
          onKeyDown: combobox.onKeyDown,
        })}
      />
      <button type="submit" className="search-field__submit" aria-label={L.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
