/**
 * /account/moderation: the staff's queue of reported comments and of comments held for review
 * (docs/features/comments.md, "On the page"). The server renders only the frame (the page is
 * rendered per request, `private, no-store`, noindex: shared/billing.ts isPersonalPage); the queue
 * comes from GET /api/comments/reported in the browser. Staff hide a comment (its reports close),
 * dismiss its reports, bar its author from commenting, or approve a held one. A visitor is asked to
 * log in; a member who is not staff is told the page is not for them (the API's 403).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ModeratedComment, ModerationQueue } from '../../../shared/comment-moderation.js';
import { MODERATION } from '../../../shared/comment-ui-messages.js';
import { CommentApiError, commentsApi } from '../../api/comments.js';
import { CommentText } from '../../components/comments/CommentText.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import '../../components/comments/comments.css';
import './moderation.css';

type View = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'forbidden' } | { kind: 'failed' } | { kind: 'ready'; queue: ModerationQueue };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export default function ModerationPage() {
  const dispatch = useAppDispatch();
  const { flags } = useFrameData();
  const userId = useAppSelector((s) => s.auth.user?.id ?? (s.auth.user ? 'member' : null));
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState({ text: '', n: 0 });
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setView({ kind: 'ready', queue: await commentsApi.reported(signal) });
    } catch (err) {
      if (signal?.aborted) return;
      const status = err instanceof CommentApiError ? err.status : 0;
      setView({ kind: status === 401 ? 'signed-out' : status === 403 ? 'forbidden' : 'failed' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, userId]);

  /** Runs a staff action, says how it went, and reads the queue again; focus goes back to the heading. */
  const act = async (action: () => Promise<unknown>, done: string) => {
    let text = done;
    try {
      await action();
    } catch (err) {
      text = err instanceof CommentApiError ? err.message : MODERATION.failed;
    }
    setNotice((n) => ({ text, n: n.n + 1 }));
    await load();
    heading.current?.focus();
  };

  return (
    <div className="container container--narrow moderation">
      <Seo title={MODERATION.title} description={MODERATION.title} />
      <h1 className="moderation__title" ref={heading} tabIndex={-1}>
        {MODERATION.title}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {notice.text ? <span key={notice.n}>{notice.text}</span> : null}
      </p>
      {view.kind === 'loading' && (
        <p className="meta" aria-busy="true">
          {MODERATION.loading}
        </p>
      )}
      {view.kind === 'failed' && <p role="alert">{MODERATION.loadFailed}</p>}
      {view.kind === 'forbidden' && <p className="moderation__forbidden">{MODERATION.forbidden}</p>}
      {view.kind === 'signed-out' && (
        <div className="moderation__signed-out">
          <p>{MODERATION.signedOut}</p>
          {flags.login && (
            <button type="button" className="button" onClick={() => dispatch(authActions.openPopup('login'))}>
              {MODERATION.logIn}
            </button>
          )}
        </div>
      )}
      {view.kind === 'ready' && (
        <>
          <section aria-labelledby="moderation-reported">
            <h2 id="moderation-reported">{MODERATION.reportedHeading}</h2>
            {view.queue.reports.length === 0 ? (
              <p>{MODERATION.empty}</p>
            ) : (
              <ul className="moderation__list">
                {view.queue.reports.map((r) => (
                  <li key={r.comment.id} className="moderation__item">
                    <Moderated comment={r.comment} />
                    <p className="moderation__count">{MODERATION.reports(r.count)}</p>
                    <h3 className="moderation__reasons-title">{MODERATION.reasons}</h3>
                    <ul className="moderation__reasons">
                      {r.reasons.map((reason, i) => (
                        <li key={i}>
                          <q>{reason.reason}</q> <span className="meta">{when.format(new Date(reason.createdAt))}</span>
                        </li>
                      ))}
                    </ul>
                    <div className="moderation__actions">
                      {!r.comment.hidden && !r.comment.deleted && (
                        <button type="button" className="button" onClick={() => void act(() => commentsApi.hide(r.comment.id), MODERATION.hiddenDone)}>
                          {MODERATION.hide}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => void act(() => commentsApi.dismiss(r.comment.id), MODERATION.dismissedDone)}
                      >
                        {MODERATION.dismiss}
                      </button>
                      <BarButton comment={r.comment} act={act} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="moderation-held">
            <h2 id="moderation-held">{MODERATION.heldHeading}</h2>
            {view.queue.held.length === 0 ? (
              <p>{MODERATION.heldEmpty}</p>
            ) : (
              <ul className="moderation__list">
                {view.queue.held.map((c) => (
                  <li key={c.id} className="moderation__item">
                    <Moderated comment={c} />
                    <div className="moderation__actions">
                      <button type="button" className="button" onClick={() => void act(() => commentsApi.unhide(c.id), MODERATION.approvedDone)}>
                        {MODERATION.approve}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => void act(() => commentsApi.hide(c.id), MODERATION.hiddenDone)}>
                        {MODERATION.hide}
                      </button>
                      <BarButton comment={c} act={act} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The comment as staff see it: where, who (barred or not), when, and its text (as text, never markup). */
function Moderated({ comment }: { comment: ModeratedComment }) {
  return (
    <article className="moderation__comment" aria-label={`${comment.author.name || '—'}: ${comment.path}`}>
      <p className="comment__meta">
        <span className="comment__author">{comment.author.name || '—'}</span>
        {comment.author.barred && <span className="comment__badge">{MODERATION.barredBadge}</span>}
        <time dateTime={comment.createdAt}>{when.format(new Date(comment.createdAt))}</time>
        {comment.parentId && <span>{MODERATION.reply}</span>}
        {comment.hidden && <span className="comment__badge">{MODERATION.hiddenBadge}</span>}
        {comment.deleted && <span className="comment__badge">{MODERATION.deletedBadge}</span>}
      </p>
      <p className="moderation__story">
        {MODERATION.onStory} <Link to={`${comment.path}#comment-${comment.id}`}>{comment.path}</Link>
      </p>
      <CommentText body={comment.body} />
    </article>
  );
}

function BarButton({ comment, act }: { comment: ModeratedComment; act: (action: () => Promise<unknown>, done: string) => Promise<void> }) {
  const id = comment.author.id;
  if (!id || comment.author.barred) return null;
  return (
    <button
      type="button"
      className="button button--secondary moderation__bar"
      onClick={() => {
        if (window.confirm(MODERATION.confirmBar(comment.author.name))) void act(() => commentsApi.bar(id), MODERATION.barredDone);
      }}
    >
      {MODERATION.bar}
    </button>
  );
}
