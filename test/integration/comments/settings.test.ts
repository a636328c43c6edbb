/**
 * Who may comment, site-wide and per story, and how fast (docs/features/comments.md#who-may-comment,
 * #limits), on PGlite and on PostgreSQL when TEST_DATABASE_URL is set: COMMENTS=paid and off, the
 * Studio's "Comments off", the paywall flag, and the per-member burst limits (429, Retry-After).
 */
import request from 'supertest';
import { COMMENTS } from '../../../shared/comment-messages.js';
import type { CommentThread } from '../../../shared/comments.js';
import { COMMENT_ARTICLE_QUERY } from '../../../server/content/queries.js';
import { DEFAULT_COMMENT_LIMITS } from '../../../server/comments/router.js';
import { backends, buildCommentsApp, STORIES, type CommentsApp, type CommentsAppOptions } from './comments-app.js';

const JSON_TYPE = 'application/json';

describe.each(backends)('comment settings and limits on $name', (backend) => {
  let n = 0;
  const email = () => `set-${++n}-${Date.now()}@example.com`;
  const post = (t: CommentsApp, cookie: string, body: object) => request(t.app).post('/api/comments').set('Cookie', cookie).set('Content-Type', JSON_TYPE).send(body);
  const thread = async (t: CommentsApp, path: string, cookie?: string): Promise<CommentThread> => {
    const req = request(t.app).get('/api/comments').query({ path });
    return (await (cookie ? req.set('Cookie', cookie) : req).expect(200)).body;
  };
  const withApp = (opts: CommentsAppOptions, fn: (t: CommentsApp) => Promise<void>) => async () => {
    const t = await buildCommentsApp(() => backend.open(), opts);
    try {
      await fn(t);
    } finally {
      // A refused post is taken off the limiter's count once its answer is sent: let that land first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.close();
    }
  };

  it(
    'COMMENTS=paid: only premium members post; a free member is told why',
    withApp({ vars: { COMMENTS: 'paid' } }, async (t) => {
      const free = await t.member(email());
      const res = await post(t, free, { path: STORIES.free, body: 'Free here' }).expect(403);
      expect(res.body.error.message).toBe(COMMENTS.paidOnly);
      expect(await thread(t, STORIES.free, free)).toMatchObject({ canComment: false, reason: 'premium' });
      const address = email();
      const premium = await t.member(address);
      await t.makePremium(address);
      await post(t, premium, { path: STORIES.free, body: 'Paid here' }).expect(201);
      expect((await thread(t, STORIES.free, premium)).canComment).toBe(true);
      expect((await thread(t, STORIES.free)).count).toBe(1);
    }),
  );

  it(
    'COMMENTS=off: no thread for anyone, every post refused',
    withApp({ vars: { COMMENTS: 'off' } }, async (t) => {
      const address = email();
      const member = await t.member(address);
      const userId = (await t.accounts.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [address])).rows[0]!.id;
      // A comment from before it was switched off.
      await t.accounts.db.query('INSERT INTO comments (path, user_id, body) VALUES ($1, $2, $3)', [STORIES.free, userId, 'From before']);
      for (const viewer of [undefined, member]) {
        const seen = await thread(t, STORIES.free, viewer);
        expect(seen).toMatchObject({ comments: [], count: 0, canComment: false, reason: 'off' });
      }
      expect((await post(t, member, { path: STORIES.free, body: 'Hello?' }).expect(403)).body.error.message).toBe(COMMENTS.siteOff);
      // Bad input is still told as such.
      await post(t, member, { path: '/nowhere', body: 'x' }).expect(400);
    }),
  );

  it(
    'a story the Studio switched off keeps its thread readable and takes no comments or replies',
    withApp(
      {
        queryOverride: (groq, params) =>
          groq === COMMENT_ARTICLE_QUERY && params?.slug === STORIES.freeSlug
            ? { isPremium: false, commentsOff: true, parent: STORIES.free.split('/')[2] }
            : undefined,
      },
      async (t) => {
        const address = email();
        const member = await t.member(address);
        const userId = (await t.accounts.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [address])).rows[0]!.id;
        const { rows } = await t.accounts.db.query<{ id: string }>('INSERT INTO comments (path, user_id, body) VALUES ($1, $2, $3) RETURNING id', [STORIES.free, userId, 'Before the switch']);
        const seen = await thread(t, STORIES.free, member);
        expect(seen).toMatchObject({ count: 1, canComment: false, reason: 'off' });
        expect((await thread(t, STORIES.free)).reason).toBe('off');
        expect((await post(t, member, { path: STORIES.free, body: 'New' }).expect(403)).body.error.message).toBe(COMMENTS.off);
        expect((await post(t, member, { path: STORIES.free, body: 'Reply', parentId: rows[0]!.id }).expect(403)).body.error.message).toBe(COMMENTS.off);
        // Other stories are open.
        await post(t, member, { path: STORIES.otherFree, body: 'Open here' }).expect(201);
      },
    ),
  );

  it(
    'with the paywall off, a premium story takes comments from any member',
    withApp({ vars: { FEATURE_PAYWALL: 'off' } }, async (t) => {
      const free = await t.member(email());
      await post(t, free, { path: STORIES.premium, body: 'Open to all' }).expect(201);
      expect((await thread(t, STORIES.premium, free)).canComment).toBe(true);
    }),
  );

  it(
    'limits a burst: 5 a minute by default, then 429 with a message and Retry-After; others are not held back',
    withApp({ commentLimits: DEFAULT_COMMENT_LIMITS }, async (t) => {
      expect(DEFAULT_COMMENT_LIMITS).toEqual({ perMinute: 5, perHour: 30 });
      const [a, b] = [await t.member(email()), await t.member(email())];
      // Refused posts cost nothing.
      for (let i = 0; i < 6; i++) await post(t, a, { path: STORIES.free, body: '' }).expect(400);
      for (let i = 0; i < 5; i++) await post(t, a, { path: STORIES.free, body: `Quick ${i}` }).expect(201);
      const res = await post(t, a, { path: STORIES.free, body: 'One too many' }).expect(429);
      expect(res.body.error.message).toBe(COMMENTS.tooManyPerMinute(5));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Still refused: the 429s did not move the window's count either way.
      await post(t, a, { path: STORIES.free, body: 'Still too many' }).expect(429);
      await post(t, b, { path: STORIES.free, body: 'Someone else' }).expect(201);
      // Reading is not limited.
      await thread(t, STORIES.free, a);
    }),
  );

  it(
    'limits an hour: past the hourly count, 429 with the hourly message',
    withApp({ commentLimits: { perMinute: 100, perHour: 3 } }, async (t) => {
      const a = await t.member(email());
      for (let i = 0; i < 3; i++) await post(t, a, { path: STORIES.free, body: `Hour ${i}` }).expect(201);
      const res = await post(t, a, { path: STORIES.free, body: 'Over the hour' }).expect(429);
      expect(res.body.error.message).toBe(COMMENTS.tooManyPerHour(3));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    }),
  );
});
