/**
 * The public thread of a story, kept in memory (docs/features/comments.md#freshness): per path, sort
 * and what the form says to a signed-out reader (`reason`), the thread as the public sees it and its
 * answer's bytes, JSON, gzip and Brotli, so a signed-out read costs no query, no serialisation and
 * no compression. lru-cache's fetchMethod makes concurrent reads of one key share one computation
 * (no hand-rolled coalescing: docs/decisions/content-cache-ttl-windows.md); memory is bounded by
 * bytes (maxSize).
 *
 * Freshness, in this process. Every write to a path moves the path's version on. A write that takes
 * something away or changes it (an edit, a delete, a hide; an approval or unhide too) is *hard*: no
 * read is answered from an entry older than it, the next one waits for a fresh thread (one
 * computation, shared). A post or a like is *soft*: the first in `refreshMs` is hard, the ones after
 * it in that window only mark the entry outdated; a read of an outdated entry computed at least
 * `refreshMs` ago is answered from it while one computation runs in the background
 * (stale-while-revalidate). So a burst of writes recomputes a thread at most about once per
 * `refreshMs`, not once per write, and a post is seen by others within about `refreshMs` plus one
 * computation.
 *
 * Other processes (replicas on one PostgreSQL) do not hear of this process's writes: an entry is
 * recomputed in the background once it is `ttlMs` old, which bounds how late they catch up.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CommentSort, CommentThread, CommentView } from '../../shared/comments.js';
import { brotliOnce } from '../render/page-cache.js';

const gzipAsync = promisify(gzip);

/** The thread as a signed-out reader sees it (no `mine`, `liked`, `held`, `hidden`). */
export interface PublicThread {
  comments: CommentView[];
  count: number;
}

/** What a signed-out reader is told of the form: the story's or the site's switch, or "log in". */
export type PublicReason = 'signed-out' | 'off';

export interface PublicAnswer {
  thread: PublicThread;
  /** `{comments, count, canComment: false, reason}` as JSON, and compressed. */
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The path's version when its computation began. */
  version: number;
  /** When its computation began (performance.now()). */
  startedAt: number;
}

export interface ThreadCacheOptions {
  /** A burst of posts and likes recomputes a thread at most about this often; 0: every write is hard. */
  refreshMs: number;
  /** An entry this old is recomputed in the background (bounds how late other replicas' writes show). */
  ttlMs: number;
  /** Memory for kept answers. */
  maxBytes: number;
}

export const DEFAULT_THREAD_CACHE: ThreadCacheOptions = { refreshMs: 1000, ttlMs: 5000, maxBytes: 32 * 1024 * 1024 };

export interface ThreadCache {
  /** The public answer for `path`, from memory when fresh enough, else computed (once, shared). */
  get(path: string, sort: CommentSort, reason: PublicReason): Promise<PublicAnswer>;
  /** A write to `path` committed; `hard`: no read may be answered from before it. */
  changed(path: string, hard: boolean): void;
  /** Computations run (tests, operators). */
  readonly computations: number;
}

interface Key {
  path: string;
  sort: CommentSort;
  reason: PublicReason;
}

const keyOf = ({ path, sort, reason }: Key) => `${sort} ${reason} ${path}`;

export function createThreadCache(compute: (path: string, sort: CommentSort) => Promise<PublicThread>, options: Partial<ThreadCacheOptions> = {}): ThreadCache {
  const { refreshMs, ttlMs, maxBytes } = { ...DEFAULT_THREAD_CACHE, ...options };
  /** Per path: its version (writes so far), the version no read may be older than, and when that was set. */
  const paths = new Map<string, { version: number; must: number; hardAt: number }>();
  const stateOf = (path: string) => {
    let s = paths.get(path);
    if (!s) {
      s = { version: 0, must: 0, hardAt: -Infinity };
      paths.set(path, s);
    }
    return s;
  };
  let computations = 0;

  const answers = new LRUCache<string, PublicAnswer, Key>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    // The bytes, and about twice the JSON's length for the parsed thread kept beside them.
    sizeCalculation: (a) => a.json.length * 3 + a.gzip.length + a.br.length,
    ttl: ttlMs,
    // Past its ttl an answer is still served while one computation replaces it.
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A failed computation (the database away) keeps serving what there was.
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const startedAt = performance.now();
      const version = stateOf(context.path).version;
      computations += 1;
      const thread = await compute(context.path, context.sort);
      const body: CommentThread = { ...thread, canComment: false, reason: context.reason };
      const json = Buffer.from(JSON.stringify(body));
      // On libuv's thread pool, not the event loop.
      const [gz, br] = await Promise.all([gzipAsync(json, { level: 6 }), brotliOnce(json)]);
      return { thread, json, gzip: gz, br, version, startedAt };
    },
  });

  const fetch = async (key: Key, opts: { forceRefresh?: boolean; allowStale?: boolean } = {}): Promise<PublicAnswer> => {
    const a = await answers.fetch(keyOf(key), { context: key, ...opts });
    if (!a) throw new Error('comment thread computation produced nothing');
    return a;
  };

  return {
    async get(path, sort, reason) {
      const key = { path, sort, reason };
      const state = stateOf(path);
      let a = await fetch(key);
      // Older than a hard write: wait for a thread computed after it (joining one under way). A
      // computation that began before a later hard write is not enough either, hence the loop,
      // bounded: under a stream of hides the third is served whatever its age.
      for (let i = 0; i < 3 && a.version < state.must; i++) a = await fetch(key, { forceRefresh: true, allowStale: false });
      if (a.version < state.version && performance.now() - a.startedAt >= refreshMs) {
        // Outdated by soft writes: refresh in the background, this read gets what there is.
        answers.fetch(keyOf(key), { context: key, forceRefresh: true, allowStale: true }).catch(() => undefined);
      }
      return a;
    },
    changed(path, hard) {
      const s = stateOf(path);
      s.version += 1;
      const now = performance.now();
      if (hard || now - s.hardAt >= refreshMs) {
        s.must = s.version;
        s.hardAt = now;
      }
    },
    get computations() {
      return computations;
    },
  };
}
