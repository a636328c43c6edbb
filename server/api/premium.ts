/**
 * GET /api/premium/articles/:slug/body and /api/premium/features/:slug/body (docs/architecture.md#the-premium-tier): the part
 * of a premium article's body the public page leaves out, for premium members only. Premium is
 * decided from the session cookie by the members' guard (server/members/guard.ts, the check
 * /api/auth/me uses, which honours the period end), never from what the browser says; what the
 * member may read, by the access rule (server/members/access.ts). Personal: `Cache-Control:
 * private, no-store` on every answer.
 */
import { Router, type RequestHandler } from 'express';
import type { Accounts } from '../accounts/index.js';
import { NotFoundError } from '../domain-errors.js';
import { clearStaleHint, type CookieSettings } from '../http/session-cookie.js';
import { cookies } from '../http/guards.js';
import { privateNoStore, unavailable } from '../http/responses.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { loadPremiumRest, type PremiumKind } from '../content/premium-body.js';
import { requirePremiumMember } from '../members/guard.js';
import type { QueryParams } from '../content/source.js';
import type { PremiumBody } from '../../shared/content/paywall.js';
import { STORY_SLUG } from '../../shared/validation.js';

export interface PremiumRouterDeps {
  accounts: Pick<Accounts, 'sessions' | 'subscriptions'>;
  /** Published-content queries through the content cache (ContentServiceWithImages.query). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /** How the session cookies are written: a stale member hint is cleared with them. */
  cookie: CookieSettings;
}


export function createPremiumRouter({ accounts, query, cookie }: PremiumRouterDeps): Router {
  const body = (kind: PremiumKind): RequestHandler => async (req, res) => {
    await requirePremiumMember(accounts, req, { forbidden: MESSAGES.premiumOnly, signedOut: () => clearStaleHint(req, res, cookie) });
    const slug = String(req.params.slug);
    const blocks = STORY_SLUG.test(slug) ? await loadPremiumRest(query, kind, slug, { premium: true }).catch(unavailable) : null;
    if (!blocks) throw new NotFoundError(MESSAGES.premiumArticleNotFound);
    res.json({ blocks } satisfies PremiumBody);
  };
  const r = Router();
  r.use('/api/premium', privateNoStore);
  r.get('/api/premium/articles/:slug/body', cookies, body('article'));
  r.get('/api/premium/features/:slug/body', cookies, body('feature'));
  return r;
}
