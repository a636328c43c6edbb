/**
 * Comments over HTTP (docs/features/comments.md). Every answer is personal or may be, so every one is
 * `Cache-Control: private, no-store` (Vary: Cookie): a thread never enters the shared page cache, and
 * the story page it sits under stays the same bytes for every reader.
 *
 *   GET    /api/comments?path=&sort=oldest|top     the thread (public; with a session: mine, liked, held, hidden, canComment, reason, staff)
 *   POST   /api/comments {path, body, parentId?}   201 {comment}; a member, limited to 5 a minute and 30 an hour
 *   PATCH  /api/comments/:id {body}                its author, within 15 minutes -> {comment}
 *   DELETE /api/comments/:id                       its author -> 204
 *   POST   /api/comments/:id/like, DELETE ...      like, unlike (idempotent) -> {likes, liked}
 *   POST   /api/comments/:id/report {reason}       -> 204 (once per member while the report is open)
 *   staff: POST /api/comments/:id/hide, /unhide (also approves a held comment), /dismiss;
 *          GET /api/comments/reported; POST /api/comments/members/:memberId/bar, /unbar
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/index.js';
import type { Config } from '../config.js';
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../domain-errors.js';
import { clearStaleHint, type CookieSettings } from '../http/session-cookie.js';
import { cookies, requireJson, sameOrigin } from '../http/guards.js';
import { privateNoStore, unavailable } from '../http/responses.js';
import { preferredEncoding } from '../render/page-cache.js';
import { parseBody } from '../accounts/validation.js';
import { checkMember } from '../members/guard.js';
import { DEFAULT_RATE_LIMITS, keyedLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import type { QueryParams } from '../content/source.js';
import type { CommentSort, CommentThread } from '../../shared/comments.js';
import { COMMENTS } from '../../shared/comment-messages.js';
import { isUuid } from '../../shared/validation.js';
import { findStory, parseStoryPath, type CommentStory } from './stories.js';
import { decideCommenting } from './policy.js';
import type { Commenter, CommentService } from './service.js';

/** Comments one member may post (new comments and replies together). */
export interface CommentLimits {
  perMinute: number;
  perHour: number;
}

export const DEFAULT_COMMENT_LIMITS: CommentLimits = { perMinute: 5, perHour: 30 };

export interface CommentsRouterDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'secureCookies' | 'COMMENTS' | 'flags'>;
  accounts: Pick<Accounts, 'db' | 'sessions' | 'subscriptions'>;
  /** Built once by the composition root (server/services.ts). */
  comments: CommentService;
  /** Published-content queries through the content cache. */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  rateLimits?: Partial<RateLimitSettings>;
  commentLimits?: Partial<CommentLimits>;
}

/** A 5,000-character comment in JSON may take 6 bytes a character (\uXXXX): room for it, and its 400. */
const commentJson = express.json({ limit: '64kb', type: 'application/json' });

// The fields' own checks (story path, body text, parent id) give their messages.
const postBody = z.object({
  path: z.unknown().optional(),
  body: z.unknown().optional(),
  parentId: z.unknown().optional(),
});
const editBody = z.object({ body: z.unknown().optional() });
const reportBody = z.object({
  reason: z
    .string({ error: COMMENTS.reasonMissing })
    .trim()
    .min(1, { error: COMMENTS.reasonMissing, abort: true })
    .max(1000, { error: COMMENTS.reasonTooLong })
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), { error: COMMENTS.bodyControlChars }),
});

interface SignedIn {
  commenter: Commenter;
  premium: boolean;
}

export function createCommentsRouter({ config, accounts, comments, query, rateLimits, commentLimits }: CommentsRouterDeps): Router {
  const cookie: CookieSettings = { secure: config.secureCookies };
  const origin = sameOrigin(config.PUBLIC_URL);
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const perMember = { ...DEFAULT_COMMENT_LIMITS, ...commentLimits };
  const stores = storesFor(accounts.db, limits);
  const signedIn = new WeakMap<Request, SignedIn>();
  const memberOf = (req: Request): SignedIn => signedIn.get(req)!;

  /** The request's member (server/members/guard.ts) as a commenter, or null. */
  const who = async (req: Request, res: Response): Promise<SignedIn | null> => {
    const m = await checkMember(accounts, req);
    if (m.verdict === 'signed-out') {
      clearStaleHint(req, res, cookie);
      return null;
    }
    const commenter = await comments.commenter(m.user.id);
    return commenter ? { commenter, premium: m.verdict === 'premium' } : null;
  };

  /** A signed-in member, or 401. */
  const member: RequestHandler = async (req, res, next) => {
    const m = await who(req, res);
    if (!m) throw new UnauthenticatedError();
    signedIn.set(req, m);
    next();
  };
  /** A signed-in member of staff (`npm run accounts -- grant-staff EMAIL`), or 401/403. */
  const staff: RequestHandler = async (req, res, next) => {
    const m = await who(req, res);
    if (!m) throw new UnauthenticatedError();
    if (!m.commenter.staff) throw new ForbiddenError(COMMENTS.staffOnly);
    signedIn.set(req, m);
    next();
  };

  // Counted per member (after `member`), so one account cannot post faster from many addresses; only
  // comments stored count (a refused post, the 429 included, costs nothing).
  const memberKey = (req: Request) => memberOf(req).commenter.id;
  const limitOf = (name: string, message: string) => ({ stores, name, message, successesOnly: true });
  const postsPerMinute = keyedLimit({ ...limits, windowMs: 60_000 }, perMember.perMinute, limitOf('comments:minute', COMMENTS.tooManyPerMinute(perMember.perMinute)), memberKey);
  const postsPerHour = keyedLimit({ ...limits, windowMs: 3_600_000 }, perMember.perHour, limitOf('comments:hour', COMMENTS.tooManyPerHour(perMember.perHour)), memberKey);

  const story = async (path: unknown): Promise<CommentStory> => {
    if (!parseStoryPath(path)) throw new InvalidInputError(COMMENTS.pathInvalid, 'invalid-path');
    const found = await findStory(query, path as string).catch(unavailable);
    if (!found) throw new NotFoundError(COMMENTS.storyNotFound, 'story-not-found');
    return found;
  };
  const verdict = (s: CommentStory, m: SignedIn | null) =>
    decideCommenting({
      setting: config.COMMENTS,
      paywall: config.flags.paywall,
      story: s,
      member: m ? { premium: m.premium, barred: m.commenter.barred } : null,
    });
  const commentId = (req: Request): string => {
    const id = String(req.params.id);
    if (!isUuid(id)) throw new NotFoundError(COMMENTS.commentNotFound);
    return id;
  };

  const thread: RequestHandler = async (req, res) => {
    const sort = req.query.sort ?? 'oldest';
    if (sort !== 'oldest' && sort !== 'top') throw new InvalidInputError(COMMENTS.sortInvalid);
    const s = await story(req.query.path);
    const m = await who(req, res);
    const v = verdict(s, m);
    const mine = m ? { staff: m.commenter.staff } : {};
    const permission = v.canComment ? { canComment: true } : { canComment: false, reason: v.reason };
    if (!m && config.COMMENTS !== 'off' && !v.canComment && (v.reason === 'signed-out' || v.reason === 'off')) {
      // Signed out: the kept answer's bytes (./thread-cache.ts), compressed once per change of the thread.
      const answer = await comments.publicAnswer(s.path, sort as CommentSort, v.reason);
      const coding = preferredEncoding(req);
      const bytes = await answer.encoded(coding);
      res.vary('Accept-Encoding');
      res.type('application/json');
      if (coding) res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
      return;
    }
    // Switched off site-wide: no thread at all.
    const { comments: list, count } = config.COMMENTS === 'off' ? { comments: [], count: 0 } : await comments.thread(s.path, m?.commenter ?? null, sort as CommentSort);
    res.json({ comments: list, count, ...permission, ...mine } satisfies CommentThread);
  };

  const post: RequestHandler = async (req, res) => {
    const m = memberOf(req);
    const input = parseBody(postBody, req.body);
    const s = await story(input.path);
    const v = verdict(s, m);
    if (!v.canComment) throw new ForbiddenError(v.message);
    const comment = await comments.post(m.commenter, { path: s.path, body: input.body, parentId: input.parentId });
    res.status(201).json({ comment });
  };

  const edit: RequestHandler = async (req, res) => {
    const id = commentId(req);
    const { body } = parseBody(editBody, req.body);
    res.json({ comment: await comments.edit(memberOf(req).commenter, id, body) });
  };

  const remove: RequestHandler = async (req, res) => {
    await comments.remove(memberOf(req).commenter, commentId(req));
    res.status(204).end();
  };

  const like = (on: boolean): RequestHandler => async (req, res) => {
    res.json(await comments.like(memberOf(req).commenter, commentId(req), on));
  };

  const report: RequestHandler = async (req, res) => {
    const id = commentId(req);
    const { reason } = parseBody(reportBody, req.body);
    await comments.report(memberOf(req).commenter, id, reason);
    res.status(204).end();
  };

  const hide = (hidden: boolean): RequestHandler => async (req, res) => {
    res.json({ comment: await comments.setHidden(memberOf(req).commenter, commentId(req), hidden) });
  };

  const dismiss: RequestHandler = async (req, res) => {
    res.json({ dismissed: await comments.dismissReports(memberOf(req).commenter, commentId(req)) });
  };

  const queue: RequestHandler = async (_req, res) => {
    res.json(await comments.queue());
  };

  const bar = (barred: boolean): RequestHandler => async (req, res) => {
    if (!(await comments.setBarred(String(req.params.memberId), barred))) throw new NotFoundError(COMMENTS.memberNotFound);
    res.json({ barred });
  };

  const r = express.Router();
  r.use('/api/comments', privateNoStore);
  r.get('/api/comments', cookies, thread);
  r.post('/api/comments', origin, requireJson, commentJson, cookies, member, postsPerMinute, postsPerHour, post);
  r.get('/api/comments/reported', cookies, staff, queue);
  r.post('/api/comments/members/:memberId/bar', origin, cookies, staff, bar(true));
  r.post('/api/comments/members/:memberId/unbar', origin, cookies, staff, bar(false));
  r.patch('/api/comments/:id', origin, requireJson, commentJson, cookies, member, edit);
  r.delete('/api/comments/:id', origin, cookies, member, remove);
  r.post('/api/comments/:id/like', origin, cookies, member, like(true));
  r.delete('/api/comments/:id/like', origin, cookies, member, like(false));
  r.post('/api/comments/:id/report', origin, requireJson, commentJson, cookies, member, report);
  r.post('/api/comments/:id/hide', origin, cookies, staff, hide(true));
  r.post('/api/comments/:id/unhide', origin, cookies, staff, hide(false));
  r.post('/api/comments/:id/dismiss', origin, cookies, staff, dismiss);
  return r;
}
