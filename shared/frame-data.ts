/**
 * What the root route's loader gives every page: base content plus per-process settings. The
 * server builds it (server/render/page-data-loader.ts), the browser reads it (client/root-data.ts).
 */
import type { FeatureFlags } from './flags.js';
import type { RootData } from './content/pages.js';
import type { ThirdPartyConfig } from './thirdparty/config.js';
import type { GiftOffer } from './gifts.js';

export interface FrameData {
  content: RootData;
  flags: FeatureFlags;
  preview: boolean;
  /** Content studio base URL, only in preview (for 'Edit this Article'). */
  studioUrl?: string;
  /** PUBLIC_URL without a trailing slash: canonical and share URLs are absolute against it. */
  publicUrl?: string;
  /** Ids and URLs of the enabled third-party scripts (shared/thirdparty), loaded after hydration. */
  thirdParty?: ThirdPartyConfig;
  /** Stripe Checkout is configured: the tier keys with a price, each a Subscribe button on /subscribe (shared/billing.ts). */
  billingTiers?: string[];
  /** Gift subscriptions are on sale: each tier and length with a Stripe price (shared/gifts.ts); absent otherwise. */
  giftOffers?: GiftOffer[];
  /** FREE_PREMIUM_READS with the paywall on: a signed-in free member asks for a premium story's rest on the meter; absent when off. */
  freePremiumReads?: number;
}
