/**
 * The browser's client for /api/premium/* (server/api/premium.ts): the rest of a premium story's
 * body, fetched with the session cookie. The server's refusal is an answer, not an error: 401 (no
 * session: signed out elsewhere) and 403 (signed in, not premium) say what the reader is.
 */
import type { PremiumBody } from '../../shared/content/paywall.js';

export type PremiumBodyAnswer = { kind: 'body'; body: PremiumBody } | { kind: 'signed-out' } | { kind: 'not-premium' };

/** GET the gate's body URL: the rest, or who the server says the reader is; throws on anything else. */
export async function fetchPremiumBody(bodyUrl: string, signal?: AbortSignal): Promise<PremiumBodyAnswer> {
  const res = await fetch(bodyUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
  if (res.status === 401) return { kind: 'signed-out' };
  if (res.status === 403) return { kind: 'not-premium' };
  if (!res.ok) throw new Error(`premium body answered ${res.status}`);
  return { kind: 'body', body: (await res.json()) as PremiumBody };
}
