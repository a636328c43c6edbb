/**
 * The browser's client for the reader's library (/api/library/*, docs/features/library.md) and the
 * history switch of /api/account/preferences: the shapes of shared/library.ts, with the session
 * cookie (same-origin), JSON both ways. Loaded on demand with the library's thunks
 * (client/store/libraryThunks.ts), never in a page's own scripts.
 */
import type { Follow, FollowKind, ForYouPage, HistoryItem, LibraryFeed, Preferences, SavedItem } from '../../shared/library.js';
import { LIBRARY_UI } from '../../shared/library-ui-messages.js';

/** A call that failed: its HTTP status (0 when the server could not be reached) and the text the reader sees. */
export class LibraryApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LibraryApiError';
  }
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

async function call<T>(method: Method, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new LibraryApiError(0, LIBRARY_UI.failed);
  }
  const answer = (await res.json().catch(() => ({}))) as { error?: { message?: unknown } | string };
  if (!res.ok) {
    const message = typeof answer.error === 'string' ? answer.error : answer.error?.message;
    throw new LibraryApiError(res.status, res.status === 401 ? LIBRARY_UI.signedOut : typeof message === 'string' && message ? message : LIBRARY_UI.failed);
  }
  return answer as T;
}

const SAVED = '/api/library/saved';
const HISTORY = '/api/library/history';
const FOLLOWS = '/api/library/follows';
const FEED = '/api/library/feed';

export const libraryApi = {
  saved: (signal?: AbortSignal) => call<{ items: SavedItem[] }>('GET', SAVED, undefined, signal).then((a) => a.items ?? []),
  save: (path: string) => call<unknown>('PUT', SAVED, { path }),
  unsave: (path: string) => call<unknown>('DELETE', SAVED, { path }),
  history: (signal?: AbortSignal) =>
    call<{ items: HistoryItem[]; enabled?: boolean }>('GET', HISTORY, undefined, signal).then((a) => ({ items: a.items ?? [], enabled: a.enabled !== false })),
  read: (path: string) => call<unknown>('POST', HISTORY, { path }),
  clearHistory: () => call<unknown>('DELETE', HISTORY),
  follows: (signal?: AbortSignal) => call<{ follows: Follow[] }>('GET', FOLLOWS, undefined, signal).then((a) => a.follows ?? []),
  follow: (kind: FollowKind, slug: string) => call<unknown>('PUT', FOLLOWS, { kind, slug }),
  unfollow: (kind: FollowKind, slug: string) => call<unknown>('DELETE', FOLLOWS, { kind, slug }),
  forYou: (offset: number, signal?: AbortSignal) => call<ForYouPage>('GET', `/api/library/for-you${offset > 0 ? `?offset=${offset}` : ''}`, undefined, signal),
  feed: () => call<LibraryFeed>('GET', FEED).then((a) => a.url),
  newFeed: () => call<LibraryFeed>('POST', FEED).then((a) => a.url),
  preferences: (patch: Partial<Preferences>) => call<Preferences>('PATCH', '/api/account/preferences', patch),
};

export type LibraryApi = typeof libraryApi;
