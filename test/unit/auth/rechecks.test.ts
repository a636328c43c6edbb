import { jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import type { User } from '../../../client/store/authSlice.js';

// Registered before the modules under test are imported (they load the mocked ones).
jest.unstable_mockModule('../../../client/auth/reload.js', () => ({ reloadPage: jest.fn() }));
const { reloadPage } = await import('../../../client/auth/reload.js');
const { dayKey, isDailyCheckDue } = await import('../../../client/auth/daily.js');
const { initialAuthState } = await import('../../../client/store/authSlice.js');
const { STORAGE_KEYS } = await import('../../../client/store/authStorage.js');
const { logIn, recheckSubscription, runDailyCheck } = await import('../../../client/store/authThunks.js');
const { makeStore } = await import('../../../client/store/index.js');
const { installCookieJar, installFakeServer, installLocalStorage, member } = await import('./fakes.js');

const storeWith = (user: User | null) => makeStore({ auth: { ...initialAuthState, user, view: 'steps' } });

describe('the daily subscription check (on load if not yet today, then every 24 hours)', () => {
  let jar: Map<string, string>;
  let storage: Map<string, string>;
  beforeEach(() => {
    jar = installCookieJar();
    storage = installLocalStorage();
  });
  afterEach(() => unstubAllGlobals());

  it('days are local calendar days', () => {
    expect(dayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(isDailyCheckDue(null, new Date(2025, 0, 5))).toBe(true);
    expect(isDailyCheckDue('2025-01-05', new Date(2025, 0, 5, 0, 1))).toBe(false);
    expect(isDailyCheckDue('2025-01-05', new Date(2025, 0, 6, 0, 1))).toBe(true);
  });

  it('runs on load when not done today, and notes the day', async () => {
    const calls = installFakeServer(jar, { 'check-subscription-status': () => ({ json: { active: false } }) });
    storage.set(STORAGE_KEYS.subscriptionCheckedOn, '2025-01-04');
    const now = new Date(2025, 0, 5, 9);
    await expect(storeWith(member).dispatch(runDailyCheck(now))).resolves.toBe('unchanged');
    expect(calls).toHaveLength(1);
    expect(storage.get(STORAGE_KEYS.subscriptionCheckedOn)).toBe(dayKey(new Date()));
  });

  it('is skipped when already done today, and for visitors', async () => {
    const calls = installFakeServer(jar, { 'check-subscription-status': () => ({ json: { active: false } }) });
    const now = new Date();
    storage.set(STORAGE_KEYS.subscriptionCheckedOn, dayKey(now));
    await expect(storeWith(member).dispatch(runDailyCheck(now))).resolves.toBe('skipped');
    storage.delete(STORAGE_KEYS.subscriptionCheckedOn);
    await expect(storeWith(null).dispatch(runDailyCheck(now))).resolves.toBe('skipped');
    expect(calls).toEqual([]);
  });

  it('a sign-in counts as today’s check (its answer carries the premium flag)', async () => {
    installFakeServer(jar, { login: () => ({ json: { user: member } }) });
    await makeStore().dispatch(logIn({ email: member.email, password: 'pw' }));
    expect(storage.get(STORAGE_KEYS.subscriptionCheckedOn)).toBe(dayKey(new Date()));
  });
});

describe('rechecks after /subscribe opened in a new tab (up to 10, 5 s apart, on focus)', () => {
  let jar: Map<string, string>;
  let storage: Map<string, string>;
  let checkTimes: number[];
  let active: boolean;
  let calls: ReturnType<typeof installFakeServer>;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(reloadPage).mockClear();
    jar = installCookieJar();
    storage = installLocalStorage();
    checkTimes = [];
    active = false;
    calls = installFakeServer(jar, {
      'check-subscription-status': () => {
        checkTimes.push(Date.now());
        return { json: { active } };
      },
    });
    const fakeFetch = jest.mocked(fetch);
    // GET /api/auth/me answers the session's user.
    stubGlobal(
      'fetch',
      jest.fn((url: string, init?: RequestInit) =>
        url === '/api/auth/me' ? Promise.resolve(new Response(JSON.stringify({ user: member }))) : fakeFetch(url, init),
      ),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    unstubAllGlobals();
  });

  it('10 checks 5 s apart, then the session is refreshed, the user cleared, the popup closed and the page reloaded', async () => {
    storage.set(STORAGE_KEYS.user, JSON.stringify(member));
    const store = storeWith(member);
    const start = Date.now();
    const loop = store.dispatch(recheckSubscription());
    await jest.advanceTimersByTimeAsync(9 * 5000 - 1);
    expect(checkTimes.map((t) => t - start)).toEqual([0, 5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000]);
    expect(reloadPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(loop).resolves.toBe('expired');
    expect(checkTimes).toHaveLength(10);
    expect(jest.mocked(fetch).mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, view: 'none' });
    expect(storage.has(STORAGE_KEYS.user)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a change ends the loop there: premium, closed, reloaded once', async () => {
    const store = storeWith(member);
    const loop = store.dispatch(recheckSubscription());
    await jest.advanceTimersByTimeAsync(5000);
    active = true;
    await jest.advanceTimersByTimeAsync(5000);
    await expect(loop).resolves.toBe('changed');
    expect(checkTimes).toHaveLength(3);
    expect(store.getState().auth).toMatchObject({ view: 'none', user: { ...member, isPremium: true } });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(checkTimes).toHaveLength(3);
  });

  it('stops when aborted (the steps view went away)', async () => {
    const controller = new AbortController();
    const loop = storeWith(member).dispatch(recheckSubscription(controller.signal));
    await jest.advanceTimersByTimeAsync(7000);
    controller.abort();
    await expect(loop).resolves.toBe('aborted');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(checkTimes).toHaveLength(2);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(calls.every((c) => c.path === 'check-subscription-status')).toBe(true);
  });
});
