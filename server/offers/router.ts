/**
 * /api/offers/checkout: Stripe Checkout with an offer's coupon or trial, for the signed-in member
 * (same guards as the billing API: CSRF origin check, JSON only, 10 kB body, per-IP limits; nothing
 * stored by any cache). And the offer page's data: GET /offer/CODE and /_data/offer/CODE find the
 * offer through `res.locals.offerView`, which the page loader (server/render/page-data-loader.ts)
 * calls; those pages are rendered per request, never cached (shared/offers.ts, isOfferPage).
 */
import { recordSource } from '../members/sources.js';
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { GoneError, NotFoundError, UnauthenticatedError } from '../domain-errors.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { readSessionToken } from '../http/session-cookie.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody } from '../accounts/validation.js';
import { NotFoundError as PageNotFoundError } from '../../shared/page-errors.js';
import { normalOfferCode, OFFER_API, OFFER_PATH, offerPath, type OfferView } from '../../shared/offers.js';
import { OFFER } from '../../shared/offer-messages.js';
import { BILLING } from '../../shared/premium-messages.js';
import { DATA_PREFIX } from '../../shared/page-data.js';
import type { BillingRedirect } from '../../shared/billing.js';
import type { OfferService } from './service.js';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The offer page's data for a code (set for /offer/CODE and its /_data by server/offers/router.ts). */
    offerView?: (code: string) => Promise<OfferView>;
  }
}

export interface OfferRouterDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: Accounts;
  /** Built once by the composition root (server/services.ts). */
  offers: OfferService;
  rateLimits?: Partial<RateLimitSettings>;
}

const checkoutBody = z.object({
  code: z.string({ error: OFFER.unknown }).trim().min(1, { error: OFFER.unknown }).max(100, { error: OFFER.unknown }),
  tier: z.string({ error: BILLING.unknownTier }).trim().min(1, { error: BILLING.unknownTier }).max(100, { error: BILLING.unknownTier }),
});

export function createOfferRouter({ config, accounts, offers, rateLimits }: OfferRouterDeps): Router {
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const stores = storesFor(accounts.db, limits);
  const origin = sameOrigin(config.PUBLIC_URL);

  const checkout: RequestHandler = async (req, res) => {
    const user = await accounts.sessions.resolve(readSessionToken(req));
    if (!user) throw new UnauthenticatedError();
    const { code, tier } = parseBody(checkoutBody, req.body);
    const url = await offers.checkout(user.id, code, tier);
    // What brought the member (server/members/sources.ts): the offer itself.
    await recordSource(accounts.db, user.id, 'checkout', { from: offerPath(normalOfferCode(code) ?? code), via: 'offer' }, accounts.now());
    res.json({ url } satisfies BillingRedirect);
  };

  // An unknown, ended or used-up offer is the page's 404 (with its link to /subscribe).
  const view = (code: string) =>
    offers.view(code).catch((err: unknown) => {
      if (err instanceof NotFoundError || err instanceof GoneError) throw new PageNotFoundError(`offer ${code} (${err.message})`);
      throw err;
    });
  const pageData: RequestHandler = (_req, res, next) => {
    res.locals.offerView = view;
    next();
  };

  const r = express.Router();
  r.use('/api/offers', noStore);
  r.post(OFFER_API.checkout, origin, requireJson, jsonBody, cookies, perIpLimit(limits, { stores, name: 'offers-checkout:ip' }), checkout);
  r.get([`${OFFER_PATH}/:code`, `${DATA_PREFIX}${OFFER_PATH}/:code`], pageData);
  return r;
}
