/**
 * The staff's side of the comments API (docs/features/comments.md#moderation): the queue of reported
 * comments and of comments held for review, answered by GET /api/comments/reported (staff only).
 * Never an email: staff act on a member by their id (POST /api/comments/members/:id/bar).
 */

/** The staff's page of this queue (client/pages/Moderation/, on the account route): personal, noindex (shared/billing.ts). */
export const MODERATION_PATH = '/account/moderation';

export interface ModeratedComment {
  id: string;
  /** The story's path: the thread it is in. */
  path: string;
  /** Present on a reply: the comment it answers. */
  parentId?: string;
  body: string;
  /** id null and name '' for a deleted account's comment. */
  author: { id: string | null; name: string; barred: boolean };
  createdAt: string;
  editedAt?: string;
  likes: number;
  /** Waiting for review (a new member's link): only its author and staff see it. */
  held: boolean;
  /** Hidden by staff: only its author and staff see it. */
  hidden: boolean;
  /** Deleted by its author. */
  deleted: boolean;
}

export interface ReportedComment {
  comment: ModeratedComment;
  /** Open reports (one per member). */
  count: number;
  /** Each open report's reason, oldest first (who reported is not shown). */
  reasons: { reason: string; createdAt: string }[];
  firstReportedAt: string;
  lastReportedAt: string;
}

export interface ModerationQueue {
  /** Comments with open reports, the most reported first (then the oldest report first). */
  reports: ReportedComment[];
  /** Comments held for review, oldest first: POST /api/comments/:id/unhide approves one. */
  held: ModeratedComment[];
}

/** What POST /api/comments/:id/like (and DELETE) answer. */
export interface CommentLikes {
  likes: number;
  liked: boolean;
}
