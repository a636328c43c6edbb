/**
 * Article, normalised from the ARTICLE projection of queries.ts as TypeGen types it. Parsing fails,
 * with ARTICLE_PARSE_ERROR (shared/messages.ts: 'Could not parse Article data') and the article's
 * context, when id, title, slug, authors, section or tags is missing: the product's one rule for
 * an article, checked with zod at run time, as the Studio's validation does not bind documents
 * written through the API.
 */
import { z } from 'zod';
import { ARTICLE_PARSE_ERROR } from '../messages.js';
import type { HeroType } from './schema-types.js';
import type { ARTICLE_BY_ID_QUERY_RESULT } from './sanity.types.js';
import { authorRefs, image, listOf, oneOf, portableText, sectionRef, seo, strings, type Item } from './common.js';
import { normaliseBlocks } from './blocks.js';
import { articleSummaryList, recipeSummaryList } from './summaries.js';
import { articleUrl, collectionUrl, columnUrl } from './urls.js';

export const DEFAULT_HERO_TYPE: HeroType = 'half-width-header-with-image';

export const HERO_TYPES = [
  'full-width-image-with-half-width-header',
  'half-width-header-with-image',
  'no-image',
  'no-image-centered-text',
  'full-width-header-with-image',
] as const satisfies readonly HeroType[];

/** An ARTICLE projection with its body (ARTICLE_BY_ID_QUERY; the page's two queries joined give the same). */
export type RawArticle = NonNullable<ARTICLE_BY_ID_QUERY_RESULT>;
type RawHero = NonNullable<RawArticle['hero']>;

function hotspot(raw: Item<RawHero['imageHotspots']>) {
  return { text: raw.text, link: raw.link ?? undefined, x: raw.x, y: raw.y, isDarkMode: raw.isDarkMode ?? false };
}

const linked = (url: (slug: string) => string) => (raw: { title: string; slug: string } | null) =>
  raw ? { title: raw.title, slug: raw.slug, url: url(raw.slug) } : undefined;
const collection = linked(collectionUrl);
const column = linked(columnUrl);

/** The fields an article cannot be parsed without, each by the name its error gives. */
const present = z.string().min(1);
const RequiredFields = z.object({
  id: present,
  title: present,
  slug: present,
  authors: z.array(z.unknown()),
  section: z.string(),
  tags: z.array(z.unknown()),
});

/** Required fields the raw projection lacks (`null`/absent count as missing), in the spec's order. */
function missingFields(raw: RawArticle): string[] {
  const checked = RequiredFields.safeParse({
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    authors: raw.meta?.authors,
    section: raw.section?.slug,
    tags: raw.meta?.tags,
  });
  return checked.success ? [] : [...new Set(checked.error.issues.map((i) => String(i.path[0])))];
}

function article(raw: RawArticle) {
  const section = sectionRef(raw.section);
  const date = raw.releaseDate ?? raw._createdAt;
  const releaseDate = raw.releaseDate ?? undefined;
  const meta = {
    authors: authorRefs(raw.meta.authors),
    tags: strings(raw.meta.tags),
    excerpt: raw.meta.excerpt ?? undefined,
    brief: raw.meta.brief ?? undefined,
    isFiction: raw.meta.isFiction ?? false,
    isHighDefImage: raw.meta.isHighDefImage ?? false,
    articleType: raw.meta.articleType ?? undefined,
    relatedRecipes: recipeSummaryList(raw.meta.relatedRecipes),
    relatedRecipesDisplay: oneOf(raw.meta.relatedRecipesDisplay, ['grid', 'list'], 'grid'),
    legacyRecipeMigration: raw.meta.legacyRecipeMigration ?? false,
  };
  const hero = {
    heroType: oneOf(raw.hero?.heroType, HERO_TYPES, DEFAULT_HERO_TYPE),
    heroImage: image(raw.hero?.heroImage),
    dek: raw.hero?.dek ?? undefined,
    imageHotspots: listOf(raw.hero?.imageHotspots, hotspot),
  };
  const featuredContent = {
    featuredImage: image(raw.featuredContent?.featuredImage),
    featuredQuote: raw.featuredContent?.featuredQuote ?? undefined,
    featuredFact: raw.featuredContent?.featuredFact ?? undefined,
  };
  return {
    id: raw._id,
    _type: raw._type ?? 'article',
    title: raw.title,
    slug: raw.slug,
    isPremium: raw.isPremium ?? false,
    showBadgeCaption: raw.showBadgeCaption ?? false,
    badgeCaption: raw.badgeCaption ?? undefined,
    section,
    collection: collection(raw.collection),
    column: column(raw.column),
    seo: seo(raw.seo),
    legacyPathname: raw.legacyPathname ?? undefined,
    hideContinueReading: raw.hideContinueReading ?? false,
    teaserLink: { enabled: raw.teaserLink?.enabled ?? false, url: raw.teaserLink?.url ?? undefined },
    content: { body: normaliseBlocks(raw.content?.body) },
    notes: { editorsNote: portableText(raw.notes?.editorsNote), endNote: portableText(raw.notes?.endNote) },
    relatedArticles: articleSummaryList(raw.relatedArticles),
    url: articleUrl(section.slug, raw.slug),
    date,
    meta: { ...meta, date, section, createdAt: raw._createdAt, updatedAt: raw._updatedAt, releaseDate },
    hero,
    featuredContent,
    // The flat fields of the normalised form (heroImage, featuredImage, authors, excerpt, ...), beside the nested ones.
    heroImage: hero.heroImage,
    featuredImage: featuredContent.featuredImage,
    authors: meta.authors,
    excerpt: meta.excerpt,
    quote: featuredContent.featuredQuote,
    fact: featuredContent.featuredFact,
    dek: hero.dek,
    brief: meta.brief,
  };
}

export type Article = ReturnType<typeof article>;

/** Normalise an ARTICLE projection; throws `${ARTICLE_PARSE_ERROR}: missing ...` with context. */
export function normaliseArticle(raw: RawArticle): Article {
  const missing = missingFields(raw);
  if (missing.length > 0) {
    const context = `id=${String(raw._id ?? '?')} slug=${String(raw.slug ?? '?')}`;
    throw new Error(`${ARTICLE_PARSE_ERROR}: missing ${missing.join(', ')} (${context})`);
  }
  return article(raw);
}
