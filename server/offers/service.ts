/**
 * The reader's side of offers, free of HTTP: what /offer/CODE shows (its page data) and the Checkout
 * Session of an offer, through the billing service's checkout with the offer's Stripe coupon (made
 * once per offer through the app's one Stripe client, server/billing/stripe-gateway.ts) or its trial
 * days. A Studio offer is mirrored into the offers table on first use (server/offers/offers.ts).
 */
import type Stripe from 'stripe';
import type { Accounts } from '../accounts/index.js';
import { InvalidInputError, ServiceUnavailableError } from '../domain-errors.js';
import { callStripe } from '../billing/stripe-gateway.js';
import type { BillingService } from '../billing/billing-service.js';
import type { StripePrices } from '../billing/prices.js';
import type { QueryParams } from '../content/source.js';
import { findOffer, keepCoupon, mirrorStudioOffer, refusalOf, type Offer } from './offers.js';
import { findStudioOffer } from './studio.js';
import { normalOfferCode, offerPath, type OfferView } from '../../shared/offers.js';
import { OFFER } from '../../shared/offer-messages.js';
import { BILLING } from '../../shared/premium-messages.js';

export interface OfferServiceDeps {
  /** Null without Stripe: the page says offers are not on sale, checkout answers 503. */
  stripe: Stripe | null;
  prices: StripePrices;
  yearlyPrices: StripePrices;
  accounts: Accounts;
  billing: BillingService;
  /** Published-content queries: Studio offers. */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /** The subscribe page's tiers, key and title, in its order (the page names the tiers by them). */
  tiers: () => Promise<{ key: string; title: string }[]>;
}

export interface OfferService {
  /** The offer's page data; throws the refusal (404 unknown, 410 ended or used up). */
  view(rawCode: string): Promise<OfferView>;
  /** A Checkout Session for the signed-in member with the offer; returns its URL. */
  checkout(userId: string, rawCode: string, tier: string): Promise<string>;
}

const stripeCall = <T>(call: () => Promise<T>) => callStripe(call, BILLING.unavailable);

export function createOfferService(deps: OfferServiceDeps): OfferService {
  const { accounts } = deps;
  const currencies = new Map<string, Promise<string>>();
  /** A price's currency, asked of Stripe once per price (an amount off is in it). */
  const currencyOf = (client: Stripe, price: string) => {
    let known = currencies.get(price);
    if (!known) {
      known = stripeCall(() => client.prices.retrieve(price)).then((p) => p.currency);
      known.catch(() => currencies.delete(price));
      currencies.set(price, known);
    }
    return known;
  };
  const priceFor = (offer: Offer, tier: string) => {
    const sold = offer.cadence === 'yearly' ? deps.yearlyPrices : deps.prices;
    return Object.hasOwn(sold, tier) ? sold[tier] : undefined;
  };

  /** The offer for a code, the Studio's mirrored in; null when there is none. */
  async function lookup(rawCode: string): Promise<Offer | null> {
    const code = normalOfferCode(rawCode);
    if (!code) return null;
    const row = await findOffer(accounts.db, code);
    if (row?.source === 'cli') return row;
    let studio;
    try {
      studio = await findStudioOffer(deps.query, code);
    } catch (err) {
      // Content out of reach: a Studio offer already mirrored still answers as it was.
      if (row) return row;
      throw err;
    }
    if (!studio) return null; // unpublished or deleted in the Studio: no longer an offer
    await mirrorStudioOffer(accounts.db, studio);
    return findOffer(accounts.db, code);
  }

  async function available(rawCode: string): Promise<Offer> {
    const offer = await lookup(rawCode);
    const refusal = refusalOf(offer, accounts.now());
    if (refusal) throw refusal;
    return offer!;
  }

  /** The offer's Stripe coupon: made on its first checkout, kept in the offers table. */
  async function couponOf(client: Stripe, offer: Offer, price: string): Promise<string> {
    if (offer.stripeCoupon) return offer.stripeCoupon;
    const duration = { duration: 'repeating' as const, duration_in_months: offer.months ?? 1 };
    const common = { name: OFFER.title(offer.code).slice(0, 40), metadata: { offer: offer.code }, ...duration };
    const coupon = await stripeCall(() =>
      offer.kind === 'percent'
        ? client.coupons.create({ ...common, percent_off: offer.value })
        : currencyOf(client, price).then((currency) => client.coupons.create({ ...common, amount_off: offer.value, currency })),
    );
    return keepCoupon(accounts.db, offer.code, coupon.id);
  }

  return {
    async view(rawCode) {
      const offer = await available(rawCode);
      const all = await deps.tiers().catch(() => [] as { key: string; title: string }[]);
      const listed = offer.tier ? all.filter((t) => t.key === offer.tier) : all;
      // A tier Stripe sells that the subscribe page does not list is still named, by its key.
      const named = offer.tier && listed.length === 0 ? [{ key: offer.tier, title: offer.tier }] : listed;
      const tiers = deps.stripe ? named.filter((t) => priceFor(offer, t.key)) : [];
      let currency: string | null = null;
      if (offer.kind === 'amount' && deps.stripe && tiers[0]) {
        currency = await currencyOf(deps.stripe, priceFor(offer, tiers[0].key)!).catch(() => null);
      }
      return {
        code: offer.code,
        kind: offer.kind,
        value: offer.value,
        months: offer.kind === 'trial' ? null : (offer.months ?? 1),
        cadence: offer.cadence,
        endsAt: offer.endsAt?.toISOString() ?? null,
        tiers,
        currency,
        onSale: tiers.length > 0,
      };
    },

    async checkout(userId, rawCode, tier) {
      const offer = await available(rawCode);
      const client = deps.stripe;
      if (!client) throw new ServiceUnavailableError('offers-not-on-sale', OFFER.notConfigured);
      if (offer.tier && offer.tier !== tier) throw new InvalidInputError(OFFER.wrongTier, 'offer-wrong-tier');
      const price = priceFor(offer, tier);
      if (!price) throw new InvalidInputError(offer.tier ? OFFER.noPrice : BILLING.unknownTier, 'offer-no-price');
      const coupon = offer.kind === 'trial' ? undefined : await couponOf(client, offer, price);
      return deps.billing.checkout(userId, tier, {
        cadence: offer.cadence,
        ...(coupon ? { coupon } : {}),
        ...(offer.kind === 'trial' ? { trialDays: offer.value } : {}),
        metadata: { offer: offer.code },
        cancelPath: offerPath(offer.code),
      });
    },
  };
}
