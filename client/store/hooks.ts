import { useContext } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index.js';
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
