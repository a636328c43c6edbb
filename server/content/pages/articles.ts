/** Article pages: by section and slug, design mocks by id, and feature articles. */
import { normaliseArticle } from '../../../shared/content/article.js';
import { FeatureArticleSchema } from '../../../shared/content/feature.js';
import { ARTICLE_BODY_QUERY, ARTICLE_BY_ID_QUERY, ARTICLE_BY_SLUG_QUERY, FEATURE_ARTICLE_QUERY } from '../queries.js';
import { notFound, param, parseDocument, redirectTo, type Loader } from './context.js';

export const article: Loader<'article'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  // The article and its (heavier) body are separate queries, run side by side.
  const [raw, body] = await Promise.all([
    ctx.query<Record<string, unknown> | null>(ARTICLE_BY_SLUG_QUERY, { slug }),
    ctx.query<{ body: unknown } | null>(ARTICLE_BODY_QUERY, { slug }),
  ]);
  if (!raw) throw notFound(ctx, `${ctx.preview ? 'preview article' : 'article'} ${slug}`);
  const parsed = normaliseArticle({ ...raw, content: { body: body?.body ?? [] } });
  if (parsed.section.slug !== ctx.params.section) throw redirectTo(ctx, parsed.url);
  return { article: parsed };
};

export const mock: Loader<'mock'> = async (ctx) => {
  const id = param(ctx, 'id');
  const raw = await ctx.query<unknown>(ARTICLE_BY_ID_QUERY, { id });
  if (!raw) throw notFound(ctx, `article id ${id}`);
  return { article: normaliseArticle(raw) };
};

export const feature: Loader<'feature'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<unknown>(FEATURE_ARTICLE_QUERY, { slug });
  if (!raw) throw notFound(ctx, `feature article ${slug}`);
  return { feature: parseDocument(FeatureArticleSchema, raw, `feature article ${slug}`) };
};
