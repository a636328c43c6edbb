/** Contributors (authors), team members and tag listings. */
import { normaliseAuthor, normaliseTeamMember } from '../../../shared/content/people.js';
import { articleSummaryList, authorSummaryList } from '../../../shared/content/summaries.js';
import { tagLabel } from '../../../shared/content/tag-label.js';
import {
  ARTICLES_BY_CONTRIBUTOR_QUERY,
  ARTICLES_BY_TAG_QUERY,
  CONTRIBUTORS_QUERY,
  CONTRIBUTOR_QUERY,
  HOLIDAY_TITLE_BY_TAG_QUERY,
  TEAM_MEMBER_QUERY,
} from '../queries.js';
import { loadList, notFound, param, type Loader } from './context.js';
import type { CONTRIBUTORS_QUERY_RESULT, CONTRIBUTOR_QUERY_RESULT, HOLIDAY_TITLE_BY_TAG_QUERY_RESULT, TEAM_MEMBER_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

export const contributors: Loader<'contributors'> = async (ctx) => {
  const raw = await ctx.query<CONTRIBUTORS_QUERY_RESULT>(CONTRIBUTORS_QUERY);
  return { contributors: authorSummaryList(raw) };
};

export const contributor: Loader<'contributor'> = async (ctx) => {
  const slug = param(ctx, 'authorSlug');
  const raw = await ctx.query<CONTRIBUTOR_QUERY_RESULT>(CONTRIBUTOR_QUERY, { slug });
  if (!raw) throw notFound(ctx, `contributor ${slug}`);
  const author = normaliseAuthor(raw);
  const articles = await loadList(ctx, ARTICLES_BY_CONTRIBUTOR_QUERY, { id: author.id }, articleSummaryList);
  return { author, articles };
};

export const teamMember: Loader<'teamMember'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<TEAM_MEMBER_QUERY_RESULT>(TEAM_MEMBER_QUERY, { slug });
  if (!raw) throw notFound(ctx, `team member ${slug}`);
  return { member: normaliseTeamMember(raw) };
};

/** A tag no released article carries is not found. */
export const tag: Loader<'tag'> = async (ctx) => {
  const requested = param(ctx, 'tag').trim();
  const params = { tag: requested, tagLower: requested.toLowerCase() };
  const [articles, holidayTitle] = await Promise.all([
    loadList(ctx, ARTICLES_BY_TAG_QUERY, params, articleSummaryList),
    ctx.query<HOLIDAY_TITLE_BY_TAG_QUERY_RESULT>(HOLIDAY_TITLE_BY_TAG_QUERY, params),
  ]);
  if (articles.total === 0) throw notFound(ctx, `tag ${requested}`);
  return { tag: requested, label: tagLabel(requested, typeof holidayTitle === 'string' ? holidayTitle : null), articles };
};
