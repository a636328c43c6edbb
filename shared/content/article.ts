/**
 * Article (spec §3). Parsing fails, with ARTICLE_PARSE_ERROR (shared/messages.ts) and the article's context,
 * when id, title, slug, authors, section or tags is missing (spec §5, §8).
 */
import { z } from 'zod';
import { ARTICLE_PARSE_ERROR } from '../messages.js';
import type { HeroType } from './schema-types.js';
import {
  AuthorRefSchema,
  SectionRefSchema,
  SeoSchema,
  defaulted,
  flag,
  image,
  lenient,
  lenientList,
  portableText,
  strings,
  text,
  withDefault,
} from './common.js';
import { blocks } from './blocks.js';
import { articleSummaries, recipeSummaries } from './summaries.js';
import { articleUrl, collectionUrl, columnUrl } from './urls.js';

export const DEFAULT_HERO_TYPE: HeroType = 'half-width-header-with-image';

export const HERO_TYPES = [
  'full-width-image-with-half-width-header',
  'half-width-header-with-image',
  'no-image',
  'no-image-centered-text',
  'full-width-header-with-image',
] as const satisfies readonly HeroType[];

const Hotspot = z.object({
  text: z.string(),
  link: text,
  x: z.number(),
  y: z.number(),
  isDarkMode: flag,
});

const Linked = (url: (slug: string) => string) =>
  lenient(z.object({ title: z.string(), slug: z.string() }).transform((v) => ({ ...v, url: url(v.slug) })));

/** The ARTICLE projection of queries.ts, after the required fields have been checked. */
const ArticleSchema = z
  .object({
    _id: z.string(),
    _type: withDefault(z.string(), 'article'),
    title: z.string(),
    slug: z.string(),
    isPremium: flag,
    showBadgeCaption: flag,
    badgeCaption: text,
    section: SectionRefSchema,
    collection: Linked(collectionUrl),
    column: Linked(columnUrl),
    seo: SeoSchema,
    releaseDate: text,
    _createdAt: z.string(),
    _updatedAt: z.string(),
    legacyPathname: text,
    hideContinueReading: flag,
    teaserLink: defaulted(z.object({ enabled: flag, url: text })),
    meta: z.object({
      authors: lenientList(AuthorRefSchema),
      tags: strings,
      excerpt: text,
      brief: text,
      isFiction: flag,
      isHighDefImage: flag,
      articleType: text,
      relatedRecipes: recipeSummaries,
      relatedRecipesDisplay: z.enum(['grid', 'list']).nullish().catch(undefined).transform((v) => v ?? 'grid'),
      legacyRecipeMigration: flag,
    }),
    hero: defaulted(
      z.object({
        heroType: z.enum(HERO_TYPES).nullish().catch(undefined).transform((v) => v ?? DEFAULT_HERO_TYPE),
        heroImage: image,
        dek: text,
        imageHotspots: lenientList(Hotspot),
      }),
    ),
    content: defaulted(z.object({ body: blocks })),
    featuredContent: defaulted(z.object({ featuredImage: image, featuredQuote: text, featuredFact: text })),
    notes: defaulted(z.object({ editorsNote: portableText, endNote: portableText })),
    relatedArticles: articleSummaries,
  })
  .transform(({ _id, _createdAt, _updatedAt, releaseDate, meta, hero, featuredContent, ...a }) => {
    const date = releaseDate ?? _createdAt;
    return {
      id: _id,
      ...a,
      url: articleUrl(a.section.slug, a.slug),
      date,
      meta: { ...meta, date, section: a.section, createdAt: _createdAt, updatedAt: _updatedAt, releaseDate },
      hero,
      featuredContent,
      // The flat fields of the normalised form (spec §3).
      heroImage: hero.heroImage,
      featuredImage: featuredContent.featuredImage,
      authors: meta.authors,
      excerpt: meta.excerpt,
      quote: featuredContent.featuredQuote,
      fact: featuredContent.featuredFact,
      dek: hero.dek,
      brief: meta.brief,
    };
  });

export type Article = z.output<typeof ArticleSchema>;

const REQUIRED = ['id', 'title', 'slug', 'authors', 'section', 'tags'] as const;

/** Required fields the raw projection lacks (`null`/absent count as missing). */
function missingFields(raw: Record<string, unknown>): string[] {
  const meta = (raw.meta ?? {}) as Record<string, unknown>;
  const section = raw.section as { slug?: unknown } | null | undefined;
  const present: Record<(typeof REQUIRED)[number], boolean> = {
    id: typeof raw._id === 'string' && raw._id !== '',
    title: typeof raw.title === 'string' && raw.title !== '',
    slug: typeof raw.slug === 'string' && raw.slug !== '',
    authors: Array.isArray(meta.authors),
    section: typeof section?.slug === 'string',
    tags: Array.isArray(meta.tags),
  };
  return REQUIRED.filter((k) => !present[k]);
}

/** Normalise an ARTICLE projection; throws `${ARTICLE_PARSE_ERROR}: ...` with context. */
export function normaliseArticle(raw: unknown): Article {
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const context = `id=${String(record._id ?? '?')} slug=${String(record.slug ?? '?')}`;
  const missing = missingFields(record);
  if (missing.length > 0) {
    throw new Error(`${ARTICLE_PARSE_ERROR}: missing ${missing.join(', ')} (${context})`);
  }
  const parsed = ArticleSchema.safeParse(record);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${ARTICLE_PARSE_ERROR}: ${issues} (${context})`);
  }
  return parsed.data;
}
