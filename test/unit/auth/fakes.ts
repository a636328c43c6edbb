/** Browser stand-ins for the auth unit tests (node environment): a cookie jar, local storage, the server. */
import { jest } from '@jest/globals';
import { stubGlobal } from '../../support/globals.js';

/** document.cookie with the browser's semantics that matter here: set one, delete with Max-Age=0, read all. */
export function installCookieJar(): Map<string, string> {
  const jar = new Map<string, string>();
  stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  });
  return jar;
}

export function installLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
  });
  return items;
}

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  init: RequestInit;
}

type Handler = (body: Record<string, unknown>) => { status?: number; json: unknown };

/**
 * fetch answering /api/auth/* from `handlers` (by path after /api/auth/). Like the server, each
 * answer sets `cookie_ready_{id}=true` when the body carried an id.
 */
export function installFakeServer(jar: Map<string, string>, handlers: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  stubGlobal(
    'fetch',
    jest.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace('/api/auth/', '');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ method: init.method ?? 'GET', path, body, init });
      const handler = handlers[path];
      if (!handler) return new Response(JSON.stringify({ error: { code: 'not-found', message: 'Not found' } }), { status: 404 });
      if (typeof body.cookieReadyId === 'string') jar.set(`cookie_ready_${body.cookieReadyId}`, 'true');
      const { status = 200, json } = handler(body);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const member = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isPremium: false };
export const premiumMember = { ...member, isPremium: true };
