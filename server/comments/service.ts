/**
 * Member comments under a story (docs/features/comments.md): threads, posts (one level of replies),
 * edits within 15 minutes, deletes, likes, reports, and the staff's moderation (hide, unhide or
 * approve, dismiss reports, bar a member). It knows the database, not HTTP: its refusals are domain
 * errors (server/domain-errors.ts), which server/http/error-handler.ts maps to statuses. Who may
 * comment under which story is decided before (./policy.ts); this service keeps the rules of the
 * comments themselves.
 *
 * Visibility: a comment held for review (held_at) or hidden by staff (hidden_at) is seen only by its
 * author and staff; a deleted one by nobody, except as the empty head of replies others still see.
 */
import type { Db, Queryable } from '../accounts/db.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../domain-errors.js';
import { COMMENT_EDIT_WINDOW_MS, type CommentSort, type CommentView } from '../../shared/comments.js';
import type { CommentLikes, ModeratedComment, ModerationQueue, ReportedComment } from '../../shared/comment-moderation.js';
import { COMMENTS } from '../../shared/comment-messages.js';
import { isUuid } from '../../shared/validation.js';
import { hasLink, normaliseBody } from './body.js';
import { createThreadCache, type PublicAnswer, type PublicReason, type PublicThread, type ThreadCacheOptions } from './thread-cache.js';

/**
 * Told after a reply is stored and visible (not held), when the comment it answers is another
 * member's: comments-mail's reply email (server/comments/notify.ts) implements it.
 */
export interface CommentReplyEvent {
  commentId: string;
  parentId: string;
  parentAuthorId: string;
  replyAuthorName: string;
  path: string;
  body: string;
}

/** A new member's links wait for review: an account younger than this, or with fewer visible comments. */
export interface HoldRule {
  minAccountAgeMs: number;
  minVisibleComments: number;
}

export const DEFAULT_HOLD_RULE: HoldRule = { minAccountAgeMs: 3 * 24 * 60 * 60 * 1000, minVisibleComments: 3 };

/** The signed-in member as comments see them. */
export interface Commenter {
  id: string;
  /** The name shown on their comments. */
  name: string;
  staff: boolean;
  barred: boolean;
  createdAt: Date;
}

export interface CommentServiceDeps {
  db: Db;
  now: () => Date;
  onReply?: (e: CommentReplyEvent) => void;
  hold?: Partial<HoldRule>;
  /** Where a failing onReply is told (it never fails the request). */
  onReplyError?: (err: unknown, e: CommentReplyEvent) => void;
  /** The kept public threads' freshness and memory (./thread-cache.ts). */
  threads?: Partial<ThreadCacheOptions>;
}

export interface NewComment {
  path: string;
  body: unknown;
  parentId?: unknown;
}

export interface CommentService {
  /** The member with this id as a commenter, or null when there is none. */
  commenter(userId: string): Promise<Commenter | null>;
  /** The thread under `path` as `viewer` sees it (null: the public). */
  thread(path: string, viewer: Commenter | null, sort: CommentSort): Promise<PublicThread>;
  /** The thread as a signed-out reader gets it, kept with its bytes (./thread-cache.ts). */
  publicAnswer(path: string, sort: CommentSort, reason: PublicReason): Promise<PublicAnswer>;
  /** Public threads computed from the database so far (tests, operators). */
  readonly threadComputations: number;
  post(author: Commenter, input: NewComment): Promise<CommentView>;
  edit(author: Commenter, id: string, body: unknown): Promise<CommentView>;
  remove(author: Commenter, id: string): Promise<void>;
  like(member: Commenter, id: string, on: boolean): Promise<CommentLikes>;
  report(member: Commenter, id: string, reason: string): Promise<void>;
  /** Staff: hide (true) or unhide and approve (false); answers the comment as staff see it. */
  setHidden(staff: Commenter, id: string, hidden: boolean): Promise<CommentView>;
  /** Staff: closes a comment's open reports without acting on it; answers how many. */
  dismissReports(staff: Commenter, id: string): Promise<number>;
  /** Staff: the open reports and the held comments. */
  queue(): Promise<ModerationQueue>;
  /** Bars (or lets again) a member from commenting; false when there is no such member. */
  setBarred(userId: string, barred: boolean): Promise<boolean>;
}

interface Row {
  id: string;
  path: string;
  parent_id: string | null;
  user_id: string | null;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  held_at: Date | null;
  hidden_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  barred: boolean | null;
  likes: number | string;
  liked: boolean;
}

/** The columns of a comment as `viewer` (a parameter or NULL) sees it: its author's name, its likes, whether they liked it. */
const columns = (viewer: string) => `c.id, c.path, c.parent_id, c.user_id, c.body, c.created_at, c.edited_at, c.deleted_at, c.held_at, c.hidden_at,
  u.first_name, u.last_name, u.comments_barred_at IS NOT NULL AS barred,
  (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id) AS likes,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = ${viewer}) AS liked`;
const ROW = columns('$2::uuid');
const FROM = 'FROM comments c LEFT JOIN users u ON u.id = c.user_id';

/** The shown name: '' for a deleted account, a stand-in for a member who gave none. */
export const displayName = (row: { user_id: string | null; first_name: string | null; last_name: string | null }): string =>
  row.user_id === null ? '' : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || COMMENTS.anonymous;

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Rows per query of a thread's computation; between them the event loop serves others (PGlite runs
 * on it). Measured with PGlite on 1,000 comments (load average 7): 200 a query, 33 ms a thread in
 * blocks of about 5 ms; 100, 39 ms in blocks of 3 ms; 50, 52 ms in blocks of 2 ms. 50: during posts
 * the thread is computed only by the 5 s refresh (readers get the kept one meanwhile), and the
 * length of a block, not the total, is what a cached page's request waits for (bench/README.md).
 */
const THREAD_PAGE = 50;

/** A reader's own comments in a path (not deleted) and their likes there, or 'personal' when one of theirs is held or hidden. */
interface Overlay {
  mine: Set<string>;
  liked: Set<string>;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createCommentService({ db, now, onReply, hold, onReplyError, threads }: CommentServiceDeps): CommentService {
  const rule: HoldRule = { ...DEFAULT_HOLD_RULE, ...hold };

  const seenBy = (row: Row, viewer: Commenter | null) =>
    row.deleted_at === null && ((row.held_at === null && row.hidden_at === null) || (viewer !== null && (viewer.staff || row.user_id === viewer.id)));

  const view = (row: Row, viewer: Commenter | null): CommentView => ({
    id: row.id,
    body: row.body,
    author: { name: displayName(row) },
    createdAt: iso(row.created_at),
    ...(row.edited_at ? { editedAt: iso(row.edited_at) } : {}),
    likes: Number(row.likes),
    ...(viewer ? { mine: row.user_id === viewer.id, liked: row.liked } : {}),
    ...(row.held_at ? { held: true } : {}),
    ...(row.hidden_at ? { hidden: true } : {}),
    replies: [],
  });

  /** A deleted comment kept as the head of replies still seen: no body, no name, no likes. */
  const tombstone = (row: Row, viewer: Commenter | null): CommentView => ({
    id: row.id,
    body: '',
    author: { name: '' },
    createdAt: iso(row.created_at),
    likes: 0,
    ...(viewer ? { mine: false, liked: false } : {}),
    replies: [],
  });

  const load = async (q: Queryable, id: string, viewerId: string | null = null): Promise<Row | null> => {
    if (!isUuid(id)) return null;
    const { rows } = await q.query<Row>(`SELECT ${ROW} ${FROM} WHERE c.id = $1`, [id, viewerId]);
    return rows[0] ?? null;
  };

  /** The comment as `viewer` may act on it, or a 404 (unknown, deleted, or not theirs to see). */
  const visible = async (q: Queryable, id: string, viewer: Commenter): Promise<Row> => {
    const row = await load(q, id, viewer.id);
    if (!row || !seenBy(row, viewer)) throw new NotFoundError(COMMENTS.commentNotFound);
    return row;
  };

  /** Whether `author`'s links wait for review: a young account, or too few comments others see. */
  const isNew = async (q: Queryable, author: Commenter): Promise<boolean> => {
    if (now().getTime() - author.createdAt.getTime() < rule.minAccountAgeMs) return true;
    const { rows } = await q.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM comments WHERE user_id = $1 AND deleted_at IS NULL AND held_at IS NULL AND hidden_at IS NULL LIMIT $2) seen`,
      [author.id, rule.minVisibleComments],
    );
    return Number(rows[0]?.n ?? 0) < rule.minVisibleComments;
  };

  const tell = (e: CommentReplyEvent) => {
    if (!onReply) return;
    try {
      onReply(e);
    } catch (err) {
      onReplyError?.(err, e);
    }
  };

  const replyEvent = (reply: { id: string; path: string; body: string }, parent: Row, authorId: string | null, authorName: string): CommentReplyEvent | null =>
    parent.user_id !== null && parent.user_id !== authorId && parent.deleted_at === null
      ? { commentId: reply.id, parentId: parent.id, parentAuthorId: parent.user_id, replyAuthorName: authorName, path: reply.path, body: reply.body }
      : null;

  const body = (input: unknown): string => {
    const checked = normaliseBody(input);
    if (!checked.ok) throw new InvalidInputError(checked.message);
    return checked.body;
  };

  /**
   * The thread under `path` as `viewer` sees it, from the database: the comments a page at a time
   * (between pages the event loop serves other requests), each page with its authors and its likes
   * counted in one grouped join.
   */
  const compute = async (path: string, viewer: Commenter | null, sort: CommentSort): Promise<PublicThread> => {
    const rows: Row[] = [];
    for (let after: string | null = null; ; ) {
      const { rows: page }: { rows: Row[] } = await db.query<Row>(
        `WITH page AS (
           SELECT * FROM comments c WHERE c.path = $1
           ${after ? 'AND (c.created_at, c.id) > (SELECT a.created_at, a.id FROM comments a WHERE a.id = $3)' : ''}
           ORDER BY c.created_at, c.id LIMIT ${THREAD_PAGE}
         )
         SELECT c.id, c.path, c.parent_id, c.user_id, c.body, c.created_at, c.edited_at, c.deleted_at, c.held_at, c.hidden_at,
           u.first_name, u.last_name, u.comments_barred_at IS NOT NULL AS barred,
           coalesce(k.likes, 0) AS likes, coalesce(k.liked, false) AS liked
         FROM page c LEFT JOIN users u ON u.id = c.user_id
         LEFT JOIN (
           SELECT l.comment_id, count(*) AS likes, bool_or(l.user_id = $2::uuid) AS liked
           FROM comment_likes l WHERE l.comment_id IN (SELECT id FROM page) GROUP BY l.comment_id
         ) k ON k.comment_id = c.id
         ORDER BY c.created_at, c.id`,
        after ? [path, viewer?.id ?? null, after] : [path, viewer?.id ?? null],
      );
      rows.push(...page);
      if (page.length < THREAD_PAGE) break;
      after = page[page.length - 1]!.id;
      await yieldToLoop();
    }
    const replies = new Map<string, CommentView[]>();
    for (const row of rows) {
      if (row.parent_id === null || !seenBy(row, viewer)) continue;
      const list = replies.get(row.parent_id) ?? [];
      list.push(view(row, viewer));
      replies.set(row.parent_id, list);
    }
    const comments: CommentView[] = [];
    let count = 0;
    for (const row of rows) {
      if (row.parent_id !== null) continue;
      const under = replies.get(row.id) ?? [];
      if (seenBy(row, viewer)) {
        comments.push({ ...view(row, viewer), replies: under });
        count += 1 + under.length;
      } else if (row.deleted_at !== null && row.held_at === null && row.hidden_at === null && under.length > 0) {
        comments.push({ ...tombstone(row, viewer), replies: under });
        count += under.length;
      }
    }
    if (sort === 'top') comments.sort((a, b) => b.likes - a.likes);
    return { comments, count };
  };

  const cache = createThreadCache((path, sort) => compute(path, null, sort), threads);

  /** `viewer`'s own comments in `path` and their likes there: two small index lookups, not the thread. */
  const overlayOf = async (path: string, viewer: Commenter): Promise<Overlay | 'personal'> => {
    const { rows } = await db.query<{ id: string; kind: 'mine' | 'liked'; personal: boolean }>(
      `SELECT c.id, 'mine' AS kind, (c.held_at IS NOT NULL OR c.hidden_at IS NOT NULL) AS personal
         FROM comments c WHERE c.user_id = $2 AND c.path = $1 AND c.deleted_at IS NULL
       UNION ALL
       SELECT l.comment_id, 'liked', false FROM comment_likes l JOIN comments c ON c.id = l.comment_id
        WHERE l.user_id = $2 AND c.path = $1`,
      [path, viewer.id],
    );
    const overlay: Overlay = { mine: new Set(), liked: new Set() };
    for (const r of rows) {
      if (r.personal) return 'personal';
      overlay[r.kind].add(r.id);
    }
    return overlay;
  };

  /** A public comment (and its replies) as a member sees it: copies, the kept thread is shared. */
  const personal = (c: CommentView, o: Overlay): CommentView => ({
    ...c,
    // A deleted comment's empty head is nobody's and liked by nobody (as tombstone() says).
    mine: o.mine.has(c.id),
    liked: c.body !== '' && o.liked.has(c.id),
    replies: c.replies.map((r) => personal(r, o)),
  });

  return {
    async commenter(userId) {
      if (!isUuid(userId)) return null;
      const { rows } = await db.query<{ id: string; first_name: string; last_name: string; staff: boolean; comments_barred_at: Date | null; created_at: Date }>(
        'SELECT id, first_name, last_name, staff, comments_barred_at, created_at FROM users WHERE id = $1',
        [userId],
      );
      const u = rows[0];
      if (!u) return null;
      return {
        id: u.id,
        name: displayName({ user_id: u.id, first_name: u.first_name, last_name: u.last_name }),
        staff: u.staff === true,
        barred: u.comments_barred_at !== null,
        createdAt: new Date(u.created_at),
      };
    },

    async thread(path, viewer, sort) {
      // Staff see everything as it is: few people, the full computation.
      if (viewer === null || viewer.staff) return viewer ? compute(path, viewer, sort) : (await cache.get(path, sort, 'signed-out')).thread;
      const overlay = await overlayOf(path, viewer);
      // A member with a held or hidden comment here sees it where it stands: computed for them (rare).
      if (overlay === 'personal') return compute(path, viewer, sort);
      const { thread } = await cache.get(path, sort, 'signed-out');
      return { comments: thread.comments.map((c) => personal(c, overlay)), count: thread.count };
    },

    publicAnswer(path, sort, reason) {
      return cache.get(path, sort, reason);
    },

    get threadComputations() {
      return cache.computations;
    },

    async post(author, input) {
      const text = body(input.body);
      let parent: Row | null = null;
      if (input.parentId !== undefined && input.parentId !== null) {
        if (!isUuid(input.parentId)) throw new InvalidInputError(COMMENTS.parentInvalid, 'invalid-parent');
        parent = await load(db, input.parentId, author.id);
        if (!parent || !seenBy(parent, author)) throw new InvalidInputError(COMMENTS.parentInvalid, 'invalid-parent');
        if (parent.parent_id !== null) throw new InvalidInputError(COMMENTS.replyToReply, 'reply-to-reply');
        if (parent.path !== input.path) throw new InvalidInputError(COMMENTS.parentElsewhere, 'invalid-parent');
      }
      const at = now();
      const held = hasLink(text) && (await isNew(db, author)) ? at : null;
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO comments (path, parent_id, user_id, body, created_at, held_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [input.path, parent?.id ?? null, author.id, text, at, held],
      );
      const id = rows[0]!.id;
      const row = (await load(db, id, author.id))!;
      // Others see it at once: the kept public threads take it in memory, where a computation would
      // put it (./thread-cache.ts). Under a parent the public does not see (held, hidden) it changes
      // nothing for them; a held one only its author sees, who is computed for.
      if (!held && (parent === null || (parent.held_at === null && parent.hidden_at === null))) {
        cache.patch(input.path, { kind: 'post', comment: view(row, null), parentId: parent?.id ?? null });
      }
      if (parent && !held) {
        const e = replyEvent({ id, path: input.path, body: text }, parent, author.id, author.name);
        if (e) tell(e);
      }
      return view(row, author);
    },

    async edit(author, id, input) {
      const row = await load(db, id, author.id);
      if (!row || row.deleted_at !== null) throw new NotFoundError(COMMENTS.commentNotFound);
      if (row.user_id !== author.id) throw new ForbiddenError(COMMENTS.notAuthor);
      if (author.barred) throw new ForbiddenError(COMMENTS.barred);
      const at = now();
      if (at.getTime() - new Date(row.created_at).getTime() > COMMENT_EDIT_WINDOW_MS) throw new ForbiddenError(COMMENTS.editWindowOver);
      const text = body(input);
      // A link added later waits for review as a new one would.
      const hold = row.held_at === null && hasLink(text) && !hasLink(row.body) && (await isNew(db, author));
      await db.query('UPDATE comments SET body = $2, edited_at = $3, held_at = CASE WHEN $4::boolean THEN $3 ELSE held_at END WHERE id = $1', [
        id,
        text,
        at,
        hold,
      ]);
      cache.changed(row.path);
      return view((await load(db, id, author.id))!, author);
    },

    async remove(author, id) {
      const row = await load(db, id, author.id);
      if (!row || row.deleted_at !== null) throw new NotFoundError(COMMENTS.commentNotFound);
      if (row.user_id !== author.id) throw new ForbiddenError(COMMENTS.notAuthor);
      await db.query('UPDATE comments SET deleted_at = $2 WHERE id = $1', [id, now()]);
      cache.changed(row.path);
    },

    async like(member, id, on) {
      await visible(db, id, member);
      if (on) await db.query('INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [id, member.id, now()]);
      else await db.query('DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2', [id, member.id]);
      const row = (await load(db, id, member.id))!;
      // The count as it stands after this like, into the kept public threads (none for a comment
      // the public does not see: the author's own held one, a hidden one staff liked).
      if (row.held_at === null && row.hidden_at === null) cache.patch(row.path, { kind: 'likes', id, likes: Number(row.likes) });
      return { likes: Number(row.likes), liked: row.liked };
    },

    async report(member, id, reason) {
      await visible(db, id, member);
      await db.query(
        `INSERT INTO comment_reports (comment_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (comment_id, user_id) WHERE resolved_at IS NULL DO NOTHING`,
        [id, member.id, reason, now()],
      );
    },

    async setHidden(staff, id, hidden) {
      if (!staff.staff) throw new ForbiddenError(COMMENTS.staffOnly);
      const at = now();
      let path: string | null = null;
      const event = await db.transaction(async (tx) => {
        const row = await load(tx, id, staff.id);
        if (!row || row.deleted_at !== null) throw new NotFoundError(COMMENTS.commentNotFound);
        path = row.path;
        if (hidden) {
          await tx.query('UPDATE comments SET hidden_at = coalesce(hidden_at, $2), hidden_by = $3 WHERE id = $1', [id, at, staff.id]);
          // Hiding acts on the reports: they leave the queue.
          await tx.query('UPDATE comment_reports SET resolved_at = $2 WHERE comment_id = $1 AND resolved_at IS NULL', [id, at]);
          return null;
        }
        await tx.query('UPDATE comments SET hidden_at = NULL, hidden_by = NULL, held_at = NULL WHERE id = $1', [id]);
        // A held reply approved is a reply now seen: its parent's author is told then.
        if (row.held_at === null || row.parent_id === null) return null;
        const parent = await load(tx, row.parent_id);
        return parent ? replyEvent(row, parent, row.user_id, displayName(row)) : null;
      });
      // Gone from (or back in) the public thread for the next reader in this process.
      if (path !== null) cache.changed(path);
      if (event) tell(event);
      return view((await load(db, id, staff.id))!, staff);
    },

    async dismissReports(staff, id) {
      if (!staff.staff) throw new ForbiddenError(COMMENTS.staffOnly);
      if (!(await load(db, id))) throw new NotFoundError(COMMENTS.commentNotFound);
      const { rows } = await db.query<{ id: string }>('UPDATE comment_reports SET resolved_at = $2 WHERE comment_id = $1 AND resolved_at IS NULL RETURNING id', [id, now()]);
      return rows.length;
    },

    async queue() {
      const moderated = (row: Row): ModeratedComment => ({
        id: row.id,
        path: row.path,
        ...(row.parent_id ? { parentId: row.parent_id } : {}),
        body: row.body,
        author: { id: row.user_id, name: displayName(row), barred: row.barred === true },
        createdAt: iso(row.created_at),
        ...(row.edited_at ? { editedAt: iso(row.edited_at) } : {}),
        likes: Number(row.likes),
        held: row.held_at !== null,
        hidden: row.hidden_at !== null,
        deleted: row.deleted_at !== null,
      });
      const reports = await db.query<Row & { reason: string; reported_at: Date }>(
        `SELECT ${columns('NULL::uuid')}, r.reason, r.created_at AS reported_at
         FROM comment_reports r JOIN comments c ON c.id = r.comment_id LEFT JOIN users u ON u.id = c.user_id
         WHERE r.resolved_at IS NULL ORDER BY r.created_at, r.id LIMIT 5000`,
      );
      const byComment = new Map<string, ReportedComment>();
      for (const row of reports.rows) {
        const reportedAt = iso(row.reported_at);
        let item = byComment.get(row.id);
        if (!item) {
          item = { comment: moderated(row), count: 0, reasons: [], firstReportedAt: reportedAt, lastReportedAt: reportedAt };
          byComment.set(row.id, item);
        }
        item.count += 1;
        item.reasons.push({ reason: row.reason, createdAt: reportedAt });
        item.lastReportedAt = reportedAt;
      }
      const held = await db.query<Row>(
        `SELECT ${columns('NULL::uuid')} ${FROM} WHERE c.held_at IS NOT NULL AND c.hidden_at IS NULL AND c.deleted_at IS NULL ORDER BY c.created_at, c.id LIMIT 500`,
      );
      return {
        reports: [...byComment.values()].sort((a, b) => b.count - a.count || a.firstReportedAt.localeCompare(b.firstReportedAt)),
        held: held.rows.map(moderated),
      };
    },

    async setBarred(userId, barred) {
      if (!isUuid(userId)) return false;
      const { rows } = await db.query<{ id: string }>(
        'UPDATE users SET comments_barred_at = CASE WHEN $2::boolean THEN coalesce(comments_barred_at, $3) ELSE NULL END WHERE id = $1 RETURNING id',
        [userId, barred, now()],
      );
      return rows.length > 0;
    },
  };
}
