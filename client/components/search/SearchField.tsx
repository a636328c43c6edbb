import type { FormEvent } from 'react';
import { SearchIcon } from '../Icons.js';
import { SEARCH_LABELS as L } from './labels.js';
import { MAX_SEARCH_TERM } from '../../../shared/search-terms.js';

interface Props {
  /** The input's id, unique on the page (the /search page and the overlay can both be open). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}

/**
 * The search form. A GET form to /search, so before the page hydrates (or without JavaScript)
 * submitting still lands on the results page.
 */
export function SearchField({ id, value, onChange, onSubmit }: Props) {
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
      />
      <button type="submit" className="search-field__submit" aria-label={L.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
