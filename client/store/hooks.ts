import { useContext } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index.js';

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
