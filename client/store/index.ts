import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { uiReducer } from './uiSlice.js';
import { searchReducer, type SearchApi, type SearchPage } from './searchSlice.js';
import { authReducer } from './authSlice.js';

const rootReducer = combineReducers({ ui: uiReducer, search: searchReducer, auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/** The browser's search service: GET /api/search?term=&offset=(&type=). */
export const httpSearchApi: SearchApi = {
  async search(term, offset, signal, type) {
    const qs = new URLSearchParams({ term, offset: String(offset), ...(type ? { type } : {}) });
    const res = await fetch(`/api/search?${qs}`, { signal, headers: { accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as (SearchPage & { error?: { message?: string } }) | null;
    if (!res.ok || !body || body.error) throw new Error(body?.error?.message || `Search failed (${res.status})`);
    return body;
  },
};

/** A new store per request on the server, one per page load in the browser (never a module singleton). */
export function makeStore(preloaded?: PreloadedState, searchApi: SearchApi = httpSearchApi) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { searchApi } } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
