/**
 * The one auth step every page load takes, apart from the other thunks (authThunks.ts, which
 * re-exports it): those and the auth API client are fetched only when a reader signs in or is
 * signed in, so visitors' pages do not carry them.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authActions } from './authSlice.js';
import { loadUser } from './authStorage.js';
import type { RootState } from './index.js';

/** Page load: the user kept in local storage comes back (after hydration, so the render matches). */
export function restoreUser(): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const user = loadUser();
    if (user && !getState().auth.user) dispatch(authActions.setUser(user));
  };
}
