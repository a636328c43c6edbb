import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from './config.js';
import { DONATION_EMBED_HOSTS } from '../shared/constants.js';
import { thirdPartyCsp } from '../shared/thirdparty/scripts.js';
import { thirdPartyConfigFor } from './site-config.js';
import { MEMBER_HINT_SCRIPT } from '../shared/member-hint.js';

/** The one inline script a page may run (its <head>'s member hint), allowed by its hash alone. */
export const INLINE_SCRIPT_HASHES = [`'sha256-${createHash('sha256').update(MEMBER_HINT_SCRIPT).digest('base64')}'`];

export interface CspHosts {
  script: string[];
  img: string[];
  frame: string[];
  connect: string[];
  /** Worker sources beyond 'self' (session replay compresses in a blob: worker). */
  worker: string[];
}

/**
 * Hosts a configured third-party feature needs, per CSP directive: the donation embed, the forms
 * endpoints, and exactly the hosts of the enabled third-party scripts (shared/thirdparty/scripts.ts,
 * the same list the browser loads from).
 */
export function cspHosts(config: Config): CspHosts {
  const hostOf = (u: string | undefined) => {
    if (!u) return null;
    try {
      return new URL(u).origin;
    } catch {
      return null;
    }
  };
  const img = ['https://cdn.sanity.io'];
  if (config.IMAGE_MIRROR_HOST) img.push(config.IMAGE_MIRROR_HOST.startsWith('http') ? config.IMAGE_MIRROR_HOST : `https://${config.IMAGE_MIRROR_HOST}`);
  const donation = DONATION_EMBED_HOSTS.map((h) => `https://${h}`);
  const connect = [hostOf(config.NEWSLETTER_ENDPOINT), hostOf(config.FORMS_ENDPOINT)].filter((h): h is string => !!h);
  const thirdParty = thirdPartyConfigFor(config);
  const scripts = thirdPartyCsp(thirdParty);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique([...donation, ...scripts.script]),
    img: unique([...img, ...scripts.img]),
    frame: [...donation],
    // The donation and membership pages ask the provider's host whether it answers before they
    // show its form (client/pages/Donate/EmbedFrames.tsx): a bodiless no-cors HEAD.
    connect: unique([...connect, ...donation, ...scripts.connect]),
    worker: thirdParty.sentry ? ['blob:'] : [],
  };
}

/**
 * Who may frame the site: itself, and the Studio (SANITY_STUDIO_URL's origin) when one is
 * configured, whose Presentation tool shows the site in an iframe. Every page says the same, a
 * reader's included: the Presentation tool first loads a page before the preview cookie exists, and
 * pages are kept (here and by a CDN) with their headers (docs/decisions/visual-editing.md).
 */
export function frameAncestors(config: Pick<Config, 'SANITY_STUDIO_URL'>): string[] {
  if (!config.SANITY_STUDIO_URL) return ["'self'"];
  return ["'self'", new URL(config.SANITY_STUDIO_URL).origin];
}

/** Helmet with a CSP that allows no inline script but the member hint's, and exactly the configured third-party hosts. */
function helmetFor(config: Config): RequestHandler {
  const hosts = cspHosts(config);
  const ancestors = frameAncestors(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, ...hosts.script],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...hosts.img],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'", ...hosts.connect],
        'worker-src': ["'self'", ...hosts.worker],
        'frame-src': ["'self'", ...hosts.frame],
        'frame-ancestors': ancestors,
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options cannot name another origin; with a Studio allowed to frame, frame-ancestors
    // (which browsers obey over it) is the only rule.
    xFrameOptions: ancestors.length > 1 ? false : { action: 'sameorigin' },
  });
}

/** A header name and its value, as `res.setHeader` takes them. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers helmet sets, computed once: they depend on the config only (no nonce, nothing
 * per request), so each response copies the list instead of running helmet's fourteen
 * middlewares again. Helmet runs here once against a recorder of what it sets.
 */
export function securityHeaderList(config: Config): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  helmetFor(config)({ headers: {} } as never, recorder as never, () => (done = true));
  // Helmet's middlewares are synchronous: a helmet that deferred would be a silent security hole.
  if (!done) throw new Error('helmet did not finish synchronously: security headers cannot be precomputed');
  return [...headers];
}

/** Sets the precomputed security headers (securityHeaderList) on one response. */
export function applySecurityHeaders(res: Pick<ServerResponse, 'setHeader'>, list: HeaderList): void {
  for (const [name, value] of list) res.setHeader(name, value);
}

/** Sets the precomputed security headers (securityHeaderList) on every response. */
export function securityHeaders(list: HeaderList): RequestHandler {
  return (_req, res, next) => {
    applySecurityHeaders(res, list);
    next();
  };
}
