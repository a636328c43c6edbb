/**
 * Gift links (server/gift-links/service.ts): a premium member gives a premium story; anyone with
 * the link reads it, through this router's body endpoints, never through the public page.
 *
 *   POST   /api/gift-links                          {path} -> 201 {id, url, expiresAt, remaining}
 *   GET    /api/gift-links                          the member's gifts this month, and what remains
 *   DELETE /api/gift-links/:id                      revokes one -> 204
 *   GET    /api/gift-links/articles/:slug/body?gift=TOKEN   the rest of the body and the giver's first name
 *   GET    /api/gift-links/features/:slug/body?gift=TOKEN   (410 once the link no longer opens)
 *
 * Every answer is personal: `Cache-Control: private, no-store`.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { Accounts } from '../accounts/index.js';
import { GoneError, InvalidInputError, NotFoundError, QuotaExceededError, UnauthenticatedError } from '../domain-errors.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { readSessionToken } from '../http/session-cookie.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { DEFAULT_RATE_LIMITS, keyedLimit, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { hashToken } from '../accounts/sessions.js';
import { GIFTS_PER_MONTH, parseStoryPath, type GiftKind, type GiftLink, type GiftLinkService } from './service.js';
import { loadPremiumRest } from '../content/premium-body.js';
import { requirePremiumMember } from '../members/guard.js';
import { GIFT_ARTICLE_QUERY, GIFT_FEATURE_QUERY } from '../content/queries.js';
import { privateNoStore, unavailable } from '../http/responses.js';
import type { QueryParams } from '../content/source.js';
import type { Config } from '../config.js';
import type { GiftBody, GiftLinkSummary, GiftLinksList } from '../../shared/gift-links.js';
import type { GIFT_ARTICLE_QUERY_RESULT, GIFT_FEATURE_QUERY_RESULT } from '../../shared/content/sanity.types.js';
import { STORY_SLUG } from '../../shared/validation.js';

/** Requests per rate-limit window (RateLimitSettings.windowMs). */
export interface GiftLinkLimits {
  /** Links asked for from one address. */
  createPerIp: number;
  /** Gift bodies asked for from one address. */
  openPerIp: number;
  /** Opens of one token, from every address together. */
  openPerToken: number;
}

export const DEFAULT_GIFT_LIMITS: GiftLinkLimits = { createPerIp: 30, openPerIp: 60, openPerToken: 120 };

export interface GiftLinkRouterDeps {
  config: Pick<Config, 'PUBLIC_URL'>;
  accounts: Pick<Accounts, 'db' | 'sessions' | 'subscriptions'>;
  /** Built once by the composition root (server/services.ts). */
  giftLinks: GiftLinkService;
  /** Published-content queries through the content cache. */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  rateLimits?: Partial<RateLimitSettings>;
  giftLimits?: Partial<GiftLinkLimits>;
}


const STORY_QUERIES: Record<GiftKind, string> = { article: GIFT_ARTICLE_QUERY, feature: GIFT_FEATURE_QUERY };

const giftOf = (req: Request): string => (typeof req.query.gift === 'string' ? req.query.gift : '');

export function createGiftLinksRouter({ config, accounts, giftLinks: service, query, rateLimits, giftLimits }: GiftLinkRouterDeps): Router {
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const gifts = { ...DEFAULT_GIFT_LIMITS, ...giftLimits };
  const stores = storesFor(accounts.db, limits);
  const origin = sameOrigin(config.PUBLIC_URL);
  const createLimit = perIpLimit({ ...limits, perIp: gifts.createPerIp }, { stores, name: 'gift-create:ip' });
  const openPerIp = perIpLimit({ ...limits, perIp: gifts.openPerIp }, { stores, name: 'gift-open:ip' });
  // Keyed by the token's hash: one link tried from many addresses is still one link.
  const openPerToken = keyedLimit(limits, gifts.openPerToken, { stores, name: 'gift-open:token' }, (req) => hashToken(giftOf(req)));
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');

  /** The signed-in premium member, or a 401/403 (server/members/guard.ts). */
  const premiumMember = (req: Request) => requirePremiumMember(accounts, req, { forbidden: MESSAGES.giftPremiumOnly });
  const summary = (link: GiftLink): GiftLinkSummary => ({
    id: link.id,
    path: link.path,
    title: link.title,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revoked: link.revokedAt !== null,
    opens: link.opens,
  });

  const create: RequestHandler = async (req, res) => {
    const user = await premiumMember(req);
    const story = parseStoryPath((req.body as { path?: unknown } | undefined)?.path);
    if (!story) throw new InvalidInputError(MESSAGES.giftInvalidPath);
    const found = await query<GIFT_ARTICLE_QUERY_RESULT | GIFT_FEATURE_QUERY_RESULT>(STORY_QUERIES[story.kind], { slug: story.slug }).catch(unavailable);
    if (!found || (story.kind === 'article' && !('section' in found && found.section === story.section))) throw new NotFoundError(MESSAGES.giftStoryNotFound);
    if (found.isPremium !== true) throw new InvalidInputError(MESSAGES.giftFreeStory, 'not-premium');
    const path = (req.body as { path: string }).path;
    const made = await service.create({ giverId: user.id, story: { kind: story.kind, slug: story.slug, path, title: typeof found.title === 'string' ? found.title : '' } });
    if (!made.ok) throw new QuotaExceededError(MESSAGES.giftAllowanceUsed(GIFTS_PER_MONTH), 'gift-allowance-used');
    res.status(201).json({
      id: made.link.id,
      url: `${publicUrl}${made.link.path}?gift=${made.token}`,
      expiresAt: made.link.expiresAt.toISOString(),
      remaining: made.remaining,
    });
  };

  const list: RequestHandler = async (req, res) => {
    const user = await premiumMember(req);
    const links = await service.listThisMonth(user.id);
    res.json({ gifts: links.map(summary), remaining: Math.max(0, GIFTS_PER_MONTH - links.length), perMonth: GIFTS_PER_MONTH } satisfies GiftLinksList);
  };

  const revoke: RequestHandler = async (req, res) => {
    const user = await accounts.sessions.resolve(readSessionToken(req));
    if (!user) throw new UnauthenticatedError();
    if (!(await service.revoke(user.id, String(req.params.id)))) throw new NotFoundError(MESSAGES.giftLinkNotFound);
    res.status(204).end();
  };

  const body = (kind: GiftKind): RequestHandler => async (req, res) => {
    const slug = String(req.params.slug);
    const opened = STORY_SLUG.test(slug) ? await service.open(giftOf(req), { kind, slug }) : null;
    if (!opened) throw new GoneError('gift-expired', MESSAGES.giftExpired);
    const blocks = await loadPremiumRest(query, kind, slug, { giftLink: true }).catch(unavailable);
    if (!blocks) throw new GoneError('gift-expired', MESSAGES.giftExpired);
    res.json({ blocks, gift: { from: opened.giverFirstName, expiresAt: opened.expiresAt.toISOString() } } satisfies GiftBody);
  };

  const r = Router();
  r.use('/api/gift-links', privateNoStore);
  r.post('/api/gift-links', origin, requireJson, jsonBody, cookies, createLimit, create);
  r.get('/api/gift-links', cookies, list);
  r.delete('/api/gift-links/:id', origin, cookies, revoke);
  r.get('/api/gift-links/articles/:slug/body', openPerIp, openPerToken, body('article'));
  r.get('/api/gift-links/features/:slug/body', openPerIp, openPerToken, body('feature'));
  return r;
}
