import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_ERROR } from '../../shared/messages.js';
import type { SearchFirstPage, SearchResultItem, SearchTypeFilter } from '../../shared/search-terms.js';

export type SearchStatus = 'IDLE' | 'PENDING' | 'PENDING_MORE' | 'REJECTED' | 'FULFILLED';

export type SearchResult = SearchResultItem;

export interface SearchPage {
  items: SearchResult[];
  total: number;
  /** With no results: nearby spellings of the whole term. */
  suggestions?: string[];
  /** The term searched when a word was taken as a nearby spelling ('brisekt' -> 'brisket'). */
  corrected?: string;
}

/** Search state: the term, results, status and error message. */
export interface SearchState {
  searchTerm: string;
  results: SearchResult[];
  total: number;
  status: SearchStatus;
  errorMessage: string | null;
  /** The results page's type filter (null: every type; the overlay never filters). */
  type: SearchTypeFilter | null;
  /** 'Did you mean …' terms of a search with no results. */
  suggestions: string[];
  /** 'Showing results for …': the term searched, when the server took a word as a nearby spelling. */
  corrected: string | null;
}

export const initialSearchState: SearchState = {
  searchTerm: '',
  results: [],
  total: 0,
  status: 'IDLE',
  errorMessage: null,
  type: null,
  suggestions: [],
  corrected: null,
};

/** The search service: a term and an offset in, one page out. Injected as the thunk extra argument. */
export interface SearchApi {
  search(term: string, offset: number, signal?: AbortSignal, type?: SearchTypeFilter | null): Promise<SearchPage>;
}

export interface ThunkExtra {
  searchApi: SearchApi;
}

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return SEARCH_ERROR;
}

export const search = createAsyncThunk<SearchPage, string, { extra: ThunkExtra; state: { search: SearchState }; rejectValue: string }>(
  'search/search',
  async (term, { extra, signal, getState, rejectWithValue }) => {
    try {
      return await extra.searchApi.search(term, 0, signal, getState().search.type);
    } catch (err) {
      return rejectWithValue(messageOf(err));
    }
  },
);

/** Next page after what is loaded; an error without a prior term or results. */
export const searchMore = createAsyncThunk<
  SearchPage,
  void,
  { extra: ThunkExtra; state: { search: SearchState }; rejectValue: string }
>('search/searchMore', async (_, { extra, getState, signal, rejectWithValue }) => {
  const { searchTerm, results, type } = getState().search;
  if (!searchTerm || results.length === 0) return rejectWithValue(SEARCH_ERROR);
  try {
    return await extra.searchApi.search(searchTerm, results.length, signal, type);
  } catch (err) {
    return rejectWithValue(messageOf(err));
  }
});

const slice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    reset: (state) => ({ ...initialSearchState, type: state.type }),
    /** The type filter the next search uses (the results page's ?type=). */
    setType: (state, action: PayloadAction<SearchTypeFilter | null>) => {
      state.type = action.payload;
    },
    /** A first page the server already found (the /search page's own data): FULFILLED, no request. */
    showResults: (_state, action: PayloadAction<SearchFirstPage>) => ({
      searchTerm: action.payload.term,
      results: action.payload.items,
      total: action.payload.total,
      status: 'FULFILLED' as const,
      errorMessage: null,
      type: action.payload.type ?? null,
      suggestions: action.payload.suggestions ?? [],
      corrected: action.payload.corrected ?? null,
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(search.pending, (state, action) => {
        state.searchTerm = action.meta.arg;
        state.results = [];
        state.total = 0;
        state.status = 'PENDING';
        state.errorMessage = null;
        state.suggestions = [];
        state.corrected = null;
      })
      .addCase(search.fulfilled, (state, action) => {
        if (action.meta.arg !== state.searchTerm) return; // a newer search superseded this one
        state.results = action.payload.items;
        state.total = action.payload.total;
        state.suggestions = action.payload.suggestions ?? [];
        state.corrected = action.payload.corrected ?? null;
        state.status = 'FULFILLED';
      })
      .addCase(search.rejected, (state, action) => {
        if (action.meta.arg !== state.searchTerm) return;
        // Aborted by a newer term: that one's pending has already taken over. Aborted with nobody
        // left to show it (the overlay closed, e.g. on Enter to /search): not searching any more,
        // so the next run for the term searches again instead of waiting on 'Searching…'.
        if (action.meta.aborted) {
          if (state.status === 'PENDING') state.status = 'IDLE';
          return;
        }
        state.status = 'REJECTED';
        state.errorMessage = action.payload ?? SEARCH_ERROR;
      })
      .addCase(searchMore.pending, (state) => {
        state.status = 'PENDING_MORE';
        state.errorMessage = null;
      })
      .addCase(searchMore.fulfilled, (state, action) => {
        // A page that arrives after a new search started belongs to the old term.
        if (state.status !== 'PENDING_MORE') return;
        state.results = state.results.concat(action.payload.items);
        state.total = action.payload.total;
        state.status = 'FULFILLED';
      })
      .addCase(searchMore.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.status = 'REJECTED';
        state.errorMessage = action.payload ?? SEARCH_ERROR;
      });
  },
});

export const searchActions = slice.actions;
export const searchReducer = slice.reducer;
