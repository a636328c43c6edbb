/**
 * The reader's library (docs/features/library.md): a member's saved stories, reading history and
 * follows, the For-you list built from the follows, and the secret address of its private feed.
 * Built once by the composition root (server/services.ts); it knows no HTTP: what it cannot do it
 * throws as a domain error (server/domain-errors.ts).
 *
 * Feed tokens: a token is an HMAC, under a key derived from the server's secret, of the member's id
 * and the instant the address was issued. The table keeps its SHA-256 only (library_feeds.token_hash),
 * so a copy of the table opens no feed; the server can still tell the member their current address
 * again by computing it anew. A new address retires the old one (retired_at): that one answers 410.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Db, Queryable } from '../accounts/db.js';
import { hashToken } from '../accounts/sessions.js';
import { ConflictError, InvalidInputError, NotFoundError, ServiceUnavailableError } from '../domain-errors.js';
import { unavailable } from '../http/responses.js';
import { LIBRARY } from '../../shared/library-messages.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type { ArticleSummary } from '../../shared/content/summaries.js';
import type { Follow, FollowKind, ForYouPage, HistoryItem, SavedItem } from '../../shared/library.js';
import { findFollowable, findStory, loadForYou, type LibraryQuery } from './content.js';
import { parseStoryPath, storyKind, type LibraryStory } from './paths.js';

/** Stories a member may keep saved. */
export const SAVED_MAX = 1000;
/** Reads the history keeps: a new read past this drops the oldest. */
export const HISTORY_MAX = 500;
/** Authors, sections and tags a member may follow (each one a term of the For-you query). */
export const FOLLOWS_MAX = 200;
/** Retired feed addresses kept per member (they answer 410; older ones 404). */
const RETIRED_FEEDS_KEPT = 10;
/** The For-you list's offset stops here (no reader pages that far; it bounds the GROQ slice). */
export const FOR_YOU_MAX_OFFSET = 10_000;

/** A feed token: 32 bytes of HMAC, base64url. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type FeedLookup = { status: 'current'; userId: string } | { status: 'retired' } | { status: 'unknown' };

export interface LibraryService {
  save(userId: string, path: string): Promise<SavedItem>;
  unsave(userId: string, path: string): Promise<void>;
  saved(userId: string): Promise<SavedItem[]>;
  /** Records a read; false when the member keeps no history (nothing recorded). */
  recordRead(userId: string, path: string): Promise<boolean>;
  history(userId: string): Promise<{ items: HistoryItem[]; enabled: boolean }>;
  clearHistory(userId: string): Promise<void>;
  follow(userId: string, kind: FollowKind, slug: string): Promise<Follow>;
  unfollow(userId: string, kind: FollowKind, slug: string): Promise<void>;
  follows(userId: string): Promise<Follow[]>;
  forYou(userId: string, offset: number, limit?: number): Promise<ForYouPage>;
  /** The member's current feed token, issued on the first ask. */
  feedToken(userId: string): Promise<string>;
  /** A new feed token; the old one is retired. */
  renewFeedToken(userId: string): Promise<string>;
  lookupFeed(token: string): Promise<FeedLookup>;
}

export interface LibraryDeps {
  db: Db;
  now: () => Date;
  /** Published-content queries through the content cache. */
  query: LibraryQuery;
  /** The server's secret (config.sessionSecret): feed tokens are derived from it. */
  secret: string;
}

/** The story `path` names: a 400 for what is no story's path. */
function storyOf(path: string): LibraryStory {
  const story = parseStoryPath(path);
  if (!story) throw new InvalidInputError(LIBRARY.notAStory, 'not-a-story');
  return story;
}

/** The published title of the story `path` names: 400 for what is no story's path, 404 for no such story. */
async function resolveStory(query: LibraryQuery, path: string, story: LibraryStory = storyOf(path)): Promise<{ title: string }> {
  const found = await findStory(query, story).catch(unavailable);
  if (!found) throw new NotFoundError(LIBRARY.storyNotFound, 'story-not-found');
  return found;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function createLibraryService({ db, now, query, secret }: LibraryDeps): LibraryService {
  const feedKey = createHash('sha256').update(`colophon library feed tokens\0${secret}`).digest();
  const tokenFor = (userId: string, issuedAt: Date) => createHmac('sha256', feedKey).update(`${userId}\0${issuedAt.toISOString()}`).digest('base64url');

  const historyEnabled = async (q: Queryable, userId: string) => {
    const { rows } = await q.query<{ history: boolean }>('SELECT history FROM member_preferences WHERE user_id = $1', [userId]);
    return rows[0]?.history ?? true;
  };

  /** Issues a new address (the caller has retired the current one, if any); null when another request just did. */
  const issue = async (q: Queryable, userId: string): Promise<string | null> => {
    const { rows } = await q.query<{ last: Date | null }>('SELECT max(created_at) AS last FROM library_feeds WHERE user_id = $1', [userId]);
    const last = rows[0]?.last ? new Date(rows[0].last).getTime() : 0;
    // Millisecond instants, strictly after the last one: each address's token differs.
    const issuedAt = new Date(Math.max(now().getTime(), last + 1));
    const token = tokenFor(userId, issuedAt);
    const inserted = await q.query(
      'INSERT INTO library_feeds (token_hash, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token_hash',
      [hashToken(token), userId, issuedAt],
    );
    return inserted.rows.length === 1 ? token : null;
  };

  const retire = async (q: Queryable, userId: string) => {
    await q.query('UPDATE library_feeds SET retired_at = $2 WHERE user_id = $1 AND retired_at IS NULL', [userId, now()]);
    await q.query(
      `DELETE FROM library_feeds WHERE user_id = $1 AND retired_at IS NOT NULL AND token_hash NOT IN (
         SELECT token_hash FROM library_feeds WHERE user_id = $1 AND retired_at IS NOT NULL ORDER BY retired_at DESC, created_at DESC LIMIT ${RETIRED_FEEDS_KEPT})`,
      [userId],
    );
  };

  const followed = async (userId: string) => {
    const { rows } = await db.query<{ kind: FollowKind; slug: string }>('SELECT kind, slug FROM follows WHERE user_id = $1 ORDER BY kind, slug', [userId]);
    const of = (kind: FollowKind) => rows.filter((r) => r.kind === kind).map((r) => r.slug);
    return { authors: of('author'), sections: of('section'), tags: of('tag'), count: rows.length };
  };

  const feedToken = async (userId: string): Promise<string> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rows } = await db.query<{ token_hash: string; created_at: Date }>(
        'SELECT token_hash, created_at FROM library_feeds WHERE user_id = $1 AND retired_at IS NULL',
        [userId],
      );
      if (rows[0]) {
        const token = tokenFor(userId, new Date(rows[0].created_at));
        if (hashToken(token) === rows[0].token_hash) return token;
        // Issued under another secret: the address cannot be told again, so a new one is issued.
        const renewed = await db.transaction(async (tx) => {
          await retire(tx, userId);
          return issue(tx, userId);
        });
        if (renewed) return renewed;
        continue;
      }
      const issued = await issue(db, userId);
      if (issued) return issued;
      // Another request issued one at the same moment: read it.
    }
    throw new ServiceUnavailableError('feed-busy', LIBRARY.unavailable);
  };

  return {
    async save(userId, path) {
      const { title } = await resolveStory(query, path);
      const { rows } = await db.query<{ saved_at: Date; fresh: boolean }>(
        `INSERT INTO saved_stories (user_id, path, title, saved_at)
         SELECT $1::uuid, $2::text, $3::text, $4::timestamptz WHERE (SELECT count(*) FROM saved_stories WHERE user_id = $1 AND path <> $2) < ${SAVED_MAX}
         ON CONFLICT (user_id, path) DO UPDATE SET title = EXCLUDED.title
         RETURNING saved_at`,
        [userId, path, title, now()],
      );
      if (rows.length === 0) throw new ConflictError('library-full', LIBRARY.savedFull(SAVED_MAX));
      return { path, title, kind: storyKind(path), savedAt: iso(rows[0].saved_at) };
    },
    async unsave(userId, path) {
      await db.query('DELETE FROM saved_stories WHERE user_id = $1 AND path = $2', [userId, path]);
    },
    async saved(userId) {
      const { rows } = await db.query<{ path: string; title: string; saved_at: Date }>(
        'SELECT path, title, saved_at FROM saved_stories WHERE user_id = $1 ORDER BY saved_at DESC, path LIMIT $2',
        [userId, SAVED_MAX],
      );
      return rows.map((r) => ({ path: r.path, title: r.title, kind: storyKind(r.path), savedAt: iso(r.saved_at) }));
    },

    async recordRead(userId, path) {
      const story = storyOf(path);
      if (!(await historyEnabled(db, userId))) return false;
      const { title } = await resolveStory(query, path, story);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO reading_history (user_id, path, title, read_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, path) DO UPDATE SET title = EXCLUDED.title, read_at = EXCLUDED.read_at`,
          [userId, path, title, now()],
        );
        // The newest HISTORY_MAX reads stay; the index reading_history_newest serves both.
        await tx.query(
          `DELETE FROM reading_history WHERE user_id = $1 AND path NOT IN (
             SELECT path FROM reading_history WHERE user_id = $1 ORDER BY read_at DESC, path LIMIT ${HISTORY_MAX})`,
          [userId],
        );
      });
      return true;
    },
    async history(userId) {
      const [{ rows }, enabled] = await Promise.all([
        db.query<{ path: string; title: string; read_at: Date }>(
          'SELECT path, title, read_at FROM reading_history WHERE user_id = $1 ORDER BY read_at DESC, path LIMIT $2',
          [userId, HISTORY_MAX],
        ),
        historyEnabled(db, userId),
      ]);
      return { items: rows.map((r) => ({ path: r.path, title: r.title, kind: storyKind(r.path), readAt: iso(r.read_at) })), enabled };
    },
    async clearHistory(userId) {
      await db.query('DELETE FROM reading_history WHERE user_id = $1', [userId]);
    },

    async follow(userId, kind, slug) {
      const name = await findFollowable(query, kind, slug).catch(unavailable);
      if (name === null) throw new NotFoundError(LIBRARY.followNotFound(kind), 'follow-not-found');
      const { rows } = await db.query(
        `INSERT INTO follows (user_id, kind, slug, name, created_at)
         SELECT $1::uuid, $2::text, $3::text, $4::text, $5::timestamptz WHERE (SELECT count(*) FROM follows WHERE user_id = $1 AND NOT (kind = $2 AND slug = $3)) < ${FOLLOWS_MAX}
         ON CONFLICT (user_id, kind, slug) DO UPDATE SET name = EXCLUDED.name
         RETURNING slug`,
        [userId, kind, slug, name, now()],
      );
      if (rows.length === 0) throw new ConflictError('library-full', LIBRARY.followsFull(FOLLOWS_MAX));
      return { kind, slug, name };
    },
    async unfollow(userId, kind, slug) {
      await db.query('DELETE FROM follows WHERE user_id = $1 AND kind = $2 AND slug = $3', [userId, kind, slug]);
    },
    async follows(userId) {
      const { rows } = await db.query<Follow>('SELECT kind, slug, name FROM follows WHERE user_id = $1 ORDER BY created_at DESC, kind, slug', [userId]);
      return rows.map((r) => ({ kind: r.kind, slug: r.slug, name: r.name }));
    },

    async forYou(userId, offset, limit = PAGE_SIZE) {
      const f = await followed(userId);
      const start = Math.min(Math.max(0, offset), FOR_YOU_MAX_OFFSET);
      const list: { items: ArticleSummary[]; total: number } = await loadForYou(query, f, start, start + limit).catch(unavailable);
      return { items: list.items, total: list.total, follows: f.count };
    },

    feedToken,
    async renewFeedToken(userId) {
      const token = await db.transaction(async (tx) => {
        await retire(tx, userId);
        return issue(tx, userId);
      });
      return token ?? feedToken(userId);
    },
    async lookupFeed(token) {
      if (!FEED_TOKEN.test(token)) return { status: 'unknown' };
      const { rows } = await db.query<{ user_id: string; retired_at: Date | null }>('SELECT user_id, retired_at FROM library_feeds WHERE token_hash = $1', [hashToken(token)]);
      const row = rows[0];
      if (!row) return { status: 'unknown' };
      return row.retired_at ? { status: 'retired' } : { status: 'current', userId: row.user_id };
    },
  };
}
