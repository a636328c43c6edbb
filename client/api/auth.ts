/**
 * The browser's client for /api/auth/*: JSON POSTs with credentials, a random cookieReadyId in
 * each body, then a short poll until the server's readable `cookie_ready_{id}=true` cookie shows
 * that the session cookie has been stored too (docs/architecture.md#accounts-and-billing).
 */
import type { User } from '../store/authSlice.js';
import { AUTH_ERRORS } from '../../shared/messages.js';
import { AuthApiError } from '../auth/api-error.js';
import { COOKIE_READY_INTERVAL_MS, COOKIE_READY_TRIES } from '../../shared/constants.js';
import { sleep } from '../auth/timings.js';
import type { SourceVia } from '../../shared/attribution.js';

/** Each endpoint's body (without cookieReadyId) and answer. */
export interface AuthCalls {
  login: { body: { email: string; password: string }; response: { user: User } };
  'sign-up': {
    /** `from`/`via`: what brought the reader (client/members/attribution.ts). */
    body: { email: string; password: string; firstName: string; lastName: string; steps?: boolean; from?: string; via?: SourceVia };
    response: { user: User; steps: boolean };
  };
  'send-magic-link': { body: { email: string; returnTo?: string }; response: { result: 'sent' } };
  'login-with-magic-link': { body: { token: string; email: string }; response: { user: User; returnTo: string | null } };
  'reset-password': { body: { email: string }; response: { result: 'sent' } };
  'set-new-password': { body: { token: string; password: string }; response: { user: User } };
  password: { body: { current?: string; next: string }; response: { user: User } };
  'check-subscription-status': { body: Record<string, never>; response: { active: boolean } };
  logout: { body: Record<string, never>; response: { ok: boolean } };
}

export type AuthEndpoint = keyof AuthCalls;

/** 128 random bits as hex: fits the server's /^[A-Za-z0-9_-]{1,64}$/ and, unlike randomUUID, works on plain http too. */
export function newCookieReadyId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function hasCookie(name: string, value: string): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${name}=${value}`);
}

/** The handshake cookie has done its job once the answer is in: it need not ride along on later requests. */
function clearCookieReady(id: string): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `cookie_ready_${id}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/**
 * Polls document.cookie for `cookie_ready_{id}=true`: up to `tries` reads, `intervalMs` apart.
 * Resolves true once seen (and deletes it), false when it never came.
 */
export async function waitForCookieReady(id: string, options?: { tries: number; intervalMs: number }): Promise<boolean> {
  const { tries, intervalMs } = options ?? { tries: COOKIE_READY_TRIES, intervalMs: COOKIE_READY_INTERVAL_MS };
  const name = `cookie_ready_${id}`;
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (hasCookie(name, 'true')) {
      clearCookieReady(id);
      return true;
    }
    if (attempt < tries) await sleep(intervalMs);
  }
  return false;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The answer's `error` as an AuthApiError; a body that is not ours gets the fallback text. */
function errorFrom(body: unknown, status: number): AuthApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http-${status}`;
  const message = typeof error?.message === 'string' ? error.message : AUTH_ERRORS.fallback;
  return new AuthApiError(code, message, status);
}

/** POSTs to /api/auth/{path}; throws the answer's error, else waits for the cookie handshake. */
export async function postAuth<P extends AuthEndpoint>(path: P, body: AuthCalls[P]['body']): Promise<AuthCalls[P]['response']> {
  const cookieReadyId = newCookieReadyId();
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...body, cookieReadyId }),
  });
  const data = await readJson(res);
  if (!res.ok || data === null || typeof data !== 'object' || 'error' in data) {
    clearCookieReady(cookieReadyId);
    throw errorFrom(data, res.status);
  }
  await waitForCookieReady(cookieReadyId);
  return data as AuthCalls[P]['response'];
}

/** GET /api/auth/me: the session's user, or null when there is no session (401). */
export async function fetchMe(): Promise<User | null> {
  const res = await fetch('/api/auth/me', { credentials: 'include', headers: { accept: 'application/json' } });
  if (res.status === 401) return null;
  const data = await readJson(res);
  if (!res.ok || data === null || typeof data !== 'object' || !('user' in data)) throw errorFrom(data, res.status);
  return (data as { user: User }).user;
}
