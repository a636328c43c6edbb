import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { uiReducer } from './uiSlice.js';
import { searchReducer, type SearchApi } from './searchSlice.js';
import { authReducer } from './authSlice.js';
import { httpSearchApi } from '../api/search.js';
import { injectedLibraryReducer } from './hooks.js';
import type { LibraryState } from './librarySlice.js';

const rootReducer = combineReducers({
  ui: uiReducer,
  search: searchReducer,
  auth: authReducer,
  library: (state: LibraryState | null = null, action: UnknownAction) => {
    // The library slice joins when its chunk loads (libraryModule, hooks.ts); null until then.
    const reducer = injectedLibraryReducer();
    return reducer ? reducer(state ?? undefined, action) : state;
  },
});

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

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
