/**
 * The browser's client for /api/comments (docs/features/comments.md): the thread under a story,
 * posting, editing, deleting, liking, reporting, and the staff's moderation calls. Same-origin with
 * the session cookie, JSON both ways. A refusal throws a CommentApiError carrying the server's
 * status and text (`error.message`), which the thread shows as it is.
 */
import type { CommentSort, CommentThread, CommentView } from '../../shared/comments.js';
import type { CommentLikes, ModerationQueue } from '../../shared/comment-moderation.js';
import { COMMENTS } from '../../shared/comment-ui-messages.js';

const API = '/api/comments';

export class CommentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CommentApiError';
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

async function call<T>(method: string, url: string, body?: object, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new CommentApiError(COMMENTS.failed, 0, 'network');
  }
  const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok) {
    const error = json?.error;
    const fallback = res.status === 429 ? COMMENTS.rateLimited : COMMENTS.failed;
    const message = typeof error?.message === 'string' && error.message ? error.message : fallback;
    throw new CommentApiError(message, res.status, typeof error?.code === 'string' ? error.code : `http-${res.status}`);
  }
  if (json === null && res.status !== 204) throw new CommentApiError(COMMENTS.failed, res.status, 'bad-answer');
  return (json ?? {}) as T;
}

const one = (id: string, action = '') => `${API}/${encodeURIComponent(id)}${action}`;

export const commentsApi = {
  thread: (path: string, sort: CommentSort, signal?: AbortSignal) =>
    call<CommentThread>('GET', `${API}?${new URLSearchParams({ path, ...(sort === 'top' ? { sort } : {}) })}`, undefined, signal),
  post: (path: string, body: string, parentId?: string) =>
    call<{ comment: CommentView }>('POST', API, parentId ? { path, body, parentId } : { path, body }),
  edit: (id: string, body: string) => call<{ comment: CommentView }>('PATCH', one(id), { body }),
  remove: (id: string) => call<unknown>('DELETE', one(id)),
  like: (id: string, liked: boolean) => call<CommentLikes>(liked ? 'POST' : 'DELETE', one(id, '/like')),
  report: (id: string, reason: string) => call<unknown>('POST', one(id, '/report'), { reason }),
  hide: (id: string) => call<unknown>('POST', one(id, '/hide')),
  unhide: (id: string) => call<unknown>('POST', one(id, '/unhide')),
  reported: (signal?: AbortSignal) => call<ModerationQueue>('GET', `${API}/reported`, undefined, signal),
  dismiss: (id: string) => call<unknown>('POST', one(id, '/dismiss')),
  bar: (memberId: string) => call<{ barred: boolean }>('POST', `${API}/members/${encodeURIComponent(memberId)}/bar`),
};

export type CommentsApi = typeof commentsApi;
