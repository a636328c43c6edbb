import { jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import type { User } from '../../../client/store/authSlice.js';

// Registered before the modules under test are imported (they load the mocked ones).
jest.unstable_mockModule('../../../client/auth/reload.js', () => ({ reloadPage: jest.fn() }));
jest.unstable_mockModule('../../../client/analytics.js', () => ({ trackAuth: jest.fn() }));
const { trackAuth } = await import('../../../client/analytics.js');
const { reloadPage } = await import('../../../client/auth/reload.js');
const { initialAuthState } = await import('../../../client/store/authSlice.js');
const { STORAGE_KEYS } = await import('../../../client/store/authStorage.js');
const { MEMBER_HINT_CLASS } = await import('../../../shared/member-hint.js');
const { checkSubscription, logIn, loginWithMagicLink, logOut, requestPasswordReset, restoreUser, sendMagicLink, setNewPassword, signUp } = await import('../../../client/store/authThunks.js');
const { makeStore } = await import('../../../client/store/index.js');
const { installCookieJar, installFakeServer, installLocalStorage, member, premiumMember } = await import('./fakes.js');

const signUpInput = { email: member.email, password: '12345678', firstName: 'Ada', lastName: 'Lovelace' };
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
}
const storeWith = (user: User | null = null, view: 'login' | 'steps' | 'sign-up' = 'login') =>
  makeStore({ auth: { ...initialAuthState, user, view } });

describe('sign-in transitions', () => {
  let jar: Map<string, string>;
  let storage: Map<string, string>;
  beforeEach(() => {
    jest.mocked(reloadPage).mockClear();
    jest.mocked(trackAuth).mockClear();
    jar = installCookieJar();
    storage = installLocalStorage();
  });
  afterEach(() => unstubAllGlobals());

  it('each call sets the loading flag, cleared on success', async () => {
    let answer = () => {};
    stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const { cookieReadyId } = JSON.parse(String(init.body)) as { cookieReadyId: string };
      return new Promise<Response>((resolve) => {
        answer = () => {
          jar.set(`cookie_ready_${cookieReadyId}`, 'true');
          resolve(new Response(JSON.stringify({ user: member })));
        };
      });
    });
    const store = storeWith();
    const pending = store.dispatch(logIn({ email: member.email, password: 'pw' }));
    expect(store.getState().auth.status).toBe('loading');
    answer();
    await pending;
    expect(store.getState().auth.status).toBe('idle');
  });

  it('login as a premium reader: the popup closes and the page reloads; stored; login event', async () => {
    installFakeServer(jar, { login: () => ({ json: { user: premiumMember } }) });
    const store = storeWith();
    await expect(store.dispatch(logIn({ email: member.email, password: 'pw' }))).resolves.toBe(true);
    expect(store.getState().auth).toMatchObject({ view: 'none', status: 'idle', user: premiumMember });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.get(STORAGE_KEYS.user)!)).toEqual(premiumMember);
    expect(trackAuth).toHaveBeenCalledWith('login', 'password');
  });

  it('login as a non-premium reader moves to the steps, no reload', async () => {
    installFakeServer(jar, { login: () => ({ json: { user: member } }) });
    const store = storeWith();
    await store.dispatch(logIn({ email: member.email, password: 'pw' }));
    expect(store.getState().auth.view).toBe('steps');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a failed login clears the loading flag and shows the catalogue text', async () => {
    installFakeServer(jar, { login: () => ({ status: 401, json: { error: { code: 'invalid-credential', message: 'Incorrect email or password.' } } }) });
    const store = storeWith();
    await expect(store.dispatch(logIn({ email: member.email, password: 'bad' }))).resolves.toBe(false);
    expect(store.getState().auth).toMatchObject({ status: 'failed', errorMessage: 'Incorrect password', user: null, view: 'login' });
    expect(storage.has(STORAGE_KEYS.user)).toBe(false);
  });

  it('sign-up sends the steps flag and goes to steps when it comes back set; sign_up event', async () => {
    const calls = installFakeServer(jar, { 'sign-up': (b) => ({ status: 201, json: { user: premiumMember, steps: b.steps === true } }) });
    const store = storeWith(null, 'sign-up');
    await store.dispatch(signUp({ ...signUpInput, steps: true }));
    expect(calls[0].body.steps).toBe(true);
    expect(store.getState().auth.view).toBe('steps');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(trackAuth).toHaveBeenCalledWith('sign_up', 'password');
  });

  it('sign-up without the steps flag behaves like login', async () => {
    installFakeServer(jar, { 'sign-up': () => ({ status: 201, json: { user: premiumMember, steps: false } }) });
    const store = storeWith(null, 'sign-up');
    await store.dispatch(signUp(signUpInput));
    expect(store.getState().auth.view).toBe('none');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a magic link request leads to its confirmation and keeps the address', async () => {
    const calls = installFakeServer(jar, { 'send-magic-link': () => ({ json: { result: 'sent' } }) });
    const store = storeWith();
    await store.dispatch(sendMagicLink(member.email, '/newsletter'));
    expect(calls[0].body).toMatchObject({ email: member.email, returnTo: '/newsletter' });
    expect(store.getState().auth).toMatchObject({ view: 'magic-link-confirmation', magicLinkEmail: member.email });
    expect(storage.get('colophon.magicLinkEmail')).toBe(member.email);
  });

  it('password recovery leads to its confirmation', async () => {
    installFakeServer(jar, { 'reset-password': () => ({ json: { result: 'sent' } }) });
    const store = storeWith();
    await store.dispatch(requestPasswordReset(member.email));
    expect(store.getState().auth.view).toBe('password-recovery-confirmation');
  });

  it('magic-link login sets the user and moves to steps when not premium; the kept address is dropped', async () => {
    storage.set('colophon.magicLinkEmail', member.email);
    installFakeServer(jar, { 'login-with-magic-link': () => ({ json: { user: member, returnTo: '/podcasts' } }) });
    const store = makeStore();
    const r = await store.dispatch(loginWithMagicLink({ token: 't', email: member.email }));
    expect(r).toEqual({ ok: true, value: { user: member, returnTo: '/podcasts' } });
    expect(store.getState().auth).toMatchObject({ user: member, view: 'steps' });
    expect(storage.has('colophon.magicLinkEmail')).toBe(false);
  });

  it('a premium magic-link login leaves the popup closed; a failure reports its message', async () => {
    installFakeServer(jar, { 'login-with-magic-link': () => ({ json: { user: premiumMember, returnTo: null } }) });
    const store = makeStore();
    await store.dispatch(loginWithMagicLink({ token: 't', email: member.email }));
    expect(store.getState().auth.view).toBe('none');
    installFakeServer(jar, {
      'login-with-magic-link': () => ({ status: 401, json: { error: { code: 'invalid-link', message: 'This link is invalid or has expired.' } } }),
    });
    await expect(store.dispatch(loginWithMagicLink({ token: 't', email: member.email }))).resolves.toEqual({
      ok: false,
      message: 'This link is invalid or has expired.',
    });
  });

  it('a new password signs the reader in', async () => {
    installFakeServer(jar, { 'set-new-password': () => ({ json: { user: member } }) });
    const store = makeStore();
    await expect(store.dispatch(setNewPassword({ token: 't', password: '12345678' }))).resolves.toEqual({ ok: true, value: member });
    expect(store.getState().auth.user).toEqual(member);
  });

  it('the user comes back from storage on load; junk in storage is ignored', () => {
    storage.set(STORAGE_KEYS.user, JSON.stringify(member));
    const store = makeStore();
    store.dispatch(restoreUser());
    expect(store.getState().auth.user).toEqual(member);
    storage.set(STORAGE_KEYS.user, '{"isPremium":"yes"}');
    const other = makeStore();
    other.dispatch(restoreUser());
    expect(other.getState().auth.user).toBeNull();
  });

  /** What the head script does when the member hint is there: marks <html> (shared/member-hint.ts). */
  const markMember = () => {
    expect(MEMBER_HINT_CLASS).toBe('member'); // the class authRestore.ts reads by its value
    Object.defineProperty(document, 'documentElement', { value: { classList: { contains: (c: string) => c === MEMBER_HINT_CLASS } }, configurable: true });
  };

  it('a session the browser did not start (the hint without a stored user) is asked of the server and kept', async () => {
    markMember();
    const calls = installFakeServer(jar, { me: () => ({ json: { user: member } }) });
    const store = makeStore();
    store.dispatch(restoreUser());
    await waitFor(() => store.getState().auth.user !== null);
    expect(store.getState().auth.user).toEqual(member);
    expect(JSON.parse(storage.get(STORAGE_KEYS.user)!)).toEqual(member);
    expect(calls.map((c) => c.path)).toEqual(['me']);
  });

  it('a stored user whose session ended elsewhere (no hint) is forgotten once the server says so', async () => {
    storage.set(STORAGE_KEYS.user, JSON.stringify(member));
    installFakeServer(jar, { me: () => ({ status: 401, json: { error: { code: 'unauthenticated', message: 'Sign in' } } }) });
    const store = makeStore();
    store.dispatch(restoreUser());
    expect(store.getState().auth.user).toEqual(member);
    await waitFor(() => store.getState().auth.user === null);
    expect(storage.has(STORAGE_KEYS.user)).toBe(false);
  });

  it('hint and storage agreeing: no request', async () => {
    markMember();
    storage.set(STORAGE_KEYS.user, JSON.stringify(member));
    const calls = installFakeServer(jar, {});
    makeStore().dispatch(restoreUser());
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('log out forgets the reader even when the server cannot be reached', async () => {
    stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    storage.set(STORAGE_KEYS.user, JSON.stringify(member));
    const store = storeWith(member);
    await store.dispatch(logOut());
    expect(store.getState().auth.user).toBeNull();
    expect(storage.has(STORAGE_KEYS.user)).toBe(false);
  });
});

describe('subscription status check', () => {
  let jar: Map<string, string>;
  let storage: Map<string, string>;
  beforeEach(() => {
    jest.mocked(reloadPage).mockClear();
    jar = installCookieJar();
    storage = installLocalStorage();
  });
  afterEach(() => unstubAllGlobals());

  it('unchanged: nothing else happens', async () => {
    installFakeServer(jar, { 'check-subscription-status': () => ({ json: { active: false } }) });
    const store = storeWith(member, 'steps');
    await expect(store.dispatch(checkSubscription())).resolves.toBe('unchanged');
    expect(store.getState().auth).toMatchObject({ view: 'steps', user: member, status: 'idle' });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('changed: the premium flag is updated and stored, the popup closes and the page reloads', async () => {
    installFakeServer(jar, { 'check-subscription-status': () => ({ json: { active: true } }) });
    const store = storeWith(member, 'steps');
    await expect(store.dispatch(checkSubscription())).resolves.toBe('changed');
    expect(store.getState().auth).toMatchObject({ view: 'none', user: premiumMember });
    expect(JSON.parse(storage.get(STORAGE_KEYS.user)!)).toMatchObject({ isPremium: true });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('losing premium is a change too', async () => {
    installFakeServer(jar, { 'check-subscription-status': () => ({ json: { active: false } }) });
    const store = storeWith(premiumMember);
    await expect(store.dispatch(checkSubscription({ quiet: true }))).resolves.toBe('changed');
    expect(store.getState().auth.user?.isPremium).toBe(false);
  });

  it('without a user there is nothing to check', async () => {
    const calls = installFakeServer(jar, {});
    await expect(makeStore().dispatch(checkSubscription())).resolves.toBe('skipped');
    expect(calls).toEqual([]);
  });

  it('a quiet (background) check leaves the popup state alone, even when it fails', async () => {
    installFakeServer(jar, { 'check-subscription-status': () => ({ status: 500, json: { error: { code: 'internal', message: 'x' } } }) });
    const store = storeWith(member, 'steps');
    await expect(store.dispatch(checkSubscription({ quiet: true }))).resolves.toBe('failed');
    expect(store.getState().auth).toMatchObject({ status: 'idle', errorMessage: null });
  });
});
