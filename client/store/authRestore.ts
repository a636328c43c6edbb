/**
 * The one auth step every page load takes, apart from the other thunks (authThunks.ts, which
 * re-exports it): those and the auth API client are fetched only when a reader signs in or is
 * signed in, so visitors' pages do not carry them.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authActions } from './authSlice.js';
import { loadUser } from './authStorage.js';
import type { RootState } from './index.js';

/**
 * Page load: the user kept in local storage comes back (after hydration, so the render matches).
 * The server's session is the truth about who is signed in (docs/architecture.md#accounts-and-billing):
 * when the member hint and local storage disagree (a session begun elsewhere, such as sign-up by
 * another tab or an emailed link, or one ended elsewhere, such as a deleted account), the server
 * is asked once (checkSession) and its answer wins.
 */
export function restoreUser(): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const user = loadUser();
    if (user && !getState().auth.user) dispatch(authActions.setUser(user));
    // The head script marked <html> when the hint was there (MEMBER_HINT_CLASS, shared/member-hint.ts;
    // not imported: the module would become a chunk of its own in every page's scripts).
    const hinted = typeof document !== 'undefined' && document.documentElement?.classList.contains('member') === true;
    if (hinted !== (user !== null)) void import('./authThunks.js').then(({ checkSession }) => dispatch(checkSession()));
  };
}
