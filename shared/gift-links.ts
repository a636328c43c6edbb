/**
 * Gift links' contract between their API (server/gift-links/router.ts) and the pages that use it
 * (a gifted story's page, /account's list of gifts): the answers' shapes and the body endpoint's path.
 */
import { storyBodyUrl, type PremiumBody, type PremiumKind } from './content/paywall.js';

/** A gift link's body endpoint's answer: the blocks after the teaser, and who gave the story. */
export interface GiftBody extends PremiumBody {
  gift: { from: string; expiresAt: string };
}

/** One of a member's gift links, as /api/gift-links lists them. */
export interface GiftLinkSummary {
  id: string;
  path: string;
  title: string;
  createdAt: string;
  expiresAt: string;
  revoked: boolean;
  opens: number;
}

export interface GiftLinksList {
  gifts: GiftLinkSummary[];
  remaining: number;
  perMonth: number;
}

/** The gift body endpoint of a story (the same kind and slug as its premium body endpoint), with the link's token. */
export function giftBodyUrl(kind: PremiumKind, slug: string, token: string): string {
  return `${storyBodyUrl('/api/gift-links', kind, slug)}?gift=${encodeURIComponent(token)}`;
}
