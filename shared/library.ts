/**
 * The reader's library API (docs/features/library.md): the shapes of /api/library/* and
 * /api/account/preferences, shared by the server (server/library/, server/preferences/) and the
 * client. Every answer is JSON, `private, no-store`; signed out is a 401.
 */
import type { ArticleSummary } from './content/summaries.js';

/** What can be saved or is recorded as read: a story's own page. */
export type StoryKind = 'article' | 'feature' | 'recipe' | 'episode';

/** GET /api/library/saved → { items }, newest first. PUT/DELETE /api/library/saved {"path"}. */
export interface SavedItem {
  path: string;
  title: string;
  kind: StoryKind;
  savedAt: string;
}

/** GET /api/library/history → { items, enabled }, newest first. POST {"path"} records a read; DELETE clears. */
export interface HistoryItem {
  path: string;
  title: string;
  kind: StoryKind;
  readAt: string;
}

export type FollowKind = 'author' | 'section' | 'tag';
export const FOLLOW_KINDS: readonly FollowKind[] = ['author', 'section', 'tag'];

/** GET /api/library/follows → { follows }. PUT/DELETE /api/library/follows {"kind", "slug"}. */
export interface Follow {
  kind: FollowKind;
  slug: string;
  name: string;
}

/** GET /api/library/for-you?offset=N → the newest released stories of what the member follows. */
export interface ForYouPage {
  items: ArticleSummary[];
  total: number;
  /** How many follows the member has (0: the page invites them to follow). */
  follows: number;
}

/** GET /api/library/feed → { url }; POST /api/library/feed → { url } (a new address; the old one answers 410). */
export interface LibraryFeed {
  url: string;
}

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
export type TextSize = 'small' | 'medium' | 'large' | 'x-large';
export const TEXT_SIZES: readonly TextSize[] = ['small', 'medium', 'large', 'x-large'];

/** GET /api/account/preferences → Preferences; PATCH with any subset of it → Preferences. */
export interface Preferences {
  theme: Theme;
  textSize: TextSize;
  /** Whether reads are recorded in the history. */
  history: boolean;
  /** Whether the member gets an email when someone replies to their comment. */
  commentReplies: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', textSize: 'medium', history: true, commentReplies: true };
