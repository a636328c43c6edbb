import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { uiReducer } from './uiSlice.js';
import { searchReducer, type SearchApi } from './searchSlice.js';
import { authReducer } from './authSlice.js';
import { httpSearchApi } from '../api/search.js';

const rootReducer = combineReducers({ ui: uiReducer, search: searchReducer, auth: authReducer });

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
