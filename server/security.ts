import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from './config.js';
import { DONATION_EMBED_HOSTS } from '../shared/constants.js';
import { thirdPartyCsp } from '../shared/thirdparty/scripts.js';
import { thirdPartyConfigFor } from './site-config.js';

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
    connect: unique([...connect, ...scripts.connect]),
    worker: thirdParty.sentry ? ['blob:'] : [],
  };
}

/** Helmet with a CSP that allows no inline script and exactly the configured third-party hosts. */
export function securityHeaders(config: Config): RequestHandler {
  const hosts = cspHosts(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hosts.script],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...hosts.img],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'", ...hosts.connect],
        'worker-src': ["'self'", ...hosts.worker],
        'frame-src': ["'self'", ...hosts.frame],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
