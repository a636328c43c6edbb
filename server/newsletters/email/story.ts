/**
 * Finds the story a newsletter sends (docs/features/newsletters.md#the-email): an article, feature
 * or recipe by its site path, published and released, read with its own queries
 * (NEWSLETTER_*_QUERY of server/content/queries.ts) and normalised with the site's own helpers, so
 * the email shows the same body, images and byline as the page.
 */
import { authorRefs, image, portableText, strings, type ImageData, type PortableText } from '../../../shared/content/common.js';
import { normaliseBlocks, type Block } from '../../../shared/content/blocks.js';
import { articleUrl, featureUrl, recipeUrl } from '../../../shared/content/urls.js';
import { NEWSLETTER_ARTICLE_QUERY, NEWSLETTER_FEATURE_QUERY, NEWSLETTER_RECIPE_QUERY } from '../../content/queries.js';
import type { QueryParams } from '../../content/source.js';
import type { NewsletterStory, NewsletterStoryKind } from './types.js';

export type Query = <T>(groq: string, params?: QueryParams) => Promise<T>;

export interface RecipeDetails {
  intro: PortableText;
  yield?: string;
  totalMinutes?: number;
  parts: { key: string; title?: string; ingredients: string[]; steps: string[] }[];
  note: PortableText;
}

/** What the email builder keeps of a story (NewsletterStory.content). */
export interface EmailStoryContent {
  kind: NewsletterStoryKind;
  /** The canonical site path (links in the email point there). */
  url: string;
  title: string;
  section?: string;
  dek?: string;
  authors: string[];
  image?: ImageData;
  body: Block[];
  recipe?: RecipeDetails;
}

/** The path patterns of the three kinds (shared/content/urls.ts spells them). */
const PATTERNS: [NewsletterStoryKind, RegExp, string][] = [
  ['article', /^\/sections\/([^/?#]+)\/articles\/([^/?#]+)\/?$/, NEWSLETTER_ARTICLE_QUERY],
  ['feature', /^\/feature\/([^/?#]+)\/?$/, NEWSLETTER_FEATURE_QUERY],
  ['recipe', /^\/recipes\/([^/?#]+)\/?$/, NEWSLETTER_RECIPE_QUERY],
];

/** The raw projections, read defensively: a reference may dangle, a field may be unset. */
interface RawStory {
  title?: unknown;
  slug?: unknown;
  isPremium?: unknown;
  section?: { title?: unknown; slug?: unknown } | null;
  authors?: unknown;
  dek?: unknown;
  image?: unknown;
  body?: unknown;
  intro?: unknown;
  recipeParts?: unknown;
  recipeYield?: unknown;
  recipeTime?: { totalMinutes?: unknown; prepMinutes?: unknown; cookMinutes?: unknown } | null;
  note?: unknown;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const minutes = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function recipeDetails(raw: RawStory): RecipeDetails {
  const time = raw.recipeTime ?? {};
  const prep = minutes(time.prepMinutes);
  const cook = minutes(time.cookMinutes);
  type RawPart = { _key?: unknown; title?: unknown; ingredients?: unknown; steps?: unknown };
  return {
    intro: portableText(Array.isArray(raw.intro) ? raw.intro : []),
    yield: text(raw.recipeYield),
    totalMinutes: minutes(time.totalMinutes) ?? (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined),
    parts: (Array.isArray(raw.recipeParts) ? (raw.recipeParts as (RawPart | null)[]) : [])
      .filter((p): p is RawPart => p !== null && typeof p === 'object')
      .map((p, i) => ({
        key: typeof p._key === 'string' ? p._key : String(i),
        title: text(p.title),
        ingredients: strings(Array.isArray(p.ingredients) ? p.ingredients : []),
        steps: strings(Array.isArray(p.steps) ? p.steps : []),
      })),
    note: portableText(Array.isArray(raw.note) ? raw.note : []),
  };
}

/** The story at `path`, or null when no published, released article, feature or recipe is there. */
export async function loadStory(query: Query, path: string, now: Date): Promise<NewsletterStory | null> {
  for (const [kind, pattern, groq] of PATTERNS) {
    const m = pattern.exec(path);
    if (!m) continue;
    const slug = decode(m[m.length - 1]);
    if (slug === null) return null;
    const raw = await query<RawStory | null>(groq, { slug, now: now.toISOString() });
    const title = text(raw?.title);
    if (!raw || !title || typeof raw.slug !== 'string') return null;
    const sectionSlug = typeof raw.section?.slug === 'string' ? raw.section.slug : undefined;
    // An article lives under its section: another section in the path is not this story's address.
    if (kind === 'article' && (!sectionSlug || decode(m[1]) !== sectionSlug)) return null;
    const url = kind === 'article' ? articleUrl(sectionSlug!, raw.slug) : kind === 'feature' ? featureUrl(raw.slug) : recipeUrl(raw.slug);
    const content: EmailStoryContent = {
      kind,
      url,
      title,
      section: text(raw.section?.title),
      dek: text(raw.dek),
      authors: authorRefs(Array.isArray(raw.authors) ? raw.authors : []).map((a) => a.name).filter((n) => n !== ''),
      image: image(raw.image as Parameters<typeof image>[0]),
      body: normaliseBlocks(raw.body),
      recipe: kind === 'recipe' ? recipeDetails(raw) : undefined,
    };
    return { path: url, kind, title, premium: raw.isPremium === true, content };
  }
  return null;
}

/** The content `loadStory` put in a story, checked: a story from elsewhere is a programming error. */
export function emailContent(story: NewsletterStory): EmailStoryContent {
  const c = story.content as Partial<EmailStoryContent> | null;
  if (!c || typeof c !== 'object' || typeof c.url !== 'string' || !Array.isArray(c.body)) {
    throw new TypeError(`Newsletter story ${story.path} was not loaded by the email builder's loadStory`);
  }
  return c as EmailStoryContent;
}
