/**
 * Who may post under a story (docs/features/comments.md#who-may-comment), in one place: the thread's
 * `canComment`/`reason` and POST /api/comments's refusals both come from here. Pure.
 *
 * In this order: comments off (COMMENTS=off, or the story's Studio switch) -> 'off'; nobody signed
 * in -> 'signed-out'; a barred member -> 'barred'; COMMENTS=paid and not a premium member, or a
 * premium story the member cannot read (the one access rule, server/members/access.ts) -> 'premium'.
 */
import { decideAccess } from '../members/access.js';
import type { CommentThread, CommentsSetting } from '../../shared/comments.js';
import { COMMENTS } from '../../shared/comment-messages.js';
import type { CommentStory } from './stories.js';

export type CommentRefusal = NonNullable<CommentThread['reason']>;

export interface CommentPolicyInput {
  setting: CommentsSetting;
  /** FEATURE_PAYWALL. */
  paywall: boolean;
  story: CommentStory;
  /** Null: nobody signed in. */
  member: { premium: boolean; barred: boolean } | null;
}

export type CommentVerdict = { canComment: true } | { canComment: false; reason: CommentRefusal; message: string };

export function decideCommenting({ setting, paywall, story, member }: CommentPolicyInput): CommentVerdict {
  if (setting === 'off') return { canComment: false, reason: 'off', message: COMMENTS.siteOff };
  if (story.commentsOff) return { canComment: false, reason: 'off', message: COMMENTS.off };
  if (!member) return { canComment: false, reason: 'signed-out', message: COMMENTS.reason['signed-out'] };
  if (member.barred) return { canComment: false, reason: 'barred', message: COMMENTS.barred };
  if (setting === 'paid' && !member.premium) return { canComment: false, reason: 'premium', message: COMMENTS.paidOnly };
  if (!decideAccess(story.access, { premium: member.premium }, { paywall }).full) return { canComment: false, reason: 'premium', message: COMMENTS.premiumOnly };
  return { canComment: true };
}
