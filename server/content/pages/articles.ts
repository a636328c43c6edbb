/** Article pages: by section and slug, design mocks by id, and feature articles. */
import { normaliseArticle, type Article } from '../../../shared/content/article.js';
import { normaliseFeatureArticle } from '../../../shared/content/feature.js';
import { claimAndFill } from '../../../shared/content/dedupe.js';
import { pageBounds } from '../../../shared/content/pagination.js';
import { articleSummaryList } from '../../../shared/content/summaries.js';
import { CONTINUE_READING_STORIES } from '../../../shared/constants.js';
import { paywallGate, splitForPaywall, type PaywallGate } from '../../../shared/content/paywall.js';
import type { Block } from '../../../shared/content/blocks.js';
import { decideAccess, PUBLIC_READER } from '../../members/access.js';
import {
  ARTICLE_BODY_QUERY,
  ARTICLE_BY_ID_QUERY,
  ARTICLE_BY_SLUG_QUERY,
  ARTICLES_BY_SECTION_QUERY,
  FEATURE_ARTICLE_QUERY,
} from '../queries.js';
import { notFound, param, redirectTo, type Loader, type ContentRequest } from './context.js';
import type { ARTICLES_BY_SECTION_QUERY_RESULT, ARTICLE_BODY_QUERY_RESULT, ARTICLE_BY_ID_QUERY_RESULT, ARTICLE_BY_SLUG_QUERY_RESULT, FEATURE_ARTICLE_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

/**
 * 'Continue reading': the editors' related stories, topped up with the section's newest so the row
 * is never half-empty (the same query and bounds as the section archive's first page: cached).
 */
async function continueReading(ctx: ContentRequest, article: Article, sectionId: string | undefined): Promise<Article> {
  const seen = new Set([article.id]);
  let newest: Article['relatedArticles'] = [];
  const short = article.relatedArticles.filter((a) => a.id !== article.id).length < CONTINUE_READING_STORIES;
  if (short && sectionId) {
    const raw = await ctx.query<ARTICLES_BY_SECTION_QUERY_RESULT>(ARTICLES_BY_SECTION_QUERY, { id: sectionId, ...pageBounds(1) });
    newest = articleSummaryList(raw?.items);
  }
  return { ...article, relatedArticles: claimAndFill(article.relatedArticles, newest, CONTINUE_READING_STORIES, seen) };
}

/**
 * The paywall (docs/architecture.md#the-premium-tier): a page is the same for every reader, so it
 * is built for the public reader (or an editor in preview), and when the access rule
 * (server/members/access.ts) keeps that reader to the teaser (flag on, premium, not preview) the
 * page data keeps only the teaser. The cut happens here, where the page data is built, so the HTML,
 * /_data and the page cache all hold the teaser; premium members fetch the rest from
 * server/api/premium.ts.
 */
function paywalled(ctx: ContentRequest, isPremium: boolean, body: Block[], kind: PaywallGate['kind'], slug: string): { body: Block[]; gate?: PaywallGate } {
  const reader = ctx.preview ? { preview: true } : PUBLIC_READER;
  if (decideAccess({ premium: isPremium }, reader, { paywall: ctx.config.flags.paywall }).full) return { body };
  const { teaser, rest } = splitForPaywall(body);
  return { body: teaser, gate: paywallGate(kind, slug, rest) };
}

function gateArticle(ctx: ContentRequest, a: Article): { article: Article; gate?: PaywallGate } {
  const { body, gate } = paywalled(ctx, a.isPremium, a.content.body, 'article', a.slug);
  return gate ? { article: { ...a, content: { ...a.content, body } }, gate } : { article: a };
}

export const article: Loader<'article'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  // The article and its (heavier) body are separate queries, run side by side.
  const [raw, body] = await Promise.all([
    ctx.query<ARTICLE_BY_SLUG_QUERY_RESULT>(ARTICLE_BY_SLUG_QUERY, { slug }),
    ctx.query<ARTICLE_BODY_QUERY_RESULT>(ARTICLE_BODY_QUERY, { slug }),
  ]);
  if (!raw) throw notFound(ctx, `${ctx.preview ? 'preview article' : 'article'} ${slug}`);
  const parsed = normaliseArticle({ ...raw, content: { body: body?.body ?? [] } });
  if (parsed.section.slug !== ctx.params.section) throw redirectTo(ctx, parsed.url);
  return gateArticle(ctx, parsed.hideContinueReading ? parsed : await continueReading(ctx, parsed, raw.section?._id));
};

export const mock: Loader<'mock'> = async (ctx) => {
  const id = param(ctx, 'id');
  const raw = await ctx.query<ARTICLE_BY_ID_QUERY_RESULT>(ARTICLE_BY_ID_QUERY, { id });
  if (!raw) throw notFound(ctx, `article id ${id}`);
  return gateArticle(ctx, normaliseArticle(raw));
};

export const feature: Loader<'feature'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<FEATURE_ARTICLE_QUERY_RESULT>(FEATURE_ARTICLE_QUERY, { slug });
  if (!raw) throw notFound(ctx, `feature article ${slug}`);
  const parsed = normaliseFeatureArticle(raw);
  const { body, gate } = paywalled(ctx, parsed.isPremium, parsed.body, 'feature', parsed.slug);
  return gate ? { feature: { ...parsed, body }, gate } : { feature: parsed };
};
