/**
 * GET /api/premium/articles/:slug/body and /api/premium/features/:slug/body (docs/architecture.md#the-premium-tier): the part
 * of a premium article's body the public page leaves out, for premium members, and for a signed-in
 * free member on the meter (FREE_PREMIUM_READS, server/members/meter.ts; docs/features/members.md#metered-reads).
 * Who the reader is comes from the session cookie by the members' guard (server/members/guard.ts,
 * the check /api/auth/me uses, which honours the period end), never from what the browser says;
 * what they may read, by the access rule (server/members/access.ts). Personal: `Cache-Control:
 * private, no-store` on every answer, so a metered body is never in a shared cache either.
 */
import { Router, type RequestHandler } from 'express';
import type { Accounts } from '../accounts/index.js';
import { DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../domain-errors.js';
import { clearStaleHint, type CookieSettings } from '../http/session-cookie.js';
import { cookies } from '../http/guards.js';
import { privateNoStore, unavailable } from '../http/responses.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { loadPremiumRest, loadPremiumStory, premiumStoryPath, type PremiumKind } from '../content/premium-body.js';
import { checkMember } from '../members/guard.js';
import { decideRest } from '../members/access.js';
import { meterOpens, type MeterService } from '../members/meter.js';
import type { QueryParams } from '../content/source.js';
import type { PremiumBody } from '../../shared/content/paywall.js';
import { METER } from '../../shared/meter-messages.js';
import { STORY_SLUG } from '../../shared/validation.js';

export interface PremiumRouterDeps {
  accounts: Pick<Accounts, 'sessions' | 'subscriptions'>;
  /** Free members' metered reads; absent or limit 0: a free member is refused the rest (403). */
  meter?: MeterService;
  /** Published-content queries through the content cache (ContentServiceWithImages.query). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /** How the session cookies are written: a stale member hint is cleared with them. */
  cookie: CookieSettings;
}

/** A free member with the month's free premium stories spent: 403, the page shows the paywall. */
class MeterSpentError extends DomainError {
  constructor(limit: number) {
    super('forbidden', 'meter-spent', METER.spent(limit));
  }
}

export function createPremiumRouter({ accounts, meter, query, cookie }: PremiumRouterDeps): Router {
  const notFound = () => new NotFoundError(MESSAGES.premiumArticleNotFound);
  const body = (kind: PremiumKind): RequestHandler => async (req, res) => {
    const member = await checkMember(accounts, req);
    if (member.verdict === 'signed-out') {
      clearStaleHint(req, res, cookie);
      throw new UnauthenticatedError();
    }
    const slug = String(req.params.slug);
    if (member.verdict === 'premium') {
      const blocks = STORY_SLUG.test(slug) ? await loadPremiumRest(query, kind, slug, { premium: true }).catch(unavailable) : null;
      if (!blocks) throw notFound();
      res.json({ blocks } satisfies PremiumBody);
      return;
    }
    if (!meter || meter.limit <= 0) throw new ForbiddenError(MESSAGES.premiumOnly);
    // A free member on the meter: the story first (an unknown or free one costs nothing), then the
    // meter decides and counts in one transaction, only when the rest goes out.
    const story = STORY_SLUG.test(slug) ? await loadPremiumStory(query, kind, slug).catch(unavailable) : null;
    const path = story?.access.premium ? await premiumStoryPath(query, kind, slug).catch(unavailable) : null;
    if (!story || !path) throw notFound();
    const { value: blocks, left } = await meter.read(member.user.id, path, (view) =>
      decideRest(story.access, { metered: meterOpens(view) })?.full ? story.rest : null,
    );
    if (!blocks) throw new MeterSpentError(meter.limit);
    res.json({ blocks, meter: { left, limit: meter.limit } } satisfies PremiumBody);
  };
  const r = Router();
  r.use('/api/premium', privateNoStore);
  r.get('/api/premium/articles/:slug/body', cookies, body('article'));
  r.get('/api/premium/features/:slug/body', cookies, body('feature'));
  return r;
}
