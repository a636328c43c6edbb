/**
 * The session cookie and its readable twin, the member hint (shared/member-hint.ts): reading the
 * session token from a request, setting and clearing both cookies together.
 */
import type { Request, Response } from 'express';
import { SESSION_TTL_MS, type Session } from '../accounts/sessions.js';
import { MEMBER_HINT_COOKIE, hasMemberHint } from '../../shared/member-hint.js';
import { DISPLAY_COOKIE, displayCookieValue, type Display } from '../../shared/display.js';

export const SESSION_COOKIE = 'colophon_session';
export const COOKIE_READY_MAX_AGE_MS = 60_000;

export interface CookieSettings {
  /** Secure cookies (PUBLIC_URL is https). */
  secure: boolean;
}

export function readSessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The session cookie, and beside it the readable member hint (shared/member-hint.ts) with the same
 * lifetime: the browser drops both together, and every sign-in and sign-out sets or clears both.
 */
export function setSessionCookie(res: Response, session: Session, { secure }: CookieSettings): void {
  const options = { sameSite: 'lax', path: '/', secure, maxAge: SESSION_TTL_MS } as const;
  res.cookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  res.cookie(MEMBER_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

/** Sign-out: the session, the member hint and the member's display cookie (shared/display.ts) go together. */
export function clearSessionCookie(res: Response, { secure }: CookieSettings): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  res.clearCookie(MEMBER_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', path: '/', secure });
  res.clearCookie(DISPLAY_COOKIE, { httpOnly: false, sameSite: 'lax', path: '/', secure });
}

/**
 * The member's display (shared/display.ts) as a readable cookie with the session's lifetime, for the
 * head script to apply before the first paint; set at every sign-in and every change of it.
 */
export function setDisplayCookie(res: Response, display: Display, { secure }: CookieSettings): void {
  res.cookie(DISPLAY_COOKIE, displayCookieValue(display), { sameSite: 'lax', path: '/', secure, maxAge: SESSION_TTL_MS, httpOnly: false });
}

/**
 * A request whose session the server no longer knows (expired, revoked, signed out elsewhere) but
 * whose browser still holds the hint: both cookies go, so the next page shows the paywall at once.
 */
export function clearStaleHint(req: Request, res: Response, cookie: CookieSettings): void {
  if (hasMemberHint(req.get('cookie'))) clearSessionCookie(res, cookie);
}
