/**
 * The sign-in transitions as thunks. Views validate first (client/auth/validation.ts) and then dispatch
 * one of these; the popup reads the loading flag and the error from the auth slice, the landing
 * pages from the outcome each thunk returns.
 */
import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { AUTH_ERRORS } from '../../shared/messages.js';
import { trackAuth, type AuthMethod } from '../analytics.js';
import { postAuth, fetchMe, type AuthCalls, type AuthEndpoint } from '../api/auth.js';
import { dayKey, isDailyCheckDue } from '../auth/daily.js';
import { authErrorMessage } from '../auth/api-error.js';
import { reloadPage } from '../auth/reload.js';
import { sleep } from '../auth/timings.js';
import { SUBSCRIPTION_RECHECK_ATTEMPTS, SUBSCRIPTION_RECHECK_INTERVAL_MS } from '../../shared/constants.js';
import { AUTH_REQUEST, authActions, type User } from './authSlice.js';
import { loadSubscriptionCheckedOn, saveMagicLinkEmail, saveSubscriptionCheckedOn, saveUser } from './authStorage.js';
import type { RootState } from './index.js';
import { applyDisplayCookie } from '../../shared/display.js';

export type AuthThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };
export type SubscriptionCheck = 'changed' | 'unchanged' | 'skipped' | 'failed';

type AuthRequest = { [E in AuthEndpoint]: { endpoint: E; body: AuthCalls[E]['body'] } }[AuthEndpoint];

/**
 * One auth call under the loading flag: its pending, fulfilled and rejected actions set and
 * clear the flag in the auth slice; a failure is rejected with the text the reader sees.
 */
export const authRequest = createAsyncThunk<AuthCalls[AuthEndpoint]['response'], AuthRequest, { rejectValue: string }>(
  AUTH_REQUEST,
  async ({ endpoint, body }, { rejectWithValue }) => {
    try {
      return await postAuth(endpoint, body as never);
    } catch (err) {
      return rejectWithValue(authErrorMessage(err));
    }
  },
);

/** authRequest for one endpoint, its answer typed by the endpoint. */
function tracked<E extends AuthEndpoint>(endpoint: E, body: AuthCalls[E]['body']): AuthThunk<Promise<Outcome<AuthCalls[E]['response']>>> {
  return async (dispatch) => {
    const action = await dispatch(authRequest({ endpoint, body } as AuthRequest));
    if (authRequest.fulfilled.match(action)) return { ok: true, value: action.payload as AuthCalls[E]['response'] };
    return { ok: false, message: action.payload ?? AUTH_ERRORS.fallback };
  };
}

/** The user goes into the store and into local storage together, and leaves both together. */
export function rememberUser(user: User): AuthThunk<void> {
  return (dispatch) => {
    dispatch(authActions.setUser(user));
    saveUser(user);
  };
}

export function forgetUser(): AuthThunk<void> {
  return (dispatch) => {
    dispatch(authActions.clearUser());
    saveUser(null);
  };
}

export { restoreUser } from './authRestore.js';

/**
 * The session check: the server's word (GET /api/auth/me) on who is signed in, over what local
 * storage says. A member goes into the store and storage with the server's premium flag; no
 * session (expired, revoked, signed out in another tab) forgets the stored one, and the server
 * clears a stale member hint in the same answer. Rejected when the server cannot be reached.
 */
export const checkSession = createAsyncThunk<User | null, void, { state: RootState }>('auth/session', async (_, { dispatch }) => {
  const user = await fetchMe();
  dispatch(user ? rememberUser(user) : forgetUser());
  return user;
});

function signedIn(user: User, event: 'login' | 'sign_up', method: AuthMethod): AuthThunk<void> {
  return (dispatch) => {
    // The answer carried a fresh premium flag: that is today's check (noted before the user lands in
    // the store, whose change starts the on-load check).
    saveSubscriptionCheckedOn(dayKey(new Date()));
    // The answer also set the member's display cookie: their colours and text size at once.
    applyDisplayCookie();
    dispatch(rememberUser(user));
    trackAuth(event, method);
  };
}

/** Premium: close and reload at the current path; otherwise on to the steps. */
function afterLogin(user: User): AuthThunk<void> {
  return (dispatch) => {
    if (user.isPremium) {
      dispatch(authActions.closePopup());
      reloadPage();
    } else {
      dispatch(authActions.openPopup('steps'));
    }
  };
}

export function logIn(credentials: AuthCalls['login']['body']): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('login', credentials));
    if (!r.ok) return false;
    dispatch(signedIn(r.value.user, 'login', 'password'));
    dispatch(afterLogin(r.value.user));
    return true;
  };
}

/** With `steps` set the server echoes it and the flow goes to steps; otherwise it ends like login. */
export function signUp(input: AuthCalls['sign-up']['body']): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('sign-up', input));
    if (!r.ok) return false;
    dispatch(signedIn(r.value.user, 'sign_up', 'password'));
    if (r.value.steps) dispatch(authActions.openPopup('steps'));
    else dispatch(afterLogin(r.value.user));
    return true;
  };
}

/** The address is kept so the link's landing page in this browser need not ask for it. */
export function sendMagicLink(email: string, returnTo?: string): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('send-magic-link', { email, returnTo }));
    if (!r.ok) return false;
    saveMagicLinkEmail(email);
    dispatch(authActions.setMagicLinkEmail(email));
    dispatch(authActions.openPopup('magic-link-confirmation'));
    return true;
  };
}

export function requestPasswordReset(email: string): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('reset-password', { email }));
    if (r.ok) dispatch(authActions.openPopup('password-recovery-confirmation'));
    return r.ok;
  };
}

/** Signed in from an emailed link: not premium yet, so on to the steps. */
function afterLinkSignIn(user: User): AuthThunk<void> {
  return (dispatch) => {
    if (!user.isPremium) dispatch(authActions.openPopup('steps'));
  };
}

type MagicLinkLogin = AuthCalls['login-with-magic-link'];

export function loginWithMagicLink(input: MagicLinkLogin['body']): AuthThunk<Promise<Outcome<MagicLinkLogin['response']>>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('login-with-magic-link', input));
    if (!r.ok) return r;
    saveMagicLinkEmail(null);
    dispatch(authActions.setMagicLinkEmail(null));
    dispatch(signedIn(r.value.user, 'login', 'magic_link'));
    dispatch(afterLinkSignIn(r.value.user));
    return r;
  };
}

export function setNewPassword(input: AuthCalls['set-new-password']['body']): AuthThunk<Promise<Outcome<User>>> {
  return async (dispatch) => {
    const r = await dispatch(tracked('set-new-password', input));
    if (!r.ok) return r;
    dispatch(signedIn(r.value.user, 'login', 'password_reset'));
    dispatch(afterLinkSignIn(r.value.user));
    return { ok: true, value: r.value.user };
  };
}

export function logOut(): AuthThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await postAuth('logout', {});
    } catch {
      // The reader asked to leave: this browser forgets them even when the server cannot be reached.
    }
    dispatch(forgetUser());
    applyDisplayCookie(); // the display cookie went with the session: the system's again
    dispatch(authActions.closePopup());
  };
}

/**
 * Asks the server whether the signed-in reader is premium. Unchanged: nothing else happens.
 * Changed: the flag is updated (and stored), the popup closes and the page reloads. `quiet` checks
 * (daily, after checkout) run in the background, outside the popup's loading flag and error.
 */
export function checkSubscription({ quiet = false } = {}): AuthThunk<Promise<SubscriptionCheck>> {
  return async (dispatch, getState) => {
    if (!getState().auth.user) return 'skipped';
    let active: unknown;
    if (quiet) {
      try {
        active = (await postAuth('check-subscription-status', {})).active;
      } catch {
        return 'failed';
      }
    } else {
      const r = await dispatch(tracked('check-subscription-status', {}));
      if (!r.ok) return 'failed';
      active = r.value.active;
    }
    if (typeof active !== 'boolean') return 'failed';
    saveSubscriptionCheckedOn(dayKey(new Date()));
    const user = getState().auth.user;
    if (!user || user.isPremium === active) return 'unchanged';
    dispatch(authActions.setPremium(active));
    saveUser(getState().auth.user);
    dispatch(authActions.closePopup());
    reloadPage();
    return 'changed';
  };
}

/** On load: a signed-in reader's subscription is checked unless that already happened today. */
export function runDailyCheck(now: Date = new Date()): AuthThunk<Promise<SubscriptionCheck>> {
  return async (dispatch, getState) => {
    if (!getState().auth.user || !isDailyCheckDue(loadSubscriptionCheckedOn(), now)) return 'skipped';
    return dispatch(checkSubscription({ quiet: true }));
  };
}

/**
 * Back from /subscribe in another tab: up to SUBSCRIPTION_RECHECK_ATTEMPTS checks, the interval
 * apart, the first at once. A change ends it there (checkSubscription reloads). Otherwise the session
 * is refreshed, the user cleared, the popup closed and the page reloaded, so the next sign-in starts
 * from what the server knows. `signal` stops it (the steps view went away).
 */
export function recheckSubscription(signal?: AbortSignal): AuthThunk<Promise<'changed' | 'expired' | 'aborted'>> {
  return async (dispatch) => {
    for (let attempt = 1; attempt <= SUBSCRIPTION_RECHECK_ATTEMPTS; attempt++) {
      if (signal?.aborted) return 'aborted';
      if ((await dispatch(checkSubscription({ quiet: true }))) === 'changed') return 'changed';
      if (attempt < SUBSCRIPTION_RECHECK_ATTEMPTS) await sleep(SUBSCRIPTION_RECHECK_INTERVAL_MS, signal);
    }
    if (signal?.aborted) return 'aborted';
    await fetchMe().catch(() => null);
    dispatch(forgetUser());
    dispatch(authActions.closePopup());
    reloadPage();
    return 'expired';
  };
}
