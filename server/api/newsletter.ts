/**
 * POST /api/newsletter {email, newsletter?}: the newsletter sign-up behind the site's forms (their validation and success texts: shared/messages.ts).
 * With NEWSLETTER_ENDPOINT set the address is forwarded to the newsletter provider; otherwise it
 * is kept in the newsletter_signups table, so the form works offline, and with `signup` (the server
 * passes server/newsletters' double opt-in) a confirmation email goes out: nothing is sent to the
 * address until it is confirmed. Same CSRF, JSON and rate limit guards as the account endpoints.
 */
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Queryable } from '../accounts/db.js';
import { UpstreamError } from '../domain-errors.js';
import { jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { DEFAULT_RATE_LIMITS, perEmailLimit, perIpLimit, type RateLimitSettings } from '../http/rate-limit.js';
import { z } from 'zod';
import { newsletterBody, parseBody } from '../accounts/validation.js';
import { NEWSLETTER } from '../../shared/messages.js';

const PROVIDER_TIMEOUT_MS = 5000;

export interface NewsletterDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'NEWSLETTER_ENDPOINT'>;
  db: Queryable;
  logger: Pick<Logger, 'warn' | 'info'>;
  rateLimits?: Partial<RateLimitSettings>;
  fetchImpl?: typeof fetch;
  /** Double opt-in (server/newsletters/router.ts createSignup): records the wish and sends the confirmation email. */
  signup?: (email: string, newsletter: string | undefined) => Promise<void>;
}

/** `newsletter`: the slug of one newsletter (GET /api/newsletters); without it, the default-on ones. */
const signupBody = newsletterBody.extend({ newsletter: z.string().trim().min(1).max(200).optional().catch(undefined) });

export function createNewsletterRouter(deps: NewsletterDeps): Router {
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const doFetch = deps.fetchImpl ?? fetch;
  // Each sign-up may send a confirmation email: one address gets at most `perEmail` of them per window.

  async function forward(email: string): Promise<void> {
    const res = await doFetch(deps.config.NEWSLETTER_ENDPOINT!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: deps.config.PUBLIC_URL }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    }).catch((err: unknown) => {
      deps.logger.warn({ err }, 'newsletter provider unreachable');
      return null;
    });
    if (!res?.ok) {
      if (res) deps.logger.warn({ status: res.status }, 'newsletter provider refused the sign-up');
      throw new UpstreamError('newsletter-unavailable', 'We could not subscribe you right now. Please try again.');
    }
  }

  const r = express.Router();
  r.post('/api/newsletter', noStore, sameOrigin(deps.config.PUBLIC_URL), requireJson, jsonBody, perIpLimit(limits), perEmailLimit(limits, { name: 'newsletter:email' }), async (req, res, next) => {
    try {
      const { email, newsletter } = parseBody(signupBody, req.body);
      if (deps.config.NEWSLETTER_ENDPOINT) await forward(email);
      else if (deps.signup) await deps.signup(email, newsletter);
      else await deps.db.query('INSERT INTO newsletter_signups (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
      res.json({ result: 'subscribed', message: NEWSLETTER.subscribed });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
