/**
 * A story's comment thread (docs/features/comments.md, "On the page"), the on-demand chunk that
 * CommentsSection (client/on-demand.tsx) loads once its section nears the viewport: the count,
 * the sort (oldest first or top), the comments with their replies, and the form for a member who
 * may comment here, or why not (log in; premium; closed; barred). Everything here is fetched in
 * the browser with the reader's session: the server-rendered page is the same for everyone.
 * One polite live region says what happened (posted, saved, deleted, hidden, an error).
 * A link to one comment (`#comment-<id>`: the reply email's, the moderation page's) loads the
 * thread at once and lands on that comment (scrolled to, focused, highlighted): the browser cannot
 * jump there by itself, the comment not being in the page when it looks.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CommentSort } from '../../../shared/comments.js';
import { COMMENTS } from '../../../shared/comment-ui-messages.js';
import { COMMENTS as REASONS } from '../../../shared/comment-messages.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { CommentForm } from './CommentForm.js';
import { CommentItem, type ThreadContext } from './CommentItem.js';
import { loadThread, postComment, useThread, type Failure } from './threadSlice.js';
import './comments.css';

const SORTS: [CommentSort, string][] = [
  ['oldest', COMMENTS.sortOldest],
  ['top', COMMENTS.sortTop],
];

/** The comment a `#comment-<id>` address points at, or null (no hash, another hash, a malformed one). */
export function commentIdOf(hash: string): string | null {
  const m = /^#comment-(.+)$/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export default function Thread({ path }: { path: string }) {
  const section = useRef<HTMLElement>(null);
  const target = commentIdOf(useLocation().hash);
  // Rendered the same on the server and in hydration (the section and its heading); the thread
  // itself once the section is within a screen of the viewport (again for each story visited).
  const [near, setNear] = useState(false);
  useEffect(() => {
    setNear(false);
    if (!section.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    io.observe(section.current);
    return () => io.disconnect();
  }, [path]);
  // A link to one comment: the thread now, wherever the section is (after the reset above).
  useEffect(() => {
    if (target !== null) setNear(true);
  }, [path, target]);
  // A mock article (/mocks/:id) is no story: nothing to comment on.
  if (path.startsWith('/mocks/')) return null;
  return (
    <section ref={section} id="comments" className="comments no-print" aria-labelledby="comments-title">
      {/* Focus lands here when a comment the reader acted on leaves the thread (deleted). */}
      <h2 id="comments-title" className="comments__title" tabIndex={-1}>
        {COMMENTS.heading}
      </h2>
      {near && <ThreadBody key={path} path={path} target={target} />}
    </section>
  );
}

function ThreadBody({ path, target }: { path: string; target: string | null }) {
  const [state, run] = useThread(path);
  const appDispatch = useAppDispatch();
  const { flags } = useFrameData();
  // Logging in or out changes what the API says (mine, liked, the form): the thread is read again.
  const userId = useAppSelector((s) => s.auth.user?.id ?? (s.auth.user ? 'member' : null));

  useEffect(() => {
    const pending = run(loadThread(undefined));
    return () => pending.abort();
  }, [run, userId]);

  const logIn = useCallback(() => {
    if (flags.login) appDispatch(authActions.openPopup('login'));
  }, [appDispatch, flags.login]);

  const { thread, status, sort, notice } = state;
  // Signed in as the API sees the session (the store's user may not be restored yet).
  const signedIn = !!thread && thread.reason !== 'signed-out';
  const ctx: ThreadContext = useMemo(
    () => ({ run, signedIn, canComment: !!thread?.canComment, staff: !!thread?.staff, logIn, target }),
    [run, signedIn, thread?.canComment, thread?.staff, logIn, target],
  );

  // Lands on the linked comment once the thread is in, once per link (not again as the thread
  // changes under the reader). A thread read before the link was followed (the page was open: a
  // reply since) is read again first; a comment still not in it (deleted, hidden) lands on the heading.
  const landed = useRef<string | null>(null);
  // The link the thread was last read for: at first, the one the page opened with.
  const reread = useRef(target);
  const [rereadDone, setRereadDone] = useState(target);
  useEffect(() => {
    if (target === null) landed.current = null;
    if (target === null || !thread || landed.current === target) return;
    const el = document.getElementById(`comment-${target}`);
    if (!el && rereadDone !== target) {
      if (reread.current !== target) {
        reread.current = target;
        void run(loadThread(undefined)).finally(() => setRereadDone(target));
      }
      return;
    }
    landed.current = target;
    const to = el ?? document.getElementById('comments-title');
    to?.scrollIntoView({ block: 'start' });
    // The comment's own article (not its replies) takes focus: a screen reader names its author.
    (el?.querySelector<HTMLElement>(':scope > article') ?? to)?.focus({ preventScroll: true });
  }, [thread, target, rereadDone, run]);

  const fail = (err: unknown): never => {
    if ((err as Failure).status === 401) logIn();
    throw err;
  };

  return (
    <div className="comments__thread" aria-busy={status === 'loading'}>
      <p className="comments__live visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {notice.text ? <span key={notice.n}>{notice.text}</span> : null}
      </p>
      {status === 'loading' && <p className="comments__loading meta">{COMMENTS.loading}</p>}
      {status === 'failed' && (
        <p className="comments__failed">
          {COMMENTS.loadFailed}{' '}
          <button type="button" className="comment__action" onClick={() => void run(loadThread(undefined))}>
            {COMMENTS.retry}
          </button>
        </p>
      )}
      {thread && (
        <>
          <div className="comments__bar">
            <p className="comments__count">{COMMENTS.count(thread.count)}</p>
            {thread.comments.length > 1 && (
              <div className="comments__sort" role="group" aria-label={COMMENTS.sortLabel}>
                {SORTS.map(([key, label]) => (
                  <button
                    key={key}
                    type="button"
                    className="comments__sort-button"
                    aria-pressed={sort === key}
                    onClick={() => sort !== key && void run(loadThread(key))}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </div>
          {thread.comments.length > 0 ? (
            <ol className="comment-list">
              {thread.comments.map((c) => (
                <CommentItem key={c.id} comment={c} ctx={ctx} />
              ))}
            </ol>
          ) : (
            (thread.canComment || thread.reason === 'signed-out') && <p className="comments__none">{COMMENTS.none}</p>
          )}
          <Join
            thread={thread}
            loginFlag={flags.login}
            logIn={logIn}
            post={async (body) => {
              await run(postComment({ body })).unwrap().catch(fail);
            }}
          />
        </>
      )}
    </div>
  );
}

/** Under the thread: the form for a member who may comment, or why not. */
function Join({
  thread,
  loginFlag,
  logIn,
  post,
}: {
  thread: NonNullable<ReturnType<typeof useThread>[0]['thread']>;
  loginFlag: boolean;
  logIn: () => void;
  post: (body: string) => Promise<void>;
}) {
  if (thread.canComment) return <CommentForm className="comments__form" label={COMMENTS.formLabel} submitLabel={COMMENTS.post} onSubmit={post} />;
  const reason = thread.reason ?? 'signed-out';
  if (reason === 'signed-out') {
    return (
      <div className="comments__join">
        <p>{COMMENTS.logInPrompt}</p>
        {loginFlag && (
          <button type="button" className="button comments__log-in" onClick={logIn}>
            {COMMENTS.logIn}
          </button>
        )}
      </div>
    );
  }
  return <p className="comments__join comments__closed">{REASONS.reason[reason]}</p>;
}
