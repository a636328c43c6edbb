/** Legacy URL patterns (the old site's article, author and section paths): each answers a 301 to the canonical URL, or 404. */
import { articleUrl, contributorUrl, episodeUrl, sectionUrl, tagUrl } from '../../../shared/content/urls.js';
import { ARTICLE_URL_QUERY, CONTRIBUTOR_SLUG_QUERY, LEGACY_PATHNAME_QUERY, SECTION_SUMMARY_QUERY } from '../queries.js';
import { notFound, param, redirectTo, type Loader, type ContentRequest } from './context.js';
import type { ARTICLE_URL_QUERY_RESULT, CONTRIBUTOR_SLUG_QUERY_RESULT, LEGACY_PATHNAME_QUERY_RESULT, SECTION_SUMMARY_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

/** Canonical path of the article or episode whose legacy pathname is `pathname`, or null. */
export async function lookupLegacyPath(ctx: Pick<ContentRequest, 'query'>, pathname: string): Promise<string | null> {
  const candidates = [pathname];
  if (pathname.length > 1 && pathname.endsWith('/')) candidates.push(pathname.replace(/\/+$/, ''));
  for (const candidate of candidates) {
    const hit = await ctx.query<LEGACY_PATHNAME_QUERY_RESULT>(LEGACY_PATHNAME_QUERY, { pathname: candidate });
    if (!hit?.slug) continue;
    if (hit._type === 'article' && hit.section) return articleUrl(hit.section, hit.slug);
    if (hit._type === 'podcastEpisode' && hit.podcast) return episodeUrl(hit.podcast, hit.slug);
  }
  return null;
}

export const legacyArticle: Loader<'legacyArticle'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const hit = await ctx.query<ARTICLE_URL_QUERY_RESULT>(ARTICLE_URL_QUERY, { slug });
  if (!hit?.section) throw notFound(ctx, `article ${slug}`);
  throw redirectTo(ctx, articleUrl(hit.section, hit.slug));
};

async function existingSection(ctx: ContentRequest): Promise<string> {
  const slug = param(ctx, 'slug');
  if (!(await ctx.query<SECTION_SUMMARY_QUERY_RESULT>(SECTION_SUMMARY_QUERY, { slug }))) throw notFound(ctx, `section ${slug}`);
  return sectionUrl(slug);
}

export const legacySection: Loader<'legacySection'> = async (ctx) => {
  throw redirectTo(ctx, await existingSection(ctx));
};

export const legacySectionArticles: Loader<'legacySectionArticles'> = async (ctx) => {
  throw redirectTo(ctx, `${await existingSection(ctx)}/articles`);
};

/** Old author URLs may use the current slug or the legacy one; the current slug wins. */
export const legacyContributor: Loader<'legacyContributor'> = async (ctx) => {
  const slug = param(ctx, 'authorSlug');
  const hits = await ctx.query<CONTRIBUTOR_SLUG_QUERY_RESULT>(CONTRIBUTOR_SLUG_QUERY, { slug });
  const hit = hits.find((h) => h.slug === slug) ?? hits[0];
  if (!hit) throw notFound(ctx, `contributor ${slug}`);
  throw redirectTo(ctx, contributorUrl(hit.slug));
};

export const legacyTag: Loader<'legacyTag'> = async (ctx) => {
  throw redirectTo(ctx, tagUrl(param(ctx, 'tag')));
};

export const legacyPath: Loader<'legacyPath'> = async (ctx) => {
  const target = await lookupLegacyPath(ctx, ctx.url.pathname);
  if (!target) throw notFound(ctx, `legacy path ${ctx.url.pathname}`);
  throw redirectTo(ctx, target);
};
