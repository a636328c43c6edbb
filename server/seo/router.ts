/**
 * robots.txt, the sitemaps (index, typed sitemaps, Google News) and the RSS feeds of articles.
 * Content comes through the content cache (published only, release-gated in GROQ); answers carry
 * the pages' CDN cache header. Mount before the pages: /sections/:slug/rss.xml would otherwise be
 * taken for a page route.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { ContentUnavailableError, CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import { sectionUrl } from '../../shared/content/urls.js';
import { origin } from '../../shared/public-url.js';
import { SLUG_PATTERN } from '../../shared/validation.js';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../render/page-cache.js';
import { sendWithEtag } from '../conditional-get.js';
import { collectKeys, keyHeaders } from '../content/keys.js';
import { nowParam } from '../content/time.js';
import { loadRssItems, loadRssSection, loadSiteIndex, type SeoContent } from './listings.js';
import { robotsTxt } from './robots.js';
import { rssXml } from '../feeds/articles.js';
import { buildSitemaps, NEWS_SITEMAP_PATH, newsArticles, newsSitemapXml, sitemapIndexXml, urlsetXml } from './sitemaps.js';

export interface SeoDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'flags'> & Partial<Pick<Config, 'CACHE_TAG_HEADER'>>;
  content: SeoContent;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** The current time (tests pin the news window to the dataset's date). */
  clock?: () => Date;
}

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const SITEMAP_FILE = /^([a-z]+(?:-\d{4})?)\.xml$/;

/** A body, or null for 404. */
type Producer = (req: Request) => Promise<string | null>;

/** With an ETag and 304, as pages have: feed readers and crawlers poll these; with their surrogate keys. */
function send(req: Request, res: Response, type: string, body: string, keys: string[], cacheTag: boolean): Promise<void> {
  return sendWithEtag(req, res, type, body, PUBLIC_PAGE_CACHE_CONTROL, { keys, cacheTag });
}

/** A public 404, keyed on what was looked up (a section published under that slug purges it). */
function notFound(res: Response, keys: string[], cacheTag: boolean): void {
  res.status(404).set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  for (const [name, value] of keyHeaders(keys, cacheTag)) res.setHeader(name, value);
  res.type('text/plain').send('Not Found');
}

export function createSeoRouter(deps: SeoDeps): Router {
  const { config, content } = deps;
  const clock = deps.clock ?? (() => new Date());
  const publicUrl = origin(config.PUBLIC_URL);
  const router = express.Router();

  const handle =
    (type: string, produce: Producer): RequestHandler =>
    async (req, res, next) => {
      try {
        const { value: body, keys } = await collectKeys(() => produce(req));
        const cacheTag = config.CACHE_TAG_HEADER === 'on';
        if (body === null) notFound(res, keys, cacheTag);
        else await send(req, res, type, body, keys, cacheTag);
      } catch (err) {
        if (err instanceof ContentUnavailableError) {
          deps.logger.error({ err: err.cause, path: req.path }, 'content service unavailable');
          res.status(503).set('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS)).type('text/plain').send('Service Unavailable');
          return;
        }
        next(err);
      }
    };

  const sitemaps = async () => buildSitemaps(await loadSiteIndex(content, nowParam(false, clock())), config.flags);
  /** The articles of the Google News window (loaded with `now`'s release gate). */
  const news = async (now: Date) => newsArticles(await loadSiteIndex(content, nowParam(false, now)), now);
  const siteName = async () => (await content.loadRoot({ preview: false })).siteName;

  router.get('/robots.txt', handle('text/plain; charset=utf-8', async () => robotsTxt(publicUrl)));

  router.get(
    '/sitemap.xml',
    handle(XML, async () => {
      const now = clock();
      const index = await loadSiteIndex(content, nowParam(false, now));
      return sitemapIndexXml(buildSitemaps(index, config.flags), publicUrl, newsArticles(index, now));
    }),
  );

  router.get(
    '/sitemaps/:file',
    handle(XML, async (req) => {
      const name = SITEMAP_FILE.exec(String(req.params.file))?.[1];
      if (!name) return null;
      const entries = (await sitemaps()).get(name);
      return entries ? urlsetXml(entries, publicUrl) : null;
    }),
  );

  // 404 while no article is from the last two days: the protocol has no empty sitemap (a urlset
  // needs a url), and then neither the index nor robots.txt names it.
  router.get(
    NEWS_SITEMAP_PATH,
    handle(XML, async () => {
      const [articles, name] = await Promise.all([news(clock()), siteName()]);
      return articles.length === 0 ? null : newsSitemapXml(articles, { publicUrl, siteName: name, paywall: config.flags.paywall });
    }),
  );

  router.get(
    '/rss.xml',
    handle(RSS, async () => {
      const [root, items] = await Promise.all([content.loadRoot({ preview: false }), loadRssItems(content, nowParam(false, clock()))]);
      const channel = { title: root.siteName, description: root.settings.tagline ?? root.siteName, path: '/', selfPath: '/rss.xml' };
      return rssXml(channel, items, { publicUrl, images: content.images });
    }),
  );

  router.get(
    '/sections/:slug/rss.xml',
    handle(RSS, async (req) => {
      const slug = String(req.params.slug);
      if (!SLUG_PATTERN.test(slug)) return null;
      const section = await loadRssSection(content, slug);
      if (!section) return null;
      const [name, items] = await Promise.all([siteName(), loadRssItems(content, nowParam(false, clock()), section.id)]);
      const path = sectionUrl(section.slug);
      const channel = {
        title: `${section.title} | ${name}`,
        description: section.description ?? `The latest from ${section.title} in ${name}.`,
        path,
        selfPath: `${path}/rss.xml`,
      };
      return rssXml(channel, items, { publicUrl, images: content.images });
    }),
  );

  return router;
}
