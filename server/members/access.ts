/**
 * Who may read what (docs/architecture.md#the-access-rule): the one rule every part of the server
 * asks before it hands out a story's text. Pure: the story's access facts, what the reader holds and
 * the site's policy in; a verdict out, with its reason.
 *
 * Who asks:
 * - the page loaders (server/content/pages/articles.ts): a page is the same for every reader, so it
 *   is built for the public reader (or an editor in preview); a teaser verdict cuts the body;
 * - the members' endpoints (server/content/premium-body.ts, from server/api/premium.ts and
 *   server/gift-links/router.ts): the part past the teaser, for a premium member or a gift link;
 * - search (server/content/search/documents.ts): what everyone may match, and what only members may;
 * - the news sitemap (server/seo/sitemaps.ts): a story the public reads only in part is marked
 *   `news:access` Subscription. The JSON-LD follows the page data's gate, which this rule set.
 *
 * Metered reads (server/members/meter.ts) are one more thing a reader holds (a free premium story
 * left this month, or this story already read this month) and one more reason, 'metered', ranked
 * after the gift link. Only the premium body endpoint asks with it: the shared answers never do.
 */

/** What the rule needs to know about a story. */
export interface StoryAccess {
  /** The editors' premium flag (`isPremium`): the body past its teaser is for members. */
  premium: boolean;
}

/** What a reader holds. Everything absent: the public reader, whom the shared pages are built for. */
export interface ReaderAccess {
  /** An editor in preview: reads every body in full, as it will be published. */
  preview?: boolean;
  /**
   * A premium member: an active subscription, an operator's grant or a redeemed gift subscription,
   * per the session (server/members/guard.ts; when it ends: server/members/premium-until.ts).
   */
  premium?: boolean;
  /** A gift link for this story that still opens (server/gift-links/service.ts). */
  giftLink?: boolean;
  /**
   * A signed-in free member whose meter opens this story (server/members/meter.ts): a free premium
   * read left this month, or this story already read this month.
   */
  metered?: boolean;
}

/** The site's policy. */
export interface AccessPolicy {
  /** FEATURE_PAYWALL: with it off, every story is free to everyone. */
  paywall: boolean;
}

/**
 * Why the reader gets what they get:
 * - 'free': the story is not premium;
 * - 'paywall-off': premium, but the paywall flag is off;
 * - 'editor-preview': an editor in preview;
 * - 'member': a premium member;
 * - 'gift-link': a gift link for this story;
 * - 'metered': a free member's metered read (FREE_PREMIUM_READS);
 * - 'teaser': none of these, so the teaser only (shared/content/paywall.ts cuts it).
 */
export type AccessReason = 'free' | 'paywall-off' | 'editor-preview' | 'member' | 'gift-link' | 'metered' | 'teaser';

export interface AccessVerdict {
  /** The whole body; false: the teaser only. */
  full: boolean;
  reason: AccessReason;
}

/** The reader every shared answer (pages, /_data, feeds, sitemaps, public search) is made for. */
export const PUBLIC_READER: ReaderAccess = Object.freeze({});

/** What `reader` may read of `story` under `policy`: the first reason that applies, in this order. */
export function decideAccess(story: StoryAccess, reader: ReaderAccess, policy: AccessPolicy): AccessVerdict {
  if (!story.premium) return { full: true, reason: 'free' };
  if (!policy.paywall) return { full: true, reason: 'paywall-off' };
  if (reader.preview) return { full: true, reason: 'editor-preview' };
  if (reader.premium) return { full: true, reason: 'member' };
  if (reader.giftLink) return { full: true, reason: 'gift-link' };
  if (reader.metered) return { full: true, reason: 'metered' };
  return { full: false, reason: 'teaser' };
}

/** Whether the public reader gets only the teaser: the page holds a paywall panel, search and sitemaps say so. */
export function isGated(story: StoryAccess, policy: AccessPolicy): boolean {
  return !decideAccess(story, PUBLIC_READER, policy).full;
}

/**
 * The verdict on the part past a story's teaser, for the endpoints that answer only that part
 * (server/api/premium.ts, server/gift-links/router.ts). Null when the story has no such part (it is
 * not premium: the public page holds all of it). They ask as if the paywall were on, as it is for
 * every page that links to them; with the flag off no page asks for the part.
 */
export function decideRest(story: StoryAccess, reader: ReaderAccess): AccessVerdict | null {
  return story.premium ? decideAccess(story, reader, { paywall: true }) : null;
}

/** A story's access facts from a content row (`isPremium` is true, or the story is free). */
export const storyAccess = (row: { isPremium?: unknown } | null | undefined): StoryAccess => ({ premium: row?.isPremium === true });
