/** The home page: the live front page (and, behind a flag, the latest articles). */
import { normaliseFrontPage } from '../../../shared/content/settings.js';
import { articleSummaryList } from '../../../shared/content/summaries.js';
import { frontPageStories } from '../../../shared/content/page-stories.js';
import { FRONT_PAGE_BY_ID_QUERY, FRONT_PAGE_QUERY, LATEST_ARTICLES_QUERY } from '../queries.js';
import { frontPageTime, latestSince } from '../time.js';
import type { Loader, ContentRequest } from './context.js';
import type { FRONT_PAGE_BY_ID_QUERY_RESULT, FRONT_PAGE_QUERY_RESULT, LATEST_ARTICLES_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

/** Most articles in the 'latest stories' list. */
const LATEST_LIMIT = 20;

async function latest(ctx: ContentRequest) {
  if (!ctx.config.flags.homepageLatestStories) return [];
  const raw = await ctx.query<LATEST_ARTICLES_QUERY_RESULT>(LATEST_ARTICLES_QUERY, { since: latestSince(), limit: LATEST_LIMIT });
  return articleSummaryList(raw);
}

export const home: Loader<'home'> = async (ctx) => {
  // In preview an editor may look at one front page by id (?id=...); otherwise the live one.
  const previewId = ctx.preview ? ctx.url.searchParams.get('id') : null;
  const [raw, latestArticles] = await Promise.all([
    previewId
      ? ctx.query<FRONT_PAGE_BY_ID_QUERY_RESULT>(FRONT_PAGE_BY_ID_QUERY, { id: previewId })
      : ctx.query<FRONT_PAGE_QUERY_RESULT>(FRONT_PAGE_QUERY, { now: frontPageTime(ctx.preview) }),
    latest(ctx),
  ]);
  if (!raw) ctx.logger.warn({ path: ctx.url.pathname }, 'no released front page');
  return frontPageStories(raw ? normaliseFrontPage(raw) : null, latestArticles);
};
