/**
 * The token in a newsletter's unsubscribe link (List-Unsubscribe, RFC 8058): it names an address and
 * one newsletter and is signed with the session secret, so it needs no table, works for members and
 * for readers without an account alike, and cannot be forged for another address. It does not expire:
 * an old email's unsubscribe link must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UnsubscribeTarget {
  email: string;
  newsletter: string;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${payload}`).digest('base64url');
}

/** `<payload>.<signature>`, URL-safe (base64url): safe in a query string without encoding. */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = b64(JSON.stringify([target.email, target.newsletter]));
  return `${payload}.${signature(secret, payload)}`;
}

/** The address and newsletter a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [email, newsletter] = value as unknown[];
    if (typeof email !== 'string' || typeof newsletter !== 'string') return null;
    return { email, newsletter };
  } catch {
    return null;
  }
}

/** The one-click address for `target`: GET shows a page with a button, POST unsubscribes. */
export function unsubscribeUrl(publicUrl: string, secret: string, target: UnsubscribeTarget): string {
  return `${publicUrl.replace(/\/+$/, '')}/newsletters/unsubscribe?t=${unsubscribeToken(secret, target)}`;
}
