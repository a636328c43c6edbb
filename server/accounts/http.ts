/** Express middleware and cookie helpers shared by the accounts routers. */
import express, { type Request, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { ForbiddenError, InvalidInputError, UnsupportedMediaTypeError } from './http-errors.js';
import { MESSAGES } from './response-texts.js';
import { SESSION_TTL_MS, type Session } from './sessions.js';
import { COOKIE_READY_ID } from './validation.js';

export const SESSION_COOKIE = 'colophon_session';
export const COOKIE_READY_MAX_AGE_MS = 60_000;

export interface CookieSettings {
  /** Secure cookies (PUBLIC_URL is https). */
  secure: boolean;
}

/** JSON bodies up to 10 kB: sign-in forms are tiny, and a small cap makes floods cheap to refuse. */
export const jsonBody: RequestHandler = express.json({ limit: '10kb', type: 'application/json' });

/** Parses the Cookie header unless the app already did (cookie-parser skips when req.cookies is set). */
export const cookies: RequestHandler = cookieParser();

/** Responses of the auth API are personal: never stored by browsers or shared caches. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins that count as this site: PUBLIC_URL's, and when that is a loopback address (a
 * developer's machine) the other loopback names on the same port, which reach the same server.
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/**
 * CSRF guard: a browser always sends Origin on a cross-site POST, so any Origin other than our own
 * is refused. Requests without one (curl, server-to-server, tests) are not from a browser page.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const allowed = new Set(siteOrigins(publicUrl));
  const refusal = MESSAGES.crossSite(new URL(publicUrl).origin);
  return (req, _res, next) => {
    const origin = req.get('origin');
    next(origin !== undefined && !allowed.has(origin) ? new ForbiddenError(refusal) : undefined);
  };
}

/**
 * Only `application/json` is accepted: HTML forms cannot send it cross-site without a CORS preflight,
 * which this server never grants.
 */
export const requireJson: RequestHandler = (req, _res, next) => {
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  next(type === 'application/json' ? undefined : new UnsupportedMediaTypeError(MESSAGES.notJson));
};

/** Spec §7 handshake: a readable `cookie_ready_{id}=true` the client polls for after each call. */
export function cookieReady({ secure }: CookieSettings): RequestHandler {
  return (req, res, next) => {
    const id = (req.body as { cookieReadyId?: unknown } | undefined)?.cookieReadyId;
    if (id === undefined) return next();
    if (typeof id !== 'string' || !COOKIE_READY_ID.test(id)) return next(new InvalidInputError(MESSAGES.invalidCookieReadyId));
    res.cookie(`cookie_ready_${id}`, 'true', {
      maxAge: COOKIE_READY_MAX_AGE_MS,
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure,
    });
    next();
  };
}

export function readSessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

export function setSessionCookie(res: Response, session: Session, { secure }: CookieSettings): void {
  res.cookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(res: Response, { secure }: CookieSettings): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
