/**
 * What members and staff read about comments (docs/features/comments.md): the API's refusals (the
 * `error.message` of each 4xx) and why the form is not offered (CommentThread.reason). The client's
 * own labels live with the thread's component.
 */
import { COMMENT_MAX_LENGTH } from './comments.js';

export const COMMENTS = {
  // ----- why the viewer may not comment here (CommentThread.reason) -----
  reason: {
    'signed-out': 'Log in to comment.',
    premium: 'Comments on this story are for subscribers who can read it.',
    off: 'Comments are closed.',
    barred: 'You can no longer comment. Write to us if you think this is a mistake.',
  },

  // ----- bad input (400) -----
  bodyMissing: 'Write something before you post.',
  bodyTooLong: `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  bodyNotText: 'A comment must be text.',
  bodyControlChars: 'A comment cannot hold control characters.',
  pathInvalid: 'Give the path of a story, e.g. /sections/news/articles/the-slug.',
  parentInvalid: 'That is not a comment you can reply to.',
  replyToReply: 'You can reply to a comment, not to a reply.',
  parentElsewhere: 'That comment is under another story.',
  sortInvalid: 'Sort by oldest or top.',
  reasonMissing: 'Say why you are reporting this comment.',
  reasonTooLong: 'A report can be at most 1,000 characters.',

  // ----- not found (404) -----
  storyNotFound: 'There is no story at that path.',
  commentNotFound: 'That comment does not exist or was removed.',
  memberNotFound: 'There is no member with that id.',

  // ----- refused (403) -----
  off: 'Comments are closed on this story.',
  siteOff: 'Comments are switched off on this site.',
  premiumOnly: 'Comments on this story are for subscribers who can read it.',
  paidOnly: 'Comments are for subscribers.',
  barred: 'You can no longer comment. Write to us if you think this is a mistake.',
  notAuthor: 'Only its author can change or delete a comment.',
  editWindowOver: 'A comment can be edited for 15 minutes after it is posted. You can still delete it.',
  staffOnly: 'Only staff can moderate comments.',

  // ----- limits (429) -----
  tooManyPerMinute: (limit: number) => `You can post ${limit} comments a minute. Wait a moment and try again.`,
  tooManyPerHour: (limit: number) => `You can post ${limit} comments an hour. Try again later.`,

  // ----- outcomes -----
  /** Shown to the author of a comment held for review (CommentView.held). */
  held: 'Your comment holds a link, so it waits for a moderator before others see it.',
  hidden: 'A moderator hid this comment: only you can see it.',
  /** A deleted comment kept as the head of its replies (its body and name are ''). */
  deleted: 'This comment was deleted.',
  /** The name shown for a member who gave none. */
  anonymous: 'A reader',

  // ----- operator commands (npm run accounts -- ...) -----
  staffGranted: (email: string) => `${email}: staff (may moderate comments)`,
  staffRevoked: (email: string) => `${email}: no longer staff`,
  barredMember: (email: string) => `${email}: barred from commenting`,
  unbarredMember: (email: string) => `${email}: may comment again`,
  noSuchMember: (email: string) => `No member has the email ${email}`,
} as const;
