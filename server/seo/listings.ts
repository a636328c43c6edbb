/**
 * What sitemaps and feeds list, read through the content cache and checked: a malformed row is
 * left out rather than breaking a whole sitemap.
 */
import { z } from 'zod';
import { lenientList } from '../../shared/content/common.js';
import type { ImageConfig } from '../../shared/images.js';
import type { RootData } from '../../shared/content/pages.js';
import type { QueryParams } from '../content/source.js';
import { RSS_ARTICLES_QUERY, RSS_SECTION_ARTICLES_QUERY, RSS_SECTION_QUERY, SEO_ARTICLES_QUERY, SEO_DOCUMENTS_QUERY } from '../content/queries.js';

/** The part of the content service sitemaps and feeds use (ContentServiceWithImages has it). */
export interface SeoContent {
  /** A published-content query through the content cache. */
  query<T>(groq: string, params?: QueryParams): Promise<T>;
  loadRoot(opts: { preview: boolean }): Promise<RootData>;
  readonly images: ImageConfig;
}

const text = z.string().nullish().transform((v) => v ?? undefined);
const Dated = { _updatedAt: z.string() };
const Slugged = z.object({ slug: z.string(), ...Dated });

const ArticleRow = z.object({
  _id: z.string(),
  _type: z.enum(['article', 'featureArticle']),
  title: z.string(),
  slug: z.string(),
  section: text,
  releaseDate: text,
  _createdAt: z.string(),
  isPremium: z.boolean().nullish().transform((v) => v === true),
  ...Dated,
});
export type ArticleRow = z.output<typeof ArticleRow>;

const DocumentsSchema = z.object({
  sections: lenientList(z.object({ _id: z.string(), title: z.string(), slug: z.string(), ...Dated })),
  authors: lenientList(Slugged),
  podcasts: lenientList(z.object({ _id: z.string(), slug: z.string(), ...Dated })),
  episodes: lenientList(z.object({ slug: z.string(), podcast: z.string(), ...Dated })),
  recipes: lenientList(Slugged),
  holidays: lenientList(Slugged),
  collections: lenientList(Slugged),
  columns: lenientList(Slugged),
  teamMembers: lenientList(Slugged),
  pages: lenientList(Slugged),
  singletons: lenientList(z.object({ _id: z.string(), ...Dated })),
  frontPage: z.object({ releaseDate: z.string(), ...Dated }).nullish().catch(null).transform((v) => v ?? undefined),
  tags: lenientList(z.string()),
});
export type SeoDocuments = z.output<typeof DocumentsSchema>;

export interface SiteIndex {
  articles: ArticleRow[];
  documents: SeoDocuments;
}

/** Both listings sitemaps are built from (each one cached query). */
export async function loadSiteIndex(content: SeoContent, now: string): Promise<SiteIndex> {
  const [articles, documents] = await Promise.all([
    content.query<unknown>(SEO_ARTICLES_QUERY, { now }),
    content.query<unknown>(SEO_DOCUMENTS_QUERY, { now }),
  ]);
  return { articles: lenientList(ArticleRow).parse(articles), documents: DocumentsSchema.parse(documents ?? {}) };
}

const Crop = z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() });
const Hotspot = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

const RssItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  releaseDate: text,
  _createdAt: z.string(),
  _updatedAt: z.string(),
  excerpt: text,
  section: z.object({ title: z.string(), slug: z.string() }),
  authors: lenientList(z.object({ firstName: text, lastName: text, slug: z.string() })),
  image: z
    .object({ id: z.string(), alt: text, crop: Crop.nullish().catch(null), hotspot: Hotspot.nullish().catch(null) })
    .nullish()
    .catch(null)
    .transform((v) => (v ? { id: v.id, alt: v.alt, crop: v.crop ?? undefined, hotspot: v.hotspot ?? undefined } : undefined)),
});
export type RssItem = z.output<typeof RssItemSchema>;

export interface RssSection {
  id: string;
  title: string;
  slug: string;
  description?: string;
}

const RssSectionSchema = z
  .object({ _id: z.string(), title: z.string(), slug: z.string(), description: text })
  .transform(({ _id, ...s }): RssSection => ({ id: _id, ...s }));

/** Items in a feed: what a reader catches up on, and what feed validators expect at most. */
export const RSS_LIMIT = 50;

export async function loadRssItems(content: SeoContent, now: string, sectionId?: string): Promise<RssItem[]> {
  const raw = sectionId
    ? await content.query<unknown>(RSS_SECTION_ARTICLES_QUERY, { id: sectionId, now, limit: RSS_LIMIT })
    : await content.query<unknown>(RSS_ARTICLES_QUERY, { now, limit: RSS_LIMIT });
  return lenientList(RssItemSchema).parse(raw);
}

/** The section a feed is for, or null when there is no such section. */
export async function loadRssSection(content: SeoContent, slug: string): Promise<RssSection | null> {
  const parsed = RssSectionSchema.safeParse(await content.query<unknown>(RSS_SECTION_QUERY, { slug }));
  return parsed.success ? parsed.data : null;
}
