/**
 * The reply email (docs/features/comments.md#reply-emails): the comments service calls the notifier
 * after a reply is stored and visible (its `onReply`); the notifier looks up the parent comment's
 * author, and unless they turned these emails off on /account (member_preferences.comment_replies,
 * no row = on), are barred from commenting, deleted their account or wrote the reply themselves,
 * renders the email (./reply-email.tsx, React Email; on a worker thread in the built server,
 * ./reply-renderer.ts) and hands it to the accounts mailer
 * (server/mail/: SMTP, or the outbox folder without SMTP_URL); in the built server with SMTP_URL
 * the worker thread sends it too, with the mailer's settings (the same message).
 *
 * Fire and forget: the reply's request never waits for the lookup or the SMTP server, and a failure
 * is logged, never thrown. `settled()` resolves once every email asked for so far is sent or given
 * up (tests, and a shutdown that wants them out).
 */
import type { Logger } from 'pino';
import type { Queryable } from '../accounts/db.js';
import type { Mailer } from '../mail/index.js';
import { MailSendError } from '../domain-errors.js';
import { absoluteUrl } from '../../shared/public-url.js';
import type { CommentReplyEvent } from './service.js';
import { defaultReplyEmail, renderInProcess, WorkerSendError, type ReplyEmailRender, type ReplyEmailSend } from './reply-renderer.js';

/** The longest a comment is quoted in the email; the whole of it is one click away. */
export const QUOTE_MAX_CHARS = 600;

export interface ReplyNotifierDeps {
  db: Queryable;
  mailer: Pick<Mailer, 'sendCommentReply'>;
  logger: Logger;
  /** PUBLIC_URL: the email's links are absolute. */
  publicUrl: string;
  siteName: string;
  /** The story's title for the subject, or null/undefined when it cannot be had (the email then names none). */
  storyTitle?: (path: string) => Promise<string | null | undefined>;
  /**
   * Renders the email (./reply-email.tsx): the notifier's default is a worker thread when the server
   * is built, else this thread (./reply-renderer.ts); `deliverReplyEmail` alone renders in this thread.
   */
  render?: ReplyEmailRender;
  /**
   * Renders and sends the email in one step instead of `render` and `mailer` (the notifier's
   * default in the built server with SMTP_URL: the worker thread, ./reply-renderer.ts).
   */
  send?: ReplyEmailSend;
  /** SMTP_URL and MAIL_FROM, for the worker thread to send with (the accounts mailer's settings). */
  smtp?: { SMTP_URL?: string; MAIL_FROM: string };
}

export type ReplyNotifier = ((e: CommentReplyEvent) => void) & {
  /** Resolves when every email asked for so far has been sent or given up. */
  settled(): Promise<void>;
};

/** Why a reply got no email (logged at debug), or 'sent'. */
export type ReplyOutcome = 'sent' | 'no-recipient' | 'own-reply' | 'turned-off' | 'barred' | 'not-visible';

interface Row {
  email: string;
  barred: boolean;
  wanted: boolean;
  parent_body: string;
  parent_gone: boolean;
  reply_user_id: string | null;
  reply_body: string;
  reply_visible: boolean;
}

/** `text` cut at `max` characters (at a word when one ends near), with an ellipsis. */
export function shorten(text: string, max = QUOTE_MAX_CHARS): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}

/**
 * One reply's email, awaited: the lookup (one query: the reply, its parent, the parent's author and
 * their preference), the checks, the render and the send. Throws only what the mailer or the
 * database throw; the notifier catches and logs it.
 */
export async function deliverReplyEmail(deps: ReplyNotifierDeps, e: CommentReplyEvent): Promise<ReplyOutcome> {
  const { rows } = await deps.db.query<Row>(
    `SELECT u.email,
            u.comments_barred_at IS NOT NULL AS barred,
            COALESCE(p.comment_replies, true) AS wanted,
            parent.body AS parent_body,
            parent.deleted_at IS NOT NULL AS parent_gone,
            reply.user_id AS reply_user_id,
            reply.body AS reply_body,
            (reply.deleted_at IS NULL AND reply.held_at IS NULL AND reply.hidden_at IS NULL) AS reply_visible
       FROM comments reply
       JOIN comments parent ON parent.id = reply.parent_id
       JOIN users u ON u.id = parent.user_id
       LEFT JOIN member_preferences p ON p.user_id = u.id
      WHERE reply.id = $1 AND parent.id = $2 AND u.id = $3`,
    [e.commentId, e.parentId, e.parentAuthorId],
  );
  const row = rows[0];
  // The parent's author deleted their account (user_id SET NULL), or the comments are gone.
  if (!row || row.parent_gone) return 'no-recipient';
  if (row.reply_user_id === e.parentAuthorId) return 'own-reply';
  if (!row.wanted) return 'turned-off';
  if (row.barred) return 'barred';
  if (!row.reply_visible) return 'not-visible';

  const storyTitle = deps.storyTitle
    ? await deps.storyTitle(e.path).catch((err: unknown) => {
        deps.logger.warn({ err, path: e.path }, 'reply email: the story title could not be read');
        return undefined;
      })
    : undefined;
  const props = {
    siteName: deps.siteName,
    homeUrl: absoluteUrl(deps.publicUrl, '/'),
    replyAuthorName: e.replyAuthorName,
    storyTitle: storyTitle ?? undefined,
    parentBody: shorten(row.parent_body),
    // The stored body, not the event's: an edit a moment after posting is what the thread shows.
    replyBody: shorten(row.reply_body),
    commentUrl: `${absoluteUrl(deps.publicUrl, e.path)}#comment-${encodeURIComponent(e.commentId)}`,
    settingsUrl: absoluteUrl(deps.publicUrl, '/account'),
  };
  if (deps.send) {
    try {
      await deps.send(row.email, props);
    } catch (err) {
      if (!(err instanceof WorkerSendError) || err.subject === undefined) throw err;
      // Failed at the SMTP server, as the accounts mailer logs and throws it (server/mail/index.ts).
      deps.logger.error({ err, to: row.email, subject: err.subject }, 'sending mail failed');
      throw new MailSendError(err);
    }
    return 'sent';
  }
  const mail = await (deps.render ?? renderInProcess)(props);
  await deps.mailer.sendCommentReply(row.email, mail);
  return 'sent';
}

export function createReplyNotifier(options: ReplyNotifierDeps): ReplyNotifier {
  const deps: ReplyNotifierDeps = { ...options, ...(options.render || options.send ? {} : defaultReplyEmail(options.smtp)) };
  const pending = new Set<Promise<void>>();
  const notify = (e: CommentReplyEvent) => {
    const job = deliverReplyEmail(deps, e)
      .then((outcome) => {
        if (outcome === 'sent') deps.logger.info({ commentId: e.commentId, parentId: e.parentId }, 'reply email sent');
        else deps.logger.debug({ commentId: e.commentId, parentId: e.parentId, outcome }, 'no reply email');
      })
      .catch((err: unknown) => {
        deps.logger.error({ err, commentId: e.commentId, parentId: e.parentId }, 'reply email failed');
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  return Object.assign(notify, {
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  });
}
