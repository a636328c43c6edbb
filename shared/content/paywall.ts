/**
 * The paywall's cut of a premium article's body (docs/architecture.md#accounts-and-billing): the teaser every reader gets, and the
 * rest only premium members fetch. Server loaders (the public page) and the premium body endpoint
 * both cut with this one rule, so the teaser and the rest always join up exactly.
 */
import { PAYWALL_TEASER_BLOCKS } from '../constants.js';
import type { Block } from './blocks.js';

/** The one element holding the gated part of the body, for readers and members alike (JSON-LD hasPart names it). */
export const PAYWALL_SELECTOR = '.article-body__premium';
export const PAYWALL_CLASS = PAYWALL_SELECTOR.slice(1);

/** What a page's data says when its body was cut: where a premium member fetches the rest. */
export interface PaywallGate {
  /** The story cut: a gift link's body endpoint is built from it (shared/gift-links.ts). */
  kind: PremiumKind;
  slug: string;
  /** Same-origin path of the authenticated endpoint answering `PremiumBody` (premiumBodyUrl). */
  bodyUrl: string;
  /** How much the rest holds: a signed-in member's placeholder takes about its height while it loads. */
  size?: RestSize;
}

/** The rest's text length and its blocks, enough to estimate its height at any width (paywall.css). */
export interface RestSize {
  /** Characters of text, all text blocks together. */
  chars: number;
  /** Text blocks (paragraphs, headings, list items): each adds a margin and a part-filled last line. */
  blocks: number;
  /** Any other block (images, carousels, players, embeds). */
  media: number;
}

/** The size of the rest of a body, counted once when the page data is built. */
export function restSize(rest: Block[]): RestSize {
  const size: RestSize = { chars: 0, blocks: 0, media: 0 };
  for (const block of rest) {
    if (block._type !== 'block') {
      size.media++;
      continue;
    }
    size.blocks++;
    for (const span of block.children ?? []) size.chars += typeof span.text === 'string' ? span.text.length : 0;
  }
  return size;
}

/** The premium body endpoint's answer: the blocks after the teaser. */
export interface PremiumBody {
  blocks: Block[];
  /** A free member's metered read (server/members/meter.ts): free premium stories left this month, after this one. */
  meter?: { left: number; limit: number };
}

/** A paragraph of reading text: a normal-style text block (not a heading, list item or quote) with words in it. */
function isParagraph(block: Block): boolean {
  if (block._type !== 'block' || block.style !== 'normal' || block.listItem) return false;
  return (block.children ?? []).some((span) => typeof span.text === 'string' && span.text.trim() !== '');
}

/**
 * Splits `body` after its `paragraphs`-th paragraph. Something is always gated: a body with too few
 * paragraphs keeps one fewer in its teaser than it has, so its last paragraph stays behind the wall.
 */
export function splitForPaywall(body: Block[], paragraphs: number = PAYWALL_TEASER_BLOCKS): { teaser: Block[]; rest: Block[] } {
  const total = body.filter(isParagraph).length;
  const keep = Math.max(0, Math.min(paragraphs, total - 1));
  let seen = 0;
  let cut = 0;
  while (seen < keep && cut < body.length) {
    if (isParagraph(body[cut])) seen++;
    cut++;
  }
  return { teaser: body.slice(0, cut), rest: body.slice(cut) };
}

/** The kinds of story a paywall can hold back: an article or a feature article. */
export type PremiumKind = 'article' | 'feature';

/**
 * Path of a story's body endpoint under an API: the premium body (/api/premium) and a gift link's
 * body (/api/gift-links) are the same kind and slug under two prefixes, spelled here only.
 */
export function storyBodyUrl(api: '/api/premium' | '/api/gift-links', kind: PremiumKind, slug: string): string {
  return `${api}/${kind === 'article' ? 'articles' : 'features'}/${encodeURIComponent(slug)}/body`;
}

/** Path of the premium body endpoint for an article or a feature article. */
export function premiumBodyUrl(kind: PremiumKind, slug: string): string {
  return storyBodyUrl('/api/premium', kind, slug);
}

/** What a page's data says when the body of `kind`/`slug` was cut to `teaser`: the gate before the rest. */
export function paywallGate(kind: PremiumKind, slug: string, rest: Block[]): PaywallGate {
  return { kind, slug, bodyUrl: premiumBodyUrl(kind, slug), size: restSize(rest) };
}
