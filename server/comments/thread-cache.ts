/**
 * The public thread of a story, kept in memory (docs/features/comments.md#freshness): per path, sort
 * and what the form says to a signed-out reader (`reason`), the thread as the public sees it, each
 * top-level comment's JSON, and the answer's bytes made on first ask (JSON, then gzip or Brotli in
 * the coding a reader asks for), so a signed-out read costs no query and, mostly, no serialisation
 * and no compression. lru-cache's fetchMethod makes concurrent reads of one key share one
 * computation (no hand-rolled coalescing: docs/decisions/content-cache-ttl-windows.md); memory is
 * bounded by bytes (maxSize).
 *
 * Freshness, in this process. Every write to a path moves the path's version on.
 * - A post or a like is *patched*: the service hands the change (the new comment as the public sees
 *   it, under its parent for a reply; a comment's new like count) and every kept thread of the path
 *   takes it in memory (`applyPatch`), exactly where a computation would put it, without a query.
 *   Only the changed top-level comment is serialised again; the answer's bytes are joined and
 *   compressed when a reader first asks for them. A computation under way when a patch comes replays
 *   the patches that came during it on its result (they are idempotent: a comment already there is
 *   not added twice), so it never loses one.
 * - Anything else (an edit, a delete, a hide, an unhide or approval), or a patch that cannot be
 *   placed exactly (its parent or comment is not in the kept thread, two comments of one
 *   millisecond), is *hard*: no read is answered from an entry older than it, the next one waits for
 *   a fresh computation (one, shared).
 *
 * Other processes (replicas on one PostgreSQL) do not hear of this process's writes, nor does this
 * one of a renamed or deleted account: an entry is recomputed in the background once it is `ttlMs`
 * old (readers get the kept one meanwhile), which bounds how late they show.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CommentSort, CommentView } from '../../shared/comments.js';
import { KEPT_GZIP, STREAMED_BROTLI_QUALITY } from '../render/page-cache.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The thread as a signed-out reader sees it (no `mine`, `liked`, `held`, `hidden`). */
export interface PublicThread {
  comments: CommentView[];
  count: number;
}

/** What a signed-out reader is told of the form: the story's or the site's switch, or "log in". */
export type PublicReason = 'signed-out' | 'off';

export type Coding = 'br' | 'gzip' | null;

/**
 * A change to the public thread, applied in memory. `comment` is the new comment as the public sees
 * it (no viewer fields), `parentId` its parent for a reply; `likes` a comment's like count now.
 */
export type ThreadPatch = { kind: 'post'; comment: CommentView; parentId: string | null } | { kind: 'likes'; id: string; likes: number };

/** A kept thread: the thread and each top-level comment's JSON, in the thread's order. */
export interface KeptThread {
  thread: PublicThread;
  parts: readonly string[];
}

export interface PublicAnswer {
  readonly thread: PublicThread;
  /** The path's version this answer shows (every write before it, none after). */
  readonly version: number;
  /** `{comments, count, canComment: false, reason}` as JSON (joined on first ask). */
  json(): Buffer;
  /** The JSON in `coding`, compressed on the first ask for it (on libuv's thread pool) and kept. */
  encoded(coding: Coding): Promise<Buffer>;
}

export interface ThreadCacheOptions {
  /** An entry this old is recomputed in the background (bounds how late other replicas' writes show). */
  ttlMs: number;
  /** Memory for kept answers. */
  maxBytes: number;
}

export const DEFAULT_THREAD_CACHE: ThreadCacheOptions = { ttlMs: 5000, maxBytes: 32 * 1024 * 1024 };

export interface ThreadCache {
  /** The public answer for `path`, from memory when fresh enough, else computed (once, shared). */
  get(path: string, sort: CommentSort, reason: PublicReason): Promise<PublicAnswer>;
  /** A write to `path` committed that is not patched: no read may be answered from before it. */
  changed(path: string): void;
  /** A post or a like committed: applied to the kept threads of `path` in memory. */
  patch(path: string, patch: ThreadPatch): void;
  /** Computations run (tests, operators). */
  readonly computations: number;
}

/** Top-level comments between yields to the event loop while a computation serialises them. */
const SERIALISE_BATCH = 200;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A deleted comment's empty head (a comment a member wrote is never empty). */
const isTombstone = (c: CommentView) => c.body === '';

/**
 * Where `a` goes against `b` among top-level comments in `sort` (a computation's order: oldest
 * first by (created_at, id), or for `top` by likes, ties oldest first): negative before, positive
 * after, 0 when it cannot be told in memory: two comments of one millisecond (the database keeps
 * microseconds) or the same comment.
 */
function order(a: CommentView, b: CommentView, sort: CommentSort): number {
  if (sort === 'top' && a.likes !== b.likes) return b.likes - a.likes;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return 0;
}

/** The index `c` goes in `list` (ordered), or -1 when it cannot be told. Scans from the end: a new comment is mostly last. */
function slot(list: readonly CommentView[], c: CommentView, sort: CommentSort): number {
  let i = list.length;
  while (i > 0) {
    const o = order(list[i - 1]!, c, sort);
    if (o === 0) return -1;
    if (o < 0) break;
    i -= 1;
  }
  return i;
}

const withAt = <T>(list: readonly T[], i: number, x: T): T[] => [...list.slice(0, i), x, ...list.slice(i)];
const without = <T>(list: readonly T[], i: number): T[] => [...list.slice(0, i), ...list.slice(i + 1)];

/**
 * `kept` with `patch` applied as a computation from the database would give it, or null when it
 * cannot be placed exactly (the caller then recomputes). Pure: copies what changes. A patch already
 * in (a computation that read the comment) changes nothing.
 */
export function applyPatch(kept: KeptThread, patch: ThreadPatch, sort: CommentSort): KeptThread | null {
  const { comments, count } = kept.thread;
  const id = patch.kind === 'post' ? patch.comment.id : patch.id;
  const top = comments.findIndex((c) => c.id === id);
  const parentIndex = top >= 0 ? -1 : comments.findIndex((c) => c.replies.some((r) => r.id === id));

  if (patch.kind === 'post') {
    if (top >= 0 || parentIndex >= 0) return kept;
    const c = { ...patch.comment, replies: [] };
    if (patch.parentId === null) {
      const i = slot(comments, c, sort);
      if (i < 0) return null;
      return { thread: { comments: withAt(comments, i, c), count: count + 1 }, parts: withAt(kept.parts, i, JSON.stringify(c)) };
    }
    const p = comments.findIndex((x) => x.id === patch.parentId);
    if (p < 0) return null;
    const parent = comments[p]!;
    const r = slot(parent.replies, c, 'oldest');
    if (r < 0) return null;
    const next = { ...parent, replies: withAt(parent.replies, r, c) };
    return { thread: { comments: comments.map((x, i) => (i === p ? next : x)), count: count + 1 }, parts: kept.parts.map((s, i) => (i === p ? JSON.stringify(next) : s)) };
  }

  if (parentIndex >= 0) {
    const parent = comments[parentIndex]!;
    const next = { ...parent, replies: parent.replies.map((r) => (r.id === id ? { ...r, likes: patch.likes } : r)) };
    return {
      thread: { comments: comments.map((x, i) => (i === parentIndex ? next : x)), count },
      parts: kept.parts.map((s, i) => (i === parentIndex ? JSON.stringify(next) : s)),
    };
  }
  if (top < 0 || isTombstone(comments[top]!)) return null;
  const old = comments[top]!;
  if (old.likes === patch.likes) return kept;
  const next = { ...old, likes: patch.likes };
  const json = JSON.stringify(next);
  if (sort === 'oldest') return { thread: { comments: comments.map((x, i) => (i === top ? next : x)), count }, parts: kept.parts.map((s, i) => (i === top ? json : s)) };
  // By likes: it moves.
  const rest = without(comments, top);
  const i = slot(rest, next, sort);
  if (i < 0) return null;
  return { thread: { comments: withAt(rest, i, next), count }, parts: withAt(without(kept.parts, top), i, json) };
}

/** Each top-level comment's JSON, yielding to the event loop between batches. */
export async function serialise(comments: readonly CommentView[]): Promise<string[]> {
  const parts: string[] = [];
  for (let i = 0; i < comments.length; i++) {
    if (i > 0 && i % SERIALISE_BATCH === 0) await yieldToLoop();
    parts.push(JSON.stringify(comments[i]));
  }
  return parts;
}

class Answer implements PublicAnswer {
  #json: Buffer | undefined;
  readonly #coded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(
    readonly kept: KeptThread,
    readonly reason: PublicReason,
    readonly version: number,
  ) {}

  get thread() {
    return this.kept.thread;
  }

  json(): Buffer {
    // What JSON.stringify({...thread, canComment: false, reason}) gives, from the kept parts.
    this.#json ??= Buffer.from(`{"comments":[${this.kept.parts.join(',')}],"count":${this.kept.thread.count},"canComment":false,"reason":${JSON.stringify(this.reason)}}`);
    return this.#json;
  }

  encoded(coding: Coding): Promise<Buffer> {
    if (coding === null) return Promise.resolve(this.json());
    let bytes = this.#coded.get(coding);
    if (!bytes) {
      const json = this.json();
      // Level 6 (2.5 ms for a 1,000-comment thread) and Brotli quality 3 (1.4 ms, smaller still):
      // paid once per change of the thread, by its first reader in that coding (bench/README.md).
      bytes =
        coding === 'gzip'
          ? gzipAsync(json, KEPT_GZIP)
          : brotliAsync(json, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
              },
            });
      // A failure is the reader's; the next one tries again.
      bytes.catch(() => this.#coded.delete(coding));
      this.#coded.set(coding, bytes);
    }
    return bytes;
  }
}

/** The LRU's value: one per key for its life in the cache, its answer replaced by patches and computations. */
interface Holder {
  answer: Answer;
}

interface Key {
  path: string;
  sort: CommentSort;
  reason: PublicReason;
}

const SORTS: readonly CommentSort[] = ['oldest', 'top'];
const REASONS: readonly PublicReason[] = ['signed-out', 'off'];
const keyOf = ({ path, sort, reason }: Key) => `${sort} ${reason} ${path}`;

interface PathState {
  /** Writes so far. */
  version: number;
  /** No read may be answered from an answer older than this. */
  must: number;
  /** Computations of the path under way, and the patches that came during them (to replay). */
  computing: number;
  log: { version: number; patch: ThreadPatch }[];
}

export function createThreadCache(compute: (path: string, sort: CommentSort) => Promise<PublicThread>, options: Partial<ThreadCacheOptions> = {}): ThreadCache {
  const { ttlMs, maxBytes } = { ...DEFAULT_THREAD_CACHE, ...options };
  const paths = new Map<string, PathState>();
  const stateOf = (path: string) => {
    let s = paths.get(path);
    if (!s) {
      s = { version: 0, must: 0, computing: 0, log: [] };
      paths.set(path, s);
    }
    return s;
  };
  let computations = 0;

  /** `answer` with the patch of `version` applied, or null when it cannot be (the path must be recomputed). */
  const patched = (answer: Answer, sort: CommentSort, version: number, patch: ThreadPatch): Answer | null => {
    const kept = applyPatch(answer.kept, patch, sort);
    if (!kept) return null;
    // An answer behind a hard write stays behind it (it will be recomputed); else it is now current.
    return new Answer(kept, answer.reason, answer.version === version - 1 ? version : answer.version);
  };

  const answers = new LRUCache<string, Holder, Key>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    // The JSON (its parts, the joined buffer, the parsed thread about twice) and a compressed copy or two.
    // Taken when computed: patches between computations (at most ttlMs of them) are not counted.
    sizeCalculation: (h) => Math.max(1, h.answer.kept.parts.reduce((n, s) => n + s.length, 0) * 5),
    ttl: ttlMs,
    // Past its ttl an answer is still served while one computation replaces it.
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A failed computation (the database away) keeps serving what there was.
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, stale, { context }) => {
      const state = stateOf(context.path);
      const version = state.version;
      state.computing += 1;
      computations += 1;
      try {
        const thread = await compute(context.path, context.sort);
        let answer = new Answer({ thread, parts: await serialise(thread.comments) }, context.reason, version);
        // What came while it ran: each patch once more (a no-op when the computation read it).
        for (const e of state.log) {
          if (e.version <= version) continue;
          const next = patched(answer, context.sort, e.version, e.patch);
          if (next) answer = next;
          else state.must = Math.max(state.must, e.version);
        }
        const holder = stale ?? { answer };
        holder.answer = answer;
        return holder;
      } finally {
        state.computing -= 1;
        if (state.computing === 0) state.log = [];
      }
    },
  });

  const fetch = async (key: Key, opts: { forceRefresh?: boolean; allowStale?: boolean } = {}): Promise<Holder> => {
    const h = await answers.fetch(keyOf(key), { context: key, ...opts });
    if (!h) throw new Error('comment thread computation produced nothing');
    return h;
  };

  return {
    async get(path, sort, reason) {
      const key = { path, sort, reason };
      const state = stateOf(path);
      let h = await fetch(key);
      // Older than a hard write: wait for a thread computed after it (joining one under way). A
      // computation that began before a later hard write is not enough either, hence the loop,
      // bounded: under a stream of hides the third is served whatever its age.
      for (let i = 0; i < 3 && h.answer.version < state.must; i++) h = await fetch(key, { forceRefresh: true, allowStale: false });
      return h.answer;
    },
    changed(path) {
      const s = stateOf(path);
      s.version += 1;
      s.must = s.version;
    },
    patch(path, patch) {
      const s = stateOf(path);
      s.version += 1;
      const version = s.version;
      if (s.computing > 0) s.log.push({ version, patch });
      for (const sort of SORTS) {
        for (const reason of REASONS) {
          const h = answers.peek(keyOf({ path, sort, reason }), { allowStale: true });
          if (!h) continue;
          const next = patched(h.answer, sort, version, patch);
          if (next) h.answer = next;
          else s.must = Math.max(s.must, version);
        }
      }
    },
    get computations() {
      return computations;
    },
  };
}
