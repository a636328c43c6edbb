/** Section pages, their article listings, and holiday pages. */
import { NotFoundError } from '../../../shared/page-errors.js';
import { sectionFetchError } from '../../../shared/messages.js';
import { normaliseHoliday } from '../../../shared/content/holiday.js';
import { normaliseSection, sectionSummary, type SectionSummary } from '../../../shared/content/section.js';
import { articleSummaryList } from '../../../shared/content/summaries.js';
import { pageBounds } from '../../../shared/content/pagination.js';
import { holidayStories, sectionStories } from '../../../shared/content/page-stories.js';
import { ARTICLES_BY_SECTION_QUERY, HOLIDAY_QUERY, SECTION_LATEST_QUERY, SECTION_QUERY, SECTION_SUMMARY_QUERY } from '../queries.js';
import { loadList, notFound, param, type Loader, type ContentRequest } from './context.js';
import type { ARTICLES_BY_SECTION_QUERY_RESULT, HOLIDAY_QUERY_RESULT, SECTION_QUERY_RESULT, SECTION_SUMMARY_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

/**
 * The section of an article listing. Its absence is the error catalogue's sectionFetchError
 * ('Could not fetch section [slug]'), raised as a NotFoundError so a mistyped URL still answers
 * 404, not 500.
 */
async function listingSection(ctx: ContentRequest, slug: string): Promise<SectionSummary> {
  const raw = await ctx.query<SECTION_SUMMARY_QUERY_RESULT>(SECTION_SUMMARY_QUERY, { slug });
  if (!raw) {
    const error = new NotFoundError(`section ${slug}`);
    error.message = sectionFetchError(slug);
    ctx.logger.warn({ path: ctx.url.pathname }, error.message);
    throw error;
  }
  return sectionSummary(raw);
}

async function sectionListing(ctx: ContentRequest) {
  const section = await listingSection(ctx, param(ctx, 'slug'));
  const articles = await loadList(ctx, ARTICLES_BY_SECTION_QUERY, { id: section.id }, articleSummaryList);
  return { section, articles };
};

export const sectionArticles: Loader<'sectionArticles'> = (ctx) => sectionListing(ctx);
export const sectionArchive: Loader<'sectionArchive'> = (ctx) => sectionListing(ctx);

export const section: Loader<'section'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<SECTION_QUERY_RESULT>(SECTION_QUERY, { slug });
  if (!raw) throw notFound(ctx, `section ${slug}`);
  const parsed = normaliseSection(raw);
  // The section's newest stories top up modules that lost stories to earlier ones (the same
  // query and bounds as the archive's first page, so it is usually cached).
  const newest = await ctx.query<ARTICLES_BY_SECTION_QUERY_RESULT>(ARTICLES_BY_SECTION_QUERY, { id: parsed.id, ...pageBounds(1) });
  const { section: shown, shownIds } = sectionStories(parsed, articleSummaryList(newest?.items));
  const articles = await loadList(ctx, SECTION_LATEST_QUERY, { id: parsed.id, exclude: shownIds }, articleSummaryList);
  return { section: shown, articles };
};

export const holiday: Loader<'holiday'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<HOLIDAY_QUERY_RESULT>(HOLIDAY_QUERY, { slug });
  if (!raw) throw notFound(ctx, `holiday ${slug}`);
  return { holiday: holidayStories(normaliseHoliday(raw)) };
};
