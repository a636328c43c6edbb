/**
 * POST /api/blackout {email, pageUri}: the pre-launch sign-up of the blackout screen,
 * forwarded to the marketing-forms service (FORMS_ENDPOINT) in its own body shape (shared/blackout.ts). Going through
 * the server lets an operator see failures in the log, and lets the reader be told the truth: a
 * bad address is 'Please enter a valid email' (the form's own message), while a missing endpoint or an unreachable
 * service is our fault and says so, never blaming the address.
 */
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../config.js';
import { ServiceUnavailableError } from '../domain-errors.js';
import { jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody } from '../accounts/validation.js';
import { blackoutFormBody } from '../../shared/blackout.js';
import { BLACKOUT_ERROR, BLACKOUT_UNAVAILABLE } from '../../shared/messages.js';

const PROVIDER_TIMEOUT_MS = 5000;

const body = z.object({
  email: z.string().trim().toLowerCase().max(254, BLACKOUT_ERROR).email(BLACKOUT_ERROR),
  pageUri: z.string().max(2048).optional(),
});

export interface BlackoutDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'FORMS_ENDPOINT'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  rateLimits?: Partial<RateLimitSettings>;
  fetchImpl?: typeof fetch;
}

export function createBlackoutRouter(deps: BlackoutDeps): Router {
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const doFetch = deps.fetchImpl ?? fetch;
  const unavailable = () => new ServiceUnavailableError('signup-unavailable', BLACKOUT_UNAVAILABLE);

  const r = express.Router();
  r.post('/api/blackout', noStore, sameOrigin(deps.config.PUBLIC_URL), requireJson, jsonBody, perIpLimit(limits), async (req, res, next) => {
    try {
      const { email, pageUri } = parseBody(body, req.body);
      const endpoint = deps.config.FORMS_ENDPOINT;
      if (!endpoint) {
        deps.logger.error('blackout sign-up not sent: FORMS_ENDPOINT is not configured');
        throw unavailable();
      }
      // The provider's answer is ignored (the product asks nothing of it); only failing to reach it counts.
      await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(blackoutFormBody(email, pageUri ?? deps.config.PUBLIC_URL)),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      }).catch((err: unknown) => {
        deps.logger.error({ err }, 'blackout sign-up not sent: forms service unreachable');
        throw unavailable();
      });
      res.json({ result: 'sent' });
    } catch (err) {
      next(err);
    }
  });
  return r;
}
