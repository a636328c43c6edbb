/**
 * What the reply email says (server/comments/notify.ts, server/comments/reply-email.tsx) and the
 * /account switch that turns it off (client/pages/Account/CommentReplies.tsx). Kept apart from
 * shared/comment-messages.ts (the thread's own words), which the story page loads.
 */
export const COMMENT_REPLY_EMAIL = {
  /** A reply from a deleted account or one without a name. */
  someone: 'Someone',
  subject: (who: string, title: string | undefined) =>
    title ? `${who} replied to your comment on \u201c${title}\u201d` : `${who} replied to your comment`,
  /** The preview line inbox lists show after the subject. */
  preview: (who: string) => `${who} replied to your comment.`,
  intro: (who: string, title: string | undefined, siteName: string) =>
    title ? `${who} replied to your comment on \u201c${title}\u201d at ${siteName}.` : `${who} replied to your comment at ${siteName}.`,
  yourComment: 'Your comment',
  theirReply: (who: string) => `${who} wrote`,
  /** The button to the reply in its thread. */
  open: 'See the reply',
  /** The footer: why this came, and where to stop it. */
  why: 'You get this email because you commented and asked to hear about replies.',
  turnOff: 'Turn off reply emails on your account page',
  /** The plain-text part's line for the same link. */
  turnOffText: 'To stop these emails, turn them off on your account page:',
};

/** The /account card's switch (client/pages/Account/CommentReplies.tsx). */
export const COMMENT_REPLY_SETTING = {
  heading: 'Comments',
  label: 'Email me when someone replies to my comments',
  savedOn: 'You will get an email when someone replies to your comments.',
  savedOff: 'You will not get emails about replies to your comments.',
  loadFailed: 'Your comment settings could not be loaded. Try again later.',
  saveFailed: 'Your choice could not be saved. Try again.',
};
