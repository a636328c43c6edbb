/**
 * POST /api/client-errors: React's error reports from the browser (hydration mismatches, errors
 * it recovered from, errors no boundary caught), written to the server log so they are seen even
 * without Sentry. Same JSON, origin and per-IP rate limit guards as the other browser endpoints.
 */
import express, { type Router } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody } from '../accounts/validation.js';
import { maskSecretsDeep } from '../../shared/secret-params.js';
import { CLIENT_ERROR_LIMITS as L, CLIENT_ERRORS_PATH, REACT_ERROR_KINDS } from '../../shared/client-errors.js';

const text = (name: string, max: number) =>
  z.string({ error: `${name} must be a string` }).max(max, { error: `${name} must be at most ${max} characters` });

export const clientErrorBody = z.object({
  kind: z.enum(REACT_ERROR_KINDS, { error: `kind must be one of ${REACT_ERROR_KINDS.join(', ')}` }),
  message: text('message', L.message),
  stack: text('stack', L.stack).optional(),
  componentStack: text('componentStack', L.stack).optional(),
  url: text('url', L.url).startsWith('/', { error: 'url must be a path on this site' }),
});

export interface ClientErrorsDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: Pick<Logger, 'warn'>;
  rateLimits?: Partial<RateLimitSettings>;
}

export function createClientErrorsRouter(deps: ClientErrorsDeps): Router {
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const r = express.Router();
  r.post(CLIENT_ERRORS_PATH, noStore, sameOrigin(deps.config.PUBLIC_URL), requireJson, jsonBody, perIpLimit(limits), (req, res, next) => {
    try {
      // A page's address (or a message quoting one) may hold a gift code or a sign-in token.
      const report = maskSecretsDeep(parseBody(clientErrorBody, req.body));
      deps.logger.warn({ clientError: report }, `browser: React ${report.kind} error`);
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  });
  return r;
}
