/**
 * Per-process settings the browser needs for SEO and third-party scripts, derived from config:
 * the public origin (canonical URLs) and the ids and URLs of the enabled third-party services.
 * Only what is safe to publish: ids, script URLs and the public Sentry DSN.
 */
import type { Config } from './config.js';
import type { ThirdPartyConfig } from '../shared/thirdparty/config.js';
import { originOf } from '../shared/thirdparty/scripts.js';
import type { GiftOffer } from '../shared/gifts.js';

export interface SiteSettings {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  thirdParty: ThirdPartyConfig;
  /** The tier keys Stripe sells (empty without Stripe): /subscribe shows a Subscribe button for each. */
  billingTiers: string[];
  /** The gift subscriptions Stripe sells (empty without Stripe): what /gift offers. */
  giftOffers: GiftOffer[];
  /** FREE_PREMIUM_READS when the paywall is on (0 otherwise): free members' pages ask for the rest on the meter. */
  freePremiumReads: number;
}

/** A tag manager container id; anything else would end up inside a script URL. */
const GTM_ID = /^GTM-[A-Z0-9]{1,20}$/i;
const PIXEL_ID = /^\d{1,24}$/;

type ThirdPartyEnv = Pick<
  Config,
  'GTM_ID' | 'META_PIXEL_ID' | 'DONOR_CRM_URL' | 'RETENTION_SNIPPET_URL' | 'ADS_SCRIPT_URL' | 'TEXT_LINKER_URL' | 'SENTRY_DSN' | 'APP_ENV'
>;

/** The enabled services; malformed ids and non-http(s) URLs count as unset. */
export function thirdPartyConfigFor(config: ThirdPartyEnv): ThirdPartyConfig {
  const url = (u: string | undefined) => (originOf(u) ? u : undefined);
  const out: ThirdPartyConfig = {
    gtmId: config.GTM_ID && GTM_ID.test(config.GTM_ID) ? config.GTM_ID : undefined,
    metaPixelId: config.META_PIXEL_ID && PIXEL_ID.test(config.META_PIXEL_ID) ? config.META_PIXEL_ID : undefined,
    donorCrmUrl: url(config.DONOR_CRM_URL),
    retentionSnippetUrl: url(config.RETENTION_SNIPPET_URL),
    adsScriptUrl: url(config.ADS_SCRIPT_URL),
    textLinkerUrl: url(config.TEXT_LINKER_URL),
    sentry: originOf(config.SENTRY_DSN) ? { dsn: config.SENTRY_DSN!, environment: config.APP_ENV } : undefined,
  };
  // Unset fields are dropped so the root data (and every page's JSON) stays small.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ThirdPartyConfig;
}

export function siteSettingsFor(
  config: ThirdPartyEnv &
    Pick<Config, 'PUBLIC_URL' | 'STRIPE_SECRET_KEY' | 'stripePrices'> &
    Partial<Pick<Config, 'stripeGiftPrices' | 'FREE_PREMIUM_READS' | 'flags'>>,
): SiteSettings {
  return {
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    thirdParty: thirdPartyConfigFor(config),
    billingTiers: config.STRIPE_SECRET_KEY ? Object.keys(config.stripePrices) : [],
    giftOffers: config.STRIPE_SECRET_KEY ? giftOffersOf(config.stripeGiftPrices ?? {}) : [],
    freePremiumReads: meteredReads(config),
  };
}

/** `tierKey:months` keys (server/billing/prices.ts) as offers, by tier then length. */
function giftOffersOf(prices: Readonly<Record<string, string>>): GiftOffer[] {
  return Object.keys(prices)
    .map((key) => {
      const at = key.lastIndexOf(':');
      return { tier: key.slice(0, at), months: Number(key.slice(at + 1)) };
    })
    .sort((a, b) => (a.tier === b.tier ? a.months - b.months : a.tier < b.tier ? -1 : 1));
}

/** FREE_PREMIUM_READS where it applies: the paywall on (with it off every story is whole anyway). */
export function meteredReads(config: Partial<Pick<Config, 'FREE_PREMIUM_READS' | 'flags'>>): number {
  return config.flags?.paywall ? (config.FREE_PREMIUM_READS ?? 0) : 0;
}
