/**
 * /api/billing/*: Stripe Checkout to subscribe to a tier, the customer portal to manage it, and the
 * member's subscription for the account page. Same guards as the auth API (CSRF origin check, JSON
 * only, 10 kB body, per-IP limits); every answer is personal, so none is stored by any cache.
 */
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { UnauthenticatedError } from '../domain-errors.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { readSessionToken } from '../http/session-cookie.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody } from '../accounts/validation.js';
import { BILLING_API, type BillingRedirect, type BillingSummary } from '../../shared/billing.js';
import { BILLING } from '../../shared/premium-messages.js';
import type { BillingService } from './billing-service.js';
import { recordSource } from '../members/sources.js';

export interface BillingRouterDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: Accounts;
  /** Built once by the composition root (server/services.ts). */
  billing: BillingService;
  rateLimits?: Partial<RateLimitSettings>;
}

const checkoutBody = z.object({
  tier: z.string({ error: BILLING.unknownTier }).trim().min(1, { error: BILLING.unknownTier }).max(100, { error: BILLING.unknownTier }),
});

export function createBillingRouter({ config, accounts, billing, rateLimits }: BillingRouterDeps): Router {
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const stores = storesFor(accounts.db, limits);
  // Each call to Stripe costs a request against the account's API limits: keep floods off it.
  const ip = (endpoint: string) => perIpLimit(limits, { stores, name: `billing-${endpoint}:ip` });
  const origin = sameOrigin(config.PUBLIC_URL);
  const h = handlers(billing, accounts);

  const r = express.Router();
  r.use('/api/billing', noStore);
  r.post(BILLING_API.checkout, origin, requireJson, jsonBody, cookies, ip('checkout'), h.checkout);
  r.post(BILLING_API.portal, origin, requireJson, jsonBody, cookies, ip('portal'), h.portal);
  r.get(BILLING_API.subscription, cookies, h.subscription);
  return r;
}

function handlers(billing: BillingService, accounts: Accounts) {
  const memberId = async (req: Request) => {
    const user = await accounts.sessions.resolve(readSessionToken(req));
    if (!user) throw new UnauthenticatedError();
    return user.id;
  };
  return {
    async checkout(req, res) {
      const userId = await memberId(req);
      const { tier } = parseBody(checkoutBody, req.body);
      const url = await billing.checkout(userId, tier);
      // What brought the member (server/members/sources.ts): the page the checkout started from, kept
      // once Stripe has a session; a bad `from` is ignored. The paid conversion is credited to it.
      const { from, via } = req.body as { from?: unknown; via?: unknown };
      if (from !== undefined) await recordSource(accounts.db, userId, 'checkout', { from, via }, accounts.now());
      res.json({ url } satisfies BillingRedirect);
    },
    async portal(req, res) {
      res.json({ url: await billing.portal(await memberId(req)) } satisfies BillingRedirect);
    },
    async subscription(req, res) {
      // Nobody signed in is an answer, not an error: 204, which the browser does not log as a
      // failed load on every visit to /account (a 401 would be).
      const user = await accounts.sessions.resolve(readSessionToken(req));
      if (!user) {
        res.status(204).end();
        return;
      }
      res.json((await billing.summary(user.id)) satisfies BillingSummary);
    },
  } satisfies Record<string, RequestHandler>;
}
