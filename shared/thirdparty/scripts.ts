/**
 * The third-party scripts (tag manager, ad pixel, donor CRM, retention, ads, text linker) and the
 * hosts each one needs, from one list, so the loader (browser) and the Content-Security-Policy
 * (server/security.ts) can never disagree. Pure.
 */
import type { ThirdPartyConfig } from './config.js';

export type ThirdPartyName = 'tagManager' | 'adPixel' | 'donorCrm' | 'retention' | 'ads' | 'textLinker';

export interface ThirdPartyScript {
  name: ThirdPartyName;
  src: string;
}

/** Sources per CSP directive. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
}

export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Hosts the two well-known services reach besides their script host: the container's tags beacon
 * to Google Analytics (Google's CSP guide for the tag manager), the pixel to facebook.com.
 */
const TAG_MANAGER_CSP: CspSources = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const AD_PIXEL_CSP: CspSources = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

/** Origin of an http(s) URL, or null. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

const SCRIPT_URLS = [
  ['donorCrm', 'donorCrmUrl'],
  ['retention', 'retentionSnippetUrl'],
  ['ads', 'adsScriptUrl'],
  ['textLinker', 'textLinkerUrl'],
] as const satisfies readonly (readonly [ThirdPartyName, keyof ThirdPartyConfig])[];

/** The scripts to load, in order; an unset id or URL leaves its script out. */
export function thirdPartyScripts(config: ThirdPartyConfig): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.gtmId) scripts.push({ name: 'tagManager', src: `${GTM_SCRIPT}?id=${encodeURIComponent(config.gtmId)}` });
  if (config.metaPixelId) scripts.push({ name: 'adPixel', src: META_PIXEL_SCRIPT });
  for (const [name, key] of SCRIPT_URLS) {
    const src = config[key];
    if (typeof src === 'string' && originOf(src)) scripts.push({ name, src });
  }
  return scripts;
}

/**
 * Sources the enabled services need. A plain script URL (donor CRM, retention, ads, text-linker)
 * gets its own origin for the script, its beacons (connect) and its pixels (img); the error
 * reporter only sends (connect) to its DSN's host.
 */
export function thirdPartyCsp(config: ThirdPartyConfig): CspSources {
  const out: CspSources = { script: [], connect: [], img: [] };
  const add = (s: CspSources) => {
    out.script.push(...s.script);
    out.connect.push(...s.connect);
    out.img.push(...s.img);
  };
  if (config.gtmId) add(TAG_MANAGER_CSP);
  if (config.metaPixelId) add(AD_PIXEL_CSP);
  for (const [, key] of SCRIPT_URLS) {
    const origin = originOf(config[key] as string | undefined);
    if (origin) add({ script: [origin], connect: [origin], img: [origin] });
  }
  const sentry = originOf(config.sentry?.dsn);
  if (sentry) out.connect.push(sentry);
  const unique = (list: string[]) => [...new Set(list)];
  return { script: unique(out.script), connect: unique(out.connect), img: unique(out.img) };
}
