/**
 * The gated part of a premium article's body: what the public page leaves out (server/content/pages/
 * articles.ts) and only premium members receive (server/api/premium.ts). Published content only.
 */
import { normaliseBlocks, type Block } from '../../shared/content/blocks.js';
import { splitForPaywall, type PremiumKind } from '../../shared/content/paywall.js';
import { ARTICLE_PREMIUM_BODY_QUERY, FEATURE_PREMIUM_BODY_QUERY } from './queries.js';
import type { QueryParams } from './source.js';

export type { PremiumKind };

type Query = <T>(groq: string, params?: QueryParams) => Promise<T>;

const QUERIES: Record<PremiumKind, string> = { article: ARTICLE_PREMIUM_BODY_QUERY, feature: FEATURE_PREMIUM_BODY_QUERY };

/** The blocks after the teaser, or null when no released premium document has this slug. */
export async function loadPremiumRest(query: Query, kind: PremiumKind, slug: string): Promise<Block[] | null> {
  const raw = await query<{ isPremium?: unknown; body?: unknown } | null>(QUERIES[kind], { slug });
  if (!raw || raw.isPremium !== true) return null;
  return splitForPaywall(normaliseBlocks(raw.body)).rest;
}
