import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { AppDispatch, AppStore, RootState } from './index.js';
import type { LibraryState } from './librarySlice.js';

function useRequireStore(what: string): void {
  // Using the auth or UI state outside its provider throws.
  if (!useContext(ReactReduxContext)) throw new Error(`${what} must be used inside the store provider`);
}

export function useAppDispatch(): AppDispatch {
  useRequireStore('useAppDispatch');
  return useDispatch<AppDispatch>();
}

export function useAppSelector<T>(selector: (state: RootState) => T): T {
  useRequireStore('useAppSelector');
  return useSelector(selector);
}

const noSubscription = () => () => {};

/**
 * The store, where there is one, and a value of its state (else `fallback`, as for a visitor): for
 * a component that may also be rendered outside the store, as a SharedHtml part is on the server
 * (client/components/SharedHtml.tsx: the save button of the cards it keeps).
 */
export function useOptionalSelector<T>(selector: (state: RootState) => T, fallback: T): [T, AppStore | undefined] {
  const store = useContext(ReactReduxContext)?.store as AppStore | undefined;
  const get = () => (store ? selector(store.getState()) : fallback);
  return [useSyncExternalStore(store?.subscribe ?? noSubscription, get, get), store];
}

export const useUi = () => {
  useRequireStore('useUi');
  return useSelector((s: RootState) => s.ui);
};

export const useAuth = () => {
  useRequireStore('useAuth');
  return useSelector((s: RootState) => s.auth);
};

export const useSearch = () => {
  useRequireStore('useSearch');
  return useSelector((s: RootState) => s.search);
};

let libraryReducer: Reducer<LibraryState> | undefined;

/** The library slice's reducer once its chunk has loaded (the store's `library` asks for it). */
export const injectedLibraryReducer = () => libraryReducer;

/**
 * The library's thunks and slice (client/store/libraryThunks.ts), an on-demand chunk, as the save
 * and follow buttons and the frame reach it: its reducer joins the store as it loads, as RTK's
 * combineSlices().inject would add it, without that code in every page. Here, beside the hooks
 * every such component already imports, it adds no chunk of its own to the pages' scripts.
 */
export const libraryModule = () =>
  import('./libraryThunks.js').then((m) => {
    libraryReducer = m.libraryReducer;
    return m;
  });
