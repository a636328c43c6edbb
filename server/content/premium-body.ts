/**
 * The gated part of a premium article's body: what the public page leaves out (server/content/pages/
 * articles.ts) and only a reader the access rule lets past the teaser receives (server/members/
 * access.ts: a premium member or a free member's metered read through server/api/premium.ts, a
 * gift link through server/gift-links/router.ts). Published content only.
 */
import { normaliseBlocks, type Block } from '../../shared/content/blocks.js';
import { splitForPaywall, type PremiumKind } from '../../shared/content/paywall.js';
import { decideRest, storyAccess, type ReaderAccess, type StoryAccess } from '../members/access.js';
import { ARTICLE_PREMIUM_BODY_QUERY, FEATURE_PREMIUM_BODY_QUERY, GIFT_ARTICLE_QUERY } from './queries.js';
import type { QueryParams } from './source.js';

export type { PremiumKind };

type Query = <T>(groq: string, params?: QueryParams) => Promise<T>;

const QUERIES: Record<PremiumKind, string> = { article: ARTICLE_PREMIUM_BODY_QUERY, feature: FEATURE_PREMIUM_BODY_QUERY };

/** A released premium-body row: the story's access facts and the blocks after its teaser. */
export interface PremiumStory {
  access: StoryAccess;
  rest: Block[];
}

/** The story `kind`/`slug` as the premium body endpoint needs it, or null when none is released. */
export async function loadPremiumStory(query: Query, kind: PremiumKind, slug: string): Promise<PremiumStory | null> {
  const raw = await query<{ isPremium?: unknown; body?: unknown } | null>(QUERIES[kind], { slug });
  if (!raw) return null;
  return { access: storyAccess(raw), rest: splitForPaywall(normaliseBlocks(raw.body)).rest };
}

/**
 * The blocks after the teaser for `reader`, or null when no released premium document has this
 * slug (or the access rule keeps `reader` to the teaser).
 */
export async function loadPremiumRest(query: Query, kind: PremiumKind, slug: string, reader: ReaderAccess): Promise<Block[] | null> {
  const story = await loadPremiumStory(query, kind, slug);
  if (!story || !decideRest(story.access, reader)?.full) return null;
  return story.rest;
}

/**
 * The canonical path of a released story (what a metered read is counted by): an article lives
 * under its section, a feature at /feature/SLUG. Null when no article has this slug.
 */
export async function premiumStoryPath(query: Query, kind: PremiumKind, slug: string): Promise<string | null> {
  if (kind === 'feature') return `/feature/${slug}`;
  const found = await query<{ section?: unknown } | null>(GIFT_ARTICLE_QUERY, { slug });
  return typeof found?.section === 'string' && found.section ? `/sections/${found.section}/articles/${slug}` : null;
}
