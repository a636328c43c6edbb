import { jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { fetchMe, newCookieReadyId, postAuth, waitForCookieReady } from '../../../client/api/auth.js';
import { AuthApiError } from '../../../client/auth/api-error.js';
import { COOKIE_READY_INTERVAL_MS, COOKIE_READY_TRIES } from '../../../shared/constants.js';
import { installCookieJar, installFakeServer, member } from '../auth/fakes.js';

describe('the auth API client (cookie-ready handshake, error field thrown)', () => {
  let jar: Map<string, string>;
  beforeEach(() => {
    jar = installCookieJar();
  });
  afterEach(() => {
    jest.useRealTimers();
    unstubAllGlobals();
  });

  it('cookieReadyIds are random and fit the server pattern', () => {
    const ids = new Set(Array.from({ length: 50 }, newCookieReadyId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('polls 20 times, 50 ms apart, and gives up when the cookie never comes', async () => {
    expect([COOKIE_READY_TRIES, COOKIE_READY_INTERVAL_MS]).toEqual([20, 50]);
    jest.useFakeTimers();
    let reads = 0;
    stubGlobal('document', {
      get cookie() {
        reads++;
        return 'other=1';
      },
    });
    const done = jest.fn();
    void waitForCookieReady('abc').then(done);
    await jest.advanceTimersByTimeAsync(19 * 50 - 1);
    expect(reads).toBe(19);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reads).toBe(20);
    expect(done).toHaveBeenCalledWith(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(20);
  });

  it('resolves as soon as cookie_ready_{id}=true shows, and deletes it', async () => {
    jest.useFakeTimers();
    const seen = waitForCookieReady('abc');
    await jest.advanceTimersByTimeAsync(3 * 50);
    jar.set('cookie_ready_abcd', 'true'); // another id: not ours
    jar.set('cookie_ready_abc', 'false');
    await jest.advanceTimersByTimeAsync(50);
    jar.set('cookie_ready_abc', 'true');
    await jest.advanceTimersByTimeAsync(50);
    await expect(seen).resolves.toBe(true);
    expect(jar.has('cookie_ready_abc')).toBe(false);
    expect(jar.get('cookie_ready_abcd')).toBe('true');
  });

  it('POSTs JSON with credentials and a cookieReadyId, and answers after the handshake', async () => {
    const calls = installFakeServer(jar, { login: () => ({ json: { user: member } }) });
    await expect(postAuth('login', { email: 'ada@example.com', password: 'pw' })).resolves.toEqual({ user: member });
    const [call] = calls;
    expect(call.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(call.init.headers).get('content-type')).toBe('application/json');
    expect(call.body).toMatchObject({ email: 'ada@example.com', password: 'pw' });
    expect(call.body.cookieReadyId).toMatch(/^[0-9a-f]{32}$/);
    expect([...jar.keys()]).toEqual([]);
  });

  it('throws the answer error field as an AuthApiError with code, message and status', async () => {
    installFakeServer(jar, {
      'sign-up': () => ({ status: 409, json: { error: { code: 'email-already-in-use', message: 'Email already has an account' } } }),
    });
    const err = await postAuth('sign-up', { email: 'a@b.co', password: '12345678', firstName: 'A', lastName: 'B' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthApiError);
    expect(err).toMatchObject({ code: 'email-already-in-use', message: 'Email already has an account', status: 409 });
    expect([...jar.keys()]).toEqual([]); // the handshake cookie of a failed call is cleared too
  });

  it('a body that is not ours (an HTML 502 from a proxy) becomes the fallback message', async () => {
    stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(postAuth('logout', {})).rejects.toMatchObject({ code: 'http-502', message: 'Something went wrong' });
  });

  it('fetchMe: the user, or null without a session', async () => {
    stubGlobal('fetch', async () => new Response(JSON.stringify({ user: member }), { status: 200 }));
    await expect(fetchMe()).resolves.toEqual(member);
    stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'x' } }), { status: 401 }));
    await expect(fetchMe()).resolves.toBeNull();
  });
});
