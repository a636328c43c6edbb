/**
 * One comment (or a reply) in the thread: who wrote it and when, "edited", its text, likes, and
 * what the viewer may do with it: reply (top-level comments only: one level), edit for 15 minutes
 * and delete their own, report someone else's with a reason, and (staff) hide or unhide. Focus
 * goes to the field a button opens, and back to that button when it closes.
 */
import { useRef, useState } from 'react';
import { COMMENT_EDIT_WINDOW_MS, type CommentView } from '../../../shared/comments.js';
import { COMMENTS } from '../../../shared/comment-ui-messages.js';
import { CommentForm } from './CommentForm.js';
import { CommentText } from './CommentText.js';
import { changeComment, editComment, likeComment, postComment, reportComment, type Failure, type useThread } from './threadSlice.js';

export interface ThreadContext {
  run: ReturnType<typeof useThread>[1];
  signedIn: boolean;
  canComment: boolean;
  staff: boolean;
  /** Opens the log-in dialog (a visitor pressed Like or Reply). */
  logIn: () => void;
  /** The comment the address links to (`#comment-<id>`): highlighted, its article focusable for the landing. */
  target: string | null;
}

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : when.format(d);
}

/** The longest reason a report takes (the comment_reports table's check). */
const REPORT_MAX_LENGTH = 1000;

type Open = 'none' | 'reply' | 'edit' | 'report';

export function CommentItem({ comment, ctx, reply = false }: { comment: CommentView; ctx: ThreadContext; reply?: boolean }) {
  const [open, setOpen] = useState<Open>('none');
  const buttons = {
    reply: useRef<HTMLButtonElement>(null),
    edit: useRef<HTMLButtonElement>(null),
    report: useRef<HTMLButtonElement>(null),
  };
  const name = comment.author.name;
  const removed = !comment.body && !name;
  const canEdit = comment.mine && Date.now() - new Date(comment.createdAt).getTime() < COMMENT_EDIT_WINDOW_MS;
  const { run } = ctx;

  const close = (which: Exclude<Open, 'none'>) => {
    setOpen('none');
    // After React has put the button back in place of the form.
    requestAnimationFrame(() => buttons[which].current?.focus());
  };
  const fail = (err: unknown): never => {
    const f = err as Failure;
    if (f.status === 401) ctx.logIn();
    throw f;
  };

  const targeted = ctx.target === comment.id;

  return (
    <li
      className={`comment${reply ? ' comment--reply' : ''}${comment.hidden ? ' comment--hidden' : ''}${targeted ? ' comment--target' : ''}`}
      id={`comment-${comment.id}`}
    >
      {/* Focused when a link lands here (Thread.tsx): the comment itself, named by its author. */}
      <article aria-labelledby={`comment-${comment.id}-by`} tabIndex={targeted ? -1 : undefined}>
        <header className="comment__meta">
          <span className="comment__author" id={`comment-${comment.id}-by`}>
            {name || COMMENTS.formerMember}
          </span>
          <time className="comment__time" dateTime={comment.createdAt}>
            {formatTime(comment.createdAt)}
          </time>
          {comment.editedAt && (
            <span className="comment__edited" title={formatTime(comment.editedAt)}>
              {COMMENTS.edited}
            </span>
          )}
          {comment.held && <span className="comment__badge">{COMMENTS.heldBadge}</span>}
          {comment.hidden && <span className="comment__badge">{comment.mine ? COMMENTS.hiddenBadge : COMMENTS.hiddenStaffBadge}</span>}
        </header>
        {open === 'edit' ? (
          <CommentForm
            label={COMMENTS.editLabel}
            submitLabel={COMMENTS.save}
            initial={comment.body}
            autoFocus
            onCancel={() => close('edit')}
            onSubmit={async (body) => {
              await run(editComment({ id: comment.id, body }))
                .unwrap()
                .catch(fail);
              close('edit');
            }}
          />
        ) : removed ? (
          <p className="comment__body comment__body--removed">{COMMENTS.removed}</p>
        ) : (
          <CommentText body={comment.body} />
        )}
        {!removed && (
          <div className="comment__actions">
            <button
              type="button"
              className={`comment__action comment__like${comment.liked ? ' comment__like--on' : ''}`}
              aria-pressed={!!comment.liked}
              aria-label={`${COMMENTS.likeLabel(name)}, ${COMMENTS.likes(comment.likes)}`}
              disabled={comment.mine}
              onClick={() => (ctx.signedIn ? void run(likeComment({ id: comment.id, like: !comment.liked })) : ctx.logIn())}
            >
              <span aria-hidden="true">♥ </span>
              {COMMENTS.likes(comment.likes)}
            </button>
            {!reply && open !== 'reply' && (ctx.canComment || !ctx.signedIn) && (
              <button
                ref={buttons.reply}
                type="button"
                className="comment__action"
                aria-expanded={false}
                onClick={() => (ctx.signedIn ? setOpen('reply') : ctx.logIn())}
              >
                {COMMENTS.reply}
              </button>
            )}
            {canEdit && open !== 'edit' && (
              <button ref={buttons.edit} type="button" className="comment__action" onClick={() => setOpen('edit')}>
                {COMMENTS.edit}
              </button>
            )}
            {comment.mine && (
              <button
                type="button"
                className="comment__action"
                onClick={() => {
                  if (!window.confirm(COMMENTS.confirmDelete)) return;
                  void run(changeComment({ id: comment.id, action: 'remove' }))
                    .unwrap()
                    .then(
                      () => document.getElementById('comments-title')?.focus(),
                      () => undefined,
                    );
                }}
              >
                {COMMENTS.delete}
              </button>
            )}
            {ctx.signedIn && !comment.mine && open !== 'report' && (
              <button ref={buttons.report} type="button" className="comment__action" aria-expanded={false} onClick={() => setOpen('report')}>
                {COMMENTS.report}
              </button>
            )}
            {ctx.staff && (
              <button
                type="button"
                className="comment__action comment__moderate"
                onClick={() =>
                  void run(
                    changeComment({
                      id: comment.id,
                      action: comment.hidden ? 'unhide' : 'hide',
                    }),
                  )
                }
              >
                {comment.hidden ? COMMENTS.unhide : COMMENTS.hide}
              </button>
            )}
          </div>
        )}
        {open === 'report' && (
          <CommentForm
            className="comment-form--report"
            label={COMMENTS.reportLabel}
            max={REPORT_MAX_LENGTH}
            tooLong={COMMENTS.reportTooLong}
            submitLabel={COMMENTS.reportSend}
            autoFocus
            onCancel={() => close('report')}
            onSubmit={async (reason) => {
              await run(reportComment({ id: comment.id, reason }))
                .unwrap()
                .catch(fail);
              close('report');
            }}
          />
        )}
      </article>
      {(comment.replies.length > 0 || open === 'reply') && (
        <div className="comment__replies">
          {comment.replies.length > 0 && (
            <ul className="comment-list" aria-label={COMMENTS.repliesLabel(name)}>
              {comment.replies.map((r) => (
                <CommentItem key={r.id} comment={r} ctx={ctx} reply />
              ))}
            </ul>
          )}
          {open === 'reply' && (
            <CommentForm
              label={COMMENTS.replyLabel(name)}
              submitLabel={COMMENTS.postReply}
              autoFocus
              onCancel={() => close('reply')}
              onSubmit={async (body) => {
                await run(postComment({ body, parentId: comment.id }))
                  .unwrap()
                  .catch(fail);
                close('reply');
              }}
            />
          )}
        </div>
      )}
    </li>
  );
}
