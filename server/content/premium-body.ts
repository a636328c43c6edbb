/**
 * The gated part of a premium article's body: what the public page leaves out (server/content/pages/
 * articles.ts) and only a reader the access rule lets past the teaser receives (server/members/
 * access.ts: a premium member through server/api/premium.ts, a gift link through
 * server/gift-links/router.ts). Published content only.
 */
import { normaliseBlocks, type Block } from '../../shared/content/blocks.js';
import { splitForPaywall, type PremiumKind } from '../../shared/content/paywall.js';
import { decideRest, storyAccess, type ReaderAccess } from '../members/access.js';
import { ARTICLE_PREMIUM_BODY_QUERY, FEATURE_PREMIUM_BODY_QUERY } from './queries.js';
import type { QueryParams } from './source.js';

export type { PremiumKind };

type Query = <T>(groq: string, params?: QueryParams) => Promise<T>;

const QUERIES: Record<PremiumKind, string> = { article: ARTICLE_PREMIUM_BODY_QUERY, feature: FEATURE_PREMIUM_BODY_QUERY };

/**
 * The blocks after the teaser for `reader`, or null when no released premium document has this
 * slug (or the access rule keeps `reader` to the teaser).
 */
export async function loadPremiumRest(query: Query, kind: PremiumKind, slug: string, reader: ReaderAccess): Promise<Block[] | null> {
  const raw = await query<{ isPremium?: unknown; body?: unknown } | null>(QUERIES[kind], { slug });
  if (!raw || !decideRest(storyAccess(raw), reader)?.full) return null;
  return splitForPaywall(normaliseBlocks(raw.body)).rest;
}
