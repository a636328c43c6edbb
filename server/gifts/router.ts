/**
 * /api/gifts/*: buying a gift subscription (a Stripe Checkout Session in payment mode; signed in or
 * not), checking a code before sign-in (rate-limited harder) and redeeming one (signed in). Same guards as the billing API (CSRF origin check, JSON only,
 * 10 kB body, per-IP limits); no answer is stored by any cache.
 */
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { ServiceUnavailableError, UnauthenticatedError } from '../domain-errors.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { readSessionToken } from '../http/session-cookie.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody, stripControl } from '../accounts/validation.js';
import { emailSchema } from '../../shared/validation.js';
import { GIFT } from '../../shared/gift-messages.js';
import { GIFT_API, GIFT_CHECKS_PER_IP, GIFT_MESSAGE_MAX, GIFT_NAME_MAX, type GiftRedemption } from '../../shared/gifts.js';
import type { BillingRedirect } from '../../shared/billing.js';
import type { GiftService } from './service.js';

export interface GiftRouterDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: Accounts;
  /** Built once by the composition root (server/services.ts). */
  gifts: GiftService;
  rateLimits?: Partial<RateLimitSettings>;
}

const text = (empty: string, max: number, tooLong: string) =>
  z
    .string({ error: empty })
    .overwrite(stripControl)
    .trim()
    .min(1, { error: empty, abort: true })
    .max(max, { error: tooLong });

const checkoutBody = z.object({
  tier: z.string({ error: GIFT.unknownOffer }).trim().min(1, { error: GIFT.unknownOffer }).max(100, { error: GIFT.unknownOffer }),
  months: z.number({ error: GIFT.unknownOffer }).int({ error: GIFT.unknownOffer }),
  recipientEmail: z.unknown().transform((v, ctx) => {
    const parsed = emailSchema.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: GIFT.recipientInvalid });
      return z.NEVER;
    }
    return parsed.data;
  }),
  fromName: text(GIFT.fromNameMissing, GIFT_NAME_MAX, GIFT.fromNameMissing),
  message: z
    .string({ error: GIFT.messageTooLong })
    // Line breaks stay (a message has paragraphs); other control characters go.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .overwrite((s) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim())
    .pipe(z.string().max(GIFT_MESSAGE_MAX, { error: GIFT.messageTooLong }))
    .optional(),
});

const redeemBody = z.object({
  code: z.string({ error: GIFT.codeMissing }).trim().min(1, { error: GIFT.codeMissing, abort: true }).max(200, { error: GIFT.codeUnknown }),
});

export function createGiftRouter({ config, accounts, gifts, rateLimits }: GiftRouterDeps): Router {
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const stores = storesFor(accounts.db, limits);
  const ip = (endpoint: string) => perIpLimit(limits, { stores, name: `gifts-${endpoint}:ip` });
  const origin = sameOrigin(config.PUBLIC_URL);
  const checkLimit = perIpLimit({ ...limits, perIp: Math.min(limits.perIp, GIFT_CHECKS_PER_IP) }, { stores, name: 'gifts-check:ip' });
  const signedIn = async (req: Request) => accounts.sessions.resolve(readSessionToken(req));

  const handlers = {
    async checkout(req, res) {
      const body = parseBody(checkoutBody, req.body);
      const buyer = await signedIn(req);
      const url = await gifts.checkout({
        tier: body.tier,
        months: body.months,
        recipientEmail: body.recipientEmail,
        fromName: body.fromName,
        message: body.message ?? '',
        buyerEmail: buyer?.email ?? null,
      });
      res.json({ url } satisfies BillingRedirect);
    },
    async check(req, res) {
      const { code } = parseBody(redeemBody, req.body);
      await gifts.check(code);
      res.status(204).end();
    },
    async redeem(req, res) {
      const user = await signedIn(req);
      if (!user) throw new UnauthenticatedError();
      const { code } = parseBody(redeemBody, req.body);
      res.json((await gifts.redeem(user.id, code)) satisfies GiftRedemption);
    },
  } satisfies Record<string, RequestHandler>;

  // Without Stripe the checkout answers 503 before reading anything, as the billing API does.
  const onSale: RequestHandler = (_req, _res, next) => {
    next(gifts.onSale() ? undefined : new ServiceUnavailableError('gifts-not-on-sale', GIFT.notConfigured));
  };

  const r = express.Router();
  r.use('/api/gifts', noStore);
  r.post(GIFT_API.checkout, origin, onSale, requireJson, jsonBody, cookies, ip('checkout'), handlers.checkout);
  r.post(GIFT_API.redeem, origin, requireJson, jsonBody, cookies, ip('redeem'), handlers.redeem);
  // Before sign-in, so not an open door to guess codes: few checks per address (codes are 256 random bits besides).
  r.post(GIFT_API.check, origin, requireJson, jsonBody, checkLimit, handlers.check);
  return r;
}
