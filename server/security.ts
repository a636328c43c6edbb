import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from './config.js';
import { DONATION_EMBED_HOSTS } from '../shared/constants.js';

/** Hosts a configured third-party feature needs, per CSP directive. */
export function cspHosts(config: Config): { script: string[]; img: string[]; frame: string[]; connect: string[] } {
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
  return { script: [...donation], img, frame: [...donation], connect: [hostOf(config.NEWSLETTER_ENDPOINT), hostOf(config.FORMS_ENDPOINT)].filter((h): h is string => !!h) };
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
