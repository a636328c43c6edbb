/**
 * The reader's library over HTTP (docs/features/library.md; shapes in shared/library.ts). Every
 * /api/library answer is personal JSON, `private, no-store`; signed out is a 401; state-changing
 * routes have the CSRF origin check and JSON only, as every /api route.
 *
 *   GET    /api/library/saved                 -> {items}          newest first
 *   PUT    /api/library/saved    {"path"}      -> SavedItem
 *   DELETE /api/library/saved    {"path"}      -> 204
 *   GET    /api/library/history               -> {items, enabled} newest first
 *   POST   /api/library/history  {"path"}      -> 204             (nothing kept when history is off)
 *   DELETE /api/library/history               -> 204
 *   GET    /api/library/follows               -> {follows}
 *   PUT    /api/library/follows  {"kind","slug"} -> Follow
 *   DELETE /api/library/follows  {"kind","slug"} -> 204
 *   GET    /api/library/for-you?offset=N      -> ForYouPage
 *   GET    /api/library/feed                  -> {url}            (issued on the first ask)
 *   POST   /api/library/feed                  -> {url}            (a new address; the old one 410)
 *   GET    /feeds/library/TOKEN.xml           RSS 2.0 of For you: `private` caching, never the page cache
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/index.js';
import { DomainError, InvalidInputError, UnauthenticatedError } from '../domain-errors.js';
import { clearStaleHint, readSessionToken, type CookieSettings } from '../http/session-cookie.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { privateNoStore } from '../http/responses.js';
import { DEFAULT_RATE_LIMITS, keyedLimit, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { hashToken } from '../accounts/sessions.js';
import { parseBody } from '../accounts/validation.js';
import { checkMember } from '../members/guard.js';
import { sendWithEtag } from '../conditional-get.js';
import { rssXml } from '../feeds/articles.js';
import { RSS_LIMIT, type RssItem } from '../seo/listings.js';
import { ContentUnavailableError, CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import type { ImageConfig } from '../../shared/images.js';
import type { ArticleSummary } from '../../shared/content/summaries.js';
import { FOLLOW_KINDS, type FollowKind, type LibraryFeed } from '../../shared/library.js';
import { LIBRARY } from '../../shared/library-messages.js';
import { PATH_MAX_LENGTH } from './paths.js';
import { FOR_YOU_MAX_OFFSET, type LibraryService } from './service.js';

/** Requests per rate-limit window (RateLimitSettings.windowMs, 15 minutes by default). */
export interface LibraryLimits {
  /** Saves, reads recorded, follows and their removals from one address. */
  writesPerIp: number;
  /** The same from one member's session, wherever they come from. */
  writesPerSession: number;
  /** Private feed fetches from one address (a feed reader polls every few minutes). */
  feedPerIp: number;
}

export const DEFAULT_LIBRARY_LIMITS: LibraryLimits = { writesPerIp: 600, writesPerSession: 300, feedPerIp: 300 };

/** Feed readers poll; the reader's own cache may keep it a few minutes, no shared cache ever. */
const FEED_CACHE_CONTROL = 'private, max-age=300';
const RSS = 'application/rss+xml; charset=utf-8';
const FEED_FILE = /^([A-Za-z0-9_-]{1,100})\.xml$/;

const pathBody = z.object({
  path: z.string({ error: LIBRARY.badPath }).min(1, { error: LIBRARY.badPath }).max(PATH_MAX_LENGTH, { error: LIBRARY.notAStory }),
});
const followBody = z.object({
  kind: z.enum(FOLLOW_KINDS as [FollowKind, ...FollowKind[]], { error: LIBRARY.badFollow }),
  slug: z
    .string({ error: LIBRARY.badFollow })
    .trim()
    .min(1, { error: LIBRARY.badFollow })
    .max(200, { error: LIBRARY.badFollow }),
});

/** `?offset=N`: a whole number from 0 (absent: 0), at most FOR_YOU_MAX_OFFSET. */
function offsetOf(req: Request): number {
  const raw = req.query.offset;
  if (raw === undefined) return 0;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) throw new InvalidInputError(LIBRARY.badOffset);
  return Math.min(Number(raw), FOR_YOU_MAX_OFFSET);
}

/** A card as the RSS writer takes an item (server/feeds/articles.ts): its date is the card's. */
function rssItem(card: ArticleSummary): RssItem {
  return {
    _id: card.id,
    title: card.title,
    slug: card.slug,
    releaseDate: card.date,
    _createdAt: card.date,
    _updatedAt: card.date,
    excerpt: card.excerpt,
    section: card.section,
    authors: card.authors.map((a) => ({ firstName: a.name, lastName: undefined, slug: a.slug })),
    image: card.image ? { id: card.image.id, alt: card.image.alt, crop: card.image.crop, hotspot: card.image.hotspot } : undefined,
  };
}

export interface LibraryRouterDeps {
  config: { PUBLIC_URL: string; secureCookies: boolean };
  accounts: Pick<Accounts, 'db' | 'sessions' | 'subscriptions'>;
  /** Built once by the composition root (server/services.ts). */
  library: LibraryService;
  /** The feed's hero images (the content service's `images`). */
  images: ImageConfig;
  /** The site's name, for the feed's title. */
  siteName: () => Promise<string>;
  rateLimits?: Partial<RateLimitSettings>;
  libraryLimits?: Partial<LibraryLimits>;
}

export function createLibraryRouter({ config, accounts, library, images, siteName, rateLimits, libraryLimits }: LibraryRouterDeps): Router {
  const cookie: CookieSettings = { secure: config.secureCookies };
  const origin = sameOrigin(config.PUBLIC_URL);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const own = { ...DEFAULT_LIBRARY_LIMITS, ...libraryLimits };
  const stores = storesFor(accounts.db, limits);
  const writesPerIp = perIpLimit({ ...limits, perIp: own.writesPerIp }, { stores, name: 'library-write:ip' });
  // Keyed by the session token's hash; without one the 401 comes next (counted per address above).
  const writesPerSession = keyedLimit(
    limits,
    own.writesPerSession,
    { stores, name: 'library-write:session' },
    (req) => hashToken(readSessionToken(req) ?? ''),
    (req) => !readSessionToken(req),
  );
  const feedPerIp = perIpLimit(
    { ...limits, perIp: own.feedPerIp },
    { stores, name: 'library-feed:ip', refuse: (_req, res) => void res.status(429).set('Cache-Control', 'no-store').type('text/plain').send(LIBRARY.tooMany) },
  );

  /** The signed-in member's id, or a 401 (server/members/guard.ts). */
  const member = async (req: Request, res: Response): Promise<string> => {
    const m = await checkMember(accounts, req);
    if (m.verdict === 'signed-out') {
      clearStaleHint(req, res, cookie);
      throw new UnauthenticatedError();
    }
    return m.user.id;
  };
  const feedUrl = (token: string): LibraryFeed => ({ url: `${publicUrl}/feeds/library/${token}.xml` });

  const saved: RequestHandler = async (req, res) => {
    res.json({ items: await library.saved(await member(req, res)) });
  };
  const save: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    res.json(await library.save(id, parseBody(pathBody, req.body).path));
  };
  const unsave: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    await library.unsave(id, parseBody(pathBody, req.body).path);
    res.status(204).end();
  };
  const history: RequestHandler = async (req, res) => {
    res.json(await library.history(await member(req, res)));
  };
  const read: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    await library.recordRead(id, parseBody(pathBody, req.body).path);
    res.status(204).end();
  };
  const clearHistory: RequestHandler = async (req, res) => {
    await library.clearHistory(await member(req, res));
    res.status(204).end();
  };
  const follows: RequestHandler = async (req, res) => {
    res.json({ follows: await library.follows(await member(req, res)) });
  };
  const follow: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    const { kind, slug } = parseBody(followBody, req.body);
    res.json(await library.follow(id, kind, slug));
  };
  const unfollow: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    const { kind, slug } = parseBody(followBody, req.body);
    await library.unfollow(id, kind, slug);
    res.status(204).end();
  };
  const forYou: RequestHandler = async (req, res) => {
    const id = await member(req, res);
    res.json(await library.forYou(id, offsetOf(req)));
  };
  const feed: RequestHandler = async (req, res) => {
    res.json(feedUrl(await library.feedToken(await member(req, res))));
  };
  const renewFeed: RequestHandler = async (req, res) => {
    res.json(feedUrl(await library.renewFeedToken(await member(req, res))));
  };

  /** The private feed: plain-text 404/410 as the public feeds answer, never cached by anyone shared. */
  const privateFeed: RequestHandler = async (req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    res.set('X-Robots-Tag', 'noindex');
    // The token is in this URL: it goes to no other site.
    res.set('Referrer-Policy', 'no-referrer');
    const token = FEED_FILE.exec(String(req.params.file))?.[1];
    try {
      const found = token ? await library.lookupFeed(token) : ({ status: 'unknown' } as const);
      if (found.status === 'unknown') {
        res.status(404).type('text/plain').send(LIBRARY.feedNotFound);
        return;
      }
      if (found.status === 'retired') {
        res.status(410).type('text/plain').send(LIBRARY.feedRetired);
        return;
      }
      const [page, name] = await Promise.all([library.forYou(found.userId, 0, RSS_LIMIT), siteName()]);
      const channel = { title: LIBRARY.feedTitle(name), description: LIBRARY.feedDescription(name), path: '/for-you', selfPath: `/feeds/library/${token}.xml` };
      const xml = rssXml(channel, page.items.map(rssItem), { publicUrl, images });
      // An ETag and 304 as the public feeds have, with no surrogate keys: nothing shared keeps it.
      await sendWithEtag(req, res, RSS, xml, FEED_CACHE_CONTROL);
    } catch (err) {
      if (err instanceof ContentUnavailableError || (err instanceof DomainError && err.kind === 'unavailable')) {
        res.status(503).set('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS)).type('text/plain').send(LIBRARY.unavailable);
        return;
      }
      next(err);
    }
  };

  const r = express.Router();
  r.use('/api/library', privateNoStore);
  r.get('/api/library/saved', cookies, saved);
  r.put('/api/library/saved', origin, writesPerIp, cookies, writesPerSession, requireJson, jsonBody, save);
  r.delete('/api/library/saved', origin, writesPerIp, cookies, writesPerSession, requireJson, jsonBody, unsave);
  r.get('/api/library/history', cookies, history);
  r.post('/api/library/history', origin, writesPerIp, cookies, writesPerSession, requireJson, jsonBody, read);
  r.delete('/api/library/history', origin, writesPerIp, cookies, writesPerSession, clearHistory);
  r.get('/api/library/follows', cookies, follows);
  r.put('/api/library/follows', origin, writesPerIp, cookies, writesPerSession, requireJson, jsonBody, follow);
  r.delete('/api/library/follows', origin, writesPerIp, cookies, writesPerSession, requireJson, jsonBody, unfollow);
  r.get('/api/library/for-you', cookies, forYou);
  r.get('/api/library/feed', cookies, feed);
  r.post('/api/library/feed', origin, writesPerIp, cookies, writesPerSession, renewFeed);
  r.get('/feeds/library/:file', feedPerIp, privateFeed);
  return r;
}
