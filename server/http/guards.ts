/**
 * The guards of the JSON API's routers (docs/architecture.md#an-api-call): body parsing, the CSRF
 * origin check, JSON only, the cookie-ready handshake.
 */
import express, { type Request, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import { ForbiddenError, InvalidInputError, UnsupportedMediaTypeError } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { COOKIE_READY_ID } from '../accounts/validation.js';
import { COOKIE_READY_MAX_AGE_MS, type CookieSettings } from './session-cookie.js';

/** JSON bodies up to 10 kB: sign-in forms are tiny, and a small cap makes floods cheap to refuse. */
export const jsonBody: RequestHandler = express.json({ limit: '10kb', type: 'application/json' });

/** Parses the Cookie header unless the app already did (cookie-parser skips when req.cookies is set). */
export const cookies: RequestHandler = cookieParser();

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
 * CSRF guard of every state-changing endpoint (sign-in, sign-out, password, billing, newsletter,
 * browser reports). The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs
 * in current browsers; this guard is the second lock, and the only one for older browsers and for
 * pages on a sibling subdomain (same-site, so Lax cookies do go along). A request is refused when:
 *
 * - `Sec-Fetch-Site` is `cross-site` or `same-site` and `Origin` is not one of ours. The browser
 *   sets this header itself and a page cannot forge it. Our own Origin still wins, because on a
 *   developer's machine `localhost` and `127.0.0.1` are different sites that reach this server.
 * - `Origin` is present and is not one of ours. `Origin: null` (sandboxed frames, privacy
 *   redirects, `file:` pages) counts as foreign.
 * - there is no `Origin`, and `Referer` is present and its origin is not one of ours, or it is not
 *   a URL at all. Our pages send a Referer to ourselves (Referrer-Policy
 *   strict-origin-when-cross-origin), so only another page's request can carry a foreign one.
 *
 * A request with none of the three headers is accepted: it does not come from a browser page
 * (curl, server-to-server calls, tests), since a browser always sends Origin or Sec-Fetch-Site
 * with a cross-site POST. Stripping all three is beyond what a web page can do to a browser.
 */
export function sameOrigin(publicUrl: string): RequestHandler {
  const allowed = new Set(siteOrigins(publicUrl));
  const refusal = MESSAGES.crossSite(new URL(publicUrl).origin);
  return (req, _res, next) => {
    next(isForeignRequest(req, allowed) ? new ForbiddenError(refusal) : undefined);
  };
}

/** The rule of `sameOrigin` on a request's headers; `allowed` holds this site's origins. */
function isForeignRequest(req: Pick<Request, 'get'>, allowed: ReadonlySet<string>): boolean {
  const origin = req.get('origin');
  const ours = origin !== undefined && allowed.has(origin);
  const fetchSite = req.get('sec-fetch-site')?.trim().toLowerCase();
  if ((fetchSite === 'cross-site' || fetchSite === 'same-site') && !ours) return true;
  if (origin !== undefined) return !ours;
  const referer = req.get('referer');
  return referer !== undefined && !allowed.has(originOf(referer));
}

/** The origin of a URL, or '' (never one of ours) when it is not an absolute URL. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * Only `application/json` is accepted: HTML forms cannot send it cross-site without a CORS preflight,
 * which this server never grants.
 */
export const requireJson: RequestHandler = (req, _res, next) => {
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  next(type === 'application/json' ? undefined : new UnsupportedMediaTypeError(MESSAGES.notJson));
};

/** The cookie-ready handshake: a readable `cookie_ready_{id}=true` the client polls for after each call (20 tries, 50 ms apart). */
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

