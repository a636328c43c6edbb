/**
 * GET /podcasts/:slug/feed.xml: the podcast's RSS feed (our own; a podcast may name another in
 * rssLink). Mount before the pages, or the episode route would take 'feed.xml' for an episode slug.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { SITE_NAME_FALLBACK } from '../../shared/messages.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { SLUG_PATTERN } from '../../shared/validation.js';
import { PODCAST_ARTWORK, imageUrl, type ImageConfig } from '../../shared/images.js';
import { ContentUnavailableError, CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import { PODCAST_FEED_QUERY } from '../content/queries.js';
import type { QueryParams } from '../content/source.js';
import { nowParam } from '../content/time.js';
import { FeedPodcastSchema } from './feed-data.js';
import { sendWithEtag } from '../conditional-get.js';
import { collectKeys } from '../content/keys.js';
import { buildPodcastFeed } from './podcast.js';

/** Runs a published (never preview) query. */
export type FeedQuery = <T>(query: string, params: QueryParams) => Promise<T>;

export interface FeedsDeps {
  query: FeedQuery;
  /** Image URL settings (the content service's `images`). */
  images: ImageConfig;
  /** config.PUBLIC_URL. */
  publicUrl: string;
  /**
   * Folder behind the /media/ site path (data/media): enclosure lengths are the sizes of the files
   * themselves (what a GET serves), not a number stored on the episode that could drift from them.
   */
  mediaDir?: string;
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** Send the surrogate keys as Cache-Tag too (CACHE_TAG_HEADER=on). */
  cacheTag?: boolean;
}

/** Feed readers poll; a CDN can answer them for the content cache's lifetime. */
const CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';
/** Most items a feed lists; bounds the query (the largest show has a few dozen episodes). */
const FEED_MAX_ITEMS = 1000;

/** Byte size of a /media/... file under mediaDir (0 when unknown or outside it). */
function mediaLength(mediaDir: string | undefined, link: string): number {
  if (!mediaDir || !link.startsWith('/media/')) return 0;
  try {
    const root = path.resolve(mediaDir);
    const file = path.resolve(root, decodeURIComponent(link.slice('/media/'.length).split(/[?#]/)[0]));
    // A '..' in a content link must not reach outside the media folder.
    if (!file.startsWith(root + path.sep)) return 0;
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export function createFeedsRouter(deps: FeedsDeps): Router {
  const router = express.Router();
  router.get('/podcasts/:slug/feed.xml', async (req, res, next) => {
    const { slug } = req.params;
    if (!SLUG_PATTERN.test(slug)) {
      res.status(404).type('text/plain').send('Podcast not found');
      return;
    }
    try {
      // The keys of what the feed is built from: the podcast, its episodes and their list.
      const { value: raw, keys } = await collectKeys(() => deps.query<unknown>(PODCAST_FEED_QUERY, { slug, now: nowParam(false), limit: FEED_MAX_ITEMS }));
      const parsed = raw ? FeedPodcastSchema.safeParse(raw) : null;
      if (!parsed?.success) {
        if (parsed) deps.logger?.error({ slug, issues: parsed.error.issues }, 'podcast feed: could not parse the podcast');
        res.status(404).type('text/plain').send('Podcast not found');
        return;
      }
      const podcast = parsed.data;
      const cover = podcast.image ? imageUrl(deps.images, podcast.image, PODCAST_ARTWORK) : undefined;
      const xml = buildPodcastFeed(podcast, {
        publicUrl: deps.publicUrl,
        imageUrl: cover ? absoluteUrl(deps.publicUrl, cover) : undefined,
        enclosureLength: (link) => mediaLength(deps.mediaDir, link),
        siteNameFallback: SITE_NAME_FALLBACK,
      });
      // ETag and 304 as pages have them: a podcast app polling an unchanged feed downloads nothing.
      await sendWithEtag(req, res, 'application/rss+xml; charset=utf-8', xml, CACHE_CONTROL, { keys, cacheTag: deps.cacheTag });
    } catch (err) {
      if (err instanceof ContentUnavailableError) {
        res.status(503).set('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS)).type('text/plain').send('The feed is unavailable right now.');
        return;
      }
      next(err);
    }
  });
  return router;
}
