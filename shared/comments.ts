/**
 * The comments API (docs/features/comments.md), shared by server/comments/ and the client.
 * GET /api/comments?path=&sort=oldest|top is public and never carries an email.
 */

export type CommentSort = 'oldest' | 'top';

export interface CommentView {
  id: string;
  /** Plain text as written; the client shows it escaped, line breaks kept, links made clickable. */
  body: string;
  /** name is '' for a deleted account's comment. */
  author: { name: string };
  createdAt: string;
  editedAt?: string;
  likes: number;
  /** The viewer's own relation to it (present when the request has a session). */
  mine?: boolean;
  liked?: boolean;
  /** Seen only by its author (and staff): held for review, or hidden by staff. */
  held?: boolean;
  hidden?: boolean;
  /** Replies (one level; a reply's replies is always []). */
  replies: CommentView[];
}

export interface CommentThread {
  comments: CommentView[];
  count: number;
  /** Whether the viewer may post here, and if not why (for the form): see shared/comment-messages.ts. */
  canComment?: boolean;
  reason?: 'signed-out' | 'premium' | 'off' | 'barred';
  /** The viewer is staff (shows the moderation buttons). */
  staff?: boolean;
}

/** Limits a member meets (server/comments/). */
export const COMMENT_MAX_LENGTH = 5000;
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

/** COMMENTS setting: who may comment site-wide. */
export type CommentsSetting = 'members' | 'paid' | 'off';
