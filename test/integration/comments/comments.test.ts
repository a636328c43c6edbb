/**
 * The comments API end to end (docs/features/comments.md), on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL is set: reading a thread, posting and replying, editing, deleting, likes, reports,
 * and every refusal (signed out, premium, bad input, unknown story, a reply to a reply). Staff,
 * limits and the page cache have their own files.
 */
import request from 'supertest';
import { COMMENTS } from '../../../shared/comment-messages.js';
import { COMMENT_EDIT_WINDOW_MS, COMMENT_MAX_LENGTH, type CommentThread, type CommentView } from '../../../shared/comments.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { backends, buildCommentsApp, STORIES, type CommentsApp } from './comments-app.js';

/** The kept threads' background refresh in these tests (production: 5 s). */
const REFRESH_MS = 300;

const JSON_TYPE = 'application/json';

describe.each(backends)('comments on $name', (backend) => {
  let t: CommentsApp;
  beforeAll(async () => {
    // A kept thread is computed again after ttlMs: what it is not told of (a deleted account) shows then.
    t = await buildCommentsApp(() => backend.open(), { commentThreads: { ttlMs: REFRESH_MS } });
  });
  afterAll(() => t.close());

  let n = 0;
  const newMember = (name = { firstName: 'Pat', lastName: 'Reader' }) => t.member(`reader-${++n}-${Date.now()}@example.com`, name);
  const get = (path: string, cookie?: string, sort?: string) => {
    const req = request(t.app).get('/api/comments').query(sort ? { path, sort } : { path });
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const post = (cookie: string | undefined, body: unknown) => {
    const req = request(t.app).post('/api/comments').set('Content-Type', JSON_TYPE);
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };
  const comment = async (cookie: string, path: string, body: string, parentId?: string): Promise<CommentView> => {
    const res = await post(cookie, { path, body, ...(parentId ? { parentId } : {}) });
    expect(res.status).toBe(201);
    return res.body.comment as CommentView;
  };

  describe('GET /api/comments', () => {
    it('answers an empty thread for the public, never cached in a shared cache', async () => {
      const res = await get(STORIES.otherFree).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/i);
      expect(res.body).toEqual({ comments: [], count: 0, canComment: false, reason: 'signed-out' } satisfies CommentThread);
    });

    it('shows a thread oldest first with replies, names and never an email', async () => {
      const a = await newMember({ firstName: 'Ada', lastName: 'First' });
      const b = await newMember({ firstName: 'Bo', lastName: 'Second' });
      const path = STORIES.feature;
      const one = await comment(a, path, 'First!');
      const two = await comment(b, path, 'Second.');
      const reply = await comment(b, path, 'A reply to the first.', one.id);
      const res = await get(path).expect(200);
      const thread = res.body as CommentThread;
      expect(thread.count).toBe(3);
      expect(thread.comments.map((c) => c.id)).toEqual([one.id, two.id]);
      expect(thread.comments[0]!.author).toEqual({ name: 'Ada First' });
      expect(thread.comments[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
      expect(thread.comments[0]!.replies[0]!.replies).toEqual([]);
      expect(res.text).not.toMatch(/@example\.com/);
      // The public sees no personal fields.
      expect(thread.comments[0]).not.toHaveProperty('mine');
      expect(thread.comments[0]).not.toHaveProperty('liked');
      expect(thread).not.toHaveProperty('staff');
    });

    it('adds the viewer’s own relation with a session', async () => {
      const a = await newMember();
      const path = STORIES.recipe;
      const mine = await comment(a, path, 'On a recipe.');
      const res = await get(path, a).expect(200);
      const thread = res.body as CommentThread;
      expect(thread.canComment).toBe(true);
      expect(thread.reason).toBeUndefined();
      expect(thread.staff).toBe(false);
      const seen = thread.comments.find((c) => c.id === mine.id)!;
      expect(seen.mine).toBe(true);
      expect(seen.liked).toBe(false);
    });

    it('sorts by likes with sort=top', async () => {
      const [a, b, c] = [await newMember(), await newMember(), await newMember()];
      const path = STORIES.episode;
      const first = await comment(a, path, 'Few likes');
      const second = await comment(b, path, 'Many likes');
      for (const who of [a, b, c]) await request(t.app).post(`/api/comments/${second.id}/like`).set('Cookie', who).expect(200);
      const top = (await get(path, undefined, 'top').expect(200)).body as CommentThread;
      expect(top.comments.map((x) => x.id).slice(0, 2)).toEqual([second.id, first.id]);
      expect(top.comments[0]!.likes).toBe(3);
      const oldest = (await get(path, undefined, 'oldest').expect(200)).body as CommentThread;
      expect(oldest.comments.map((x) => x.id).slice(0, 2)).toEqual([first.id, second.id]);
    });

    it('shows a deleted account’s comments without a name', async () => {
      const address = `gone-${++n}-${Date.now()}@example.com`;
      const gone = await t.member(address, { firstName: 'Gone', lastName: 'Soon' });
      const c = await comment(gone, STORIES.feature, 'I will leave');
      await t.accounts.db.query('DELETE FROM users WHERE email = $1', [address]);
      // Not told to the kept thread (docs/features/comments.md#freshness): within its refresh.
      const shown = async () => ((await get(STORIES.feature).expect(200)).body as CommentThread).comments.find((x) => x.id === c.id)!;
      for (let deadline = Date.now() + REFRESH_MS + 5000; (await shown()).author.name !== '' && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
      expect(await shown()).toMatchObject({ body: 'I will leave', author: { name: '' } });
    });

    it('refuses query parameters given twice or as arrays with 400', async () => {
      await request(t.app).get(`/api/comments?path=${encodeURIComponent(STORIES.free)}&path=${encodeURIComponent(STORIES.free)}`).expect(400);
      await request(t.app).get(`/api/comments?path=${encodeURIComponent(STORIES.free)}&sort=top&sort=oldest`).expect(400);
      await request(t.app).get('/api/comments?path[a]=1').expect(400);
    });

    it('refuses a bad path (400), an unknown story (404) and a bad sort (400)', async () => {
      for (const bad of ['', '/about', 'https://evil.example/x', `${STORIES.free}?x=1`, `/sections/a/articles/${'x'.repeat(300)}`]) {
        const res = await get(bad).expect(400);
        expect(res.body.error.message).toBe(COMMENTS.pathInvalid);
      }
      expect((await request(t.app).get('/api/comments').expect(400)).body.error.message).toBe(COMMENTS.pathInvalid);
      expect((await get('/sections/news/articles/no-such-story').expect(404)).body.error.message).toBe(COMMENTS.storyNotFound);
      expect((await get(STORIES.free.replace(/\/sections\/[^/]+\//, '/sections/not-its-section/')).expect(404)).body.error.message).toBe(COMMENTS.storyNotFound);
      expect((await get('/feature/no-such-feature').expect(404)).body.error.message).toBe(COMMENTS.storyNotFound);
      expect((await get(STORIES.free, undefined, 'newest').expect(400)).body.error.message).toBe(COMMENTS.sortInvalid);
    });
  });

  describe('POST /api/comments', () => {
    it('posts a comment for a member: 201 with the comment, private', async () => {
      const a = await newMember({ firstName: 'Cy', lastName: 'Poster' });
      const res = await post(a, { path: STORIES.free, body: '  Hello\r\nthere  \n\n\n\nfriend  ' }).expect(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const c = res.body.comment as CommentView;
      expect(c).toMatchObject({ body: 'Hello\nthere\n\nfriend', author: { name: 'Cy Poster' }, likes: 0, mine: true, liked: false, replies: [] });
      expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(c.createdAt).toISOString()).toBe(c.createdAt);
      expect(c).not.toHaveProperty('editedAt');
      expect(c).not.toHaveProperty('held');
    });

    it('stores markup as plain text, as written', async () => {
      const a = await newMember();
      const body = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
      const c = await comment(a, STORIES.free, body);
      expect(c.body).toBe(body);
      const res = await get(STORIES.free).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect((res.body as CommentThread).comments.find((x) => x.id === c.id)!.body).toBe(body);
    });

    it('refuses a visitor with 401', async () => {
      const res = await post(undefined, { path: STORIES.free, body: 'hi' }).expect(401);
      expect(res.body.error.message).toBe(MESSAGES.unauthenticated);
    });

    it('takes comments on a premium story only from members who can read it (403 otherwise)', async () => {
      const email = `premium-${++n}-${Date.now()}@example.com`;
      const free = await newMember();
      const res = await post(free, { path: STORIES.premium, body: 'Can I?' }).expect(403);
      expect(res.body.error.message).toBe(COMMENTS.premiumOnly);
      const thread = (await get(STORIES.premium, free).expect(200)).body as CommentThread;
      expect(thread).toMatchObject({ canComment: false, reason: 'premium' });
      const premium = await t.member(email);
      await t.makePremium(email);
      await post(premium, { path: STORIES.premium, body: 'I can.' }).expect(201);
      expect(((await get(STORIES.premium, premium).expect(200)).body as CommentThread).canComment).toBe(true);
      // Everyone may read the thread.
      expect(((await get(STORIES.premium).expect(200)).body as CommentThread).count).toBeGreaterThan(0);
    });

    it('refuses an empty, blank, non-text or over-long body with 400 and a message', async () => {
      const a = await newMember();
      const cases: [unknown, string][] = [
        [undefined, COMMENTS.bodyMissing],
        ['', COMMENTS.bodyMissing],
        ['  \n\t  ', COMMENTS.bodyMissing],
        [42, COMMENTS.bodyNotText],
        [{ html: 'x' }, COMMENTS.bodyNotText],
        ['x'.repeat(COMMENT_MAX_LENGTH + 1), COMMENTS.bodyTooLong],
        ['bell \u0007 here', COMMENTS.bodyControlChars],
        ['nul \u0000 here', COMMENTS.bodyControlChars],
      ];
      for (const [body, message] of cases) {
        const res = await post(a, { path: STORIES.free, body }).expect(400);
        expect(res.body.error.message).toBe(message);
      }
      // Exactly the limit, counted in characters (an emoji is one).
      await post(a, { path: STORIES.free, body: 'x'.repeat(COMMENT_MAX_LENGTH) }).expect(201);
      await post(a, { path: STORIES.free, body: '\u{1F600}'.repeat(COMMENT_MAX_LENGTH) }).expect(201);
      expect((await post(a, { path: STORIES.free, body: '\u{1F600}'.repeat(COMMENT_MAX_LENGTH + 1) }).expect(400)).body.error.message).toBe(COMMENTS.bodyTooLong);
    });

    it('refuses a path that is not a story (400) or no story (404), and a body that is not JSON', async () => {
      const a = await newMember();
      expect((await post(a, { path: '/about', body: 'x' }).expect(400)).body.error.message).toBe(COMMENTS.pathInvalid);
      expect((await post(a, { path: 7, body: 'x' }).expect(400)).body.error.message).toBe(COMMENTS.pathInvalid);
      expect((await post(a, { body: 'x' }).expect(400)).body.error.message).toBe(COMMENTS.pathInvalid);
      expect((await post(a, { path: '/recipes/no-such-recipe', body: 'x' }).expect(404)).body.error.message).toBe(COMMENTS.storyNotFound);
      await post(a, [1, 2]).expect(400);
      await request(t.app).post('/api/comments').set('Cookie', a).set('Content-Type', 'text/plain').send('hi').expect(415);
      await request(t.app).post('/api/comments').set('Cookie', a).set('Content-Type', JSON_TYPE).send('{"path":').expect(400);
    });

    it('refuses a cross-site post (CSRF) with 403', async () => {
      const a = await newMember();
      await request(t.app).post('/api/comments').set('Cookie', a).set('Origin', 'https://evil.example').set('Content-Type', JSON_TYPE).send({ path: STORIES.free, body: 'x' }).expect(403);
    });

    it('replies one level: a reply to a reply is 400, a bad or foreign parent 400', async () => {
      const [a, b] = [await newMember(), await newMember()];
      const top = await comment(a, STORIES.free, 'Top');
      const reply = await comment(b, STORIES.free, 'Reply', top.id);
      const deeper = await post(a, { path: STORIES.free, body: 'Deeper', parentId: reply.id }).expect(400);
      expect(deeper.body.error.message).toBe(COMMENTS.replyToReply);
      expect((await post(a, { path: STORIES.otherFree, body: 'Elsewhere', parentId: top.id }).expect(400)).body.error.message).toBe(COMMENTS.parentElsewhere);
      for (const parentId of ['nope', 42, '00000000-0000-4000-8000-000000000000']) {
        expect((await post(a, { path: STORIES.free, body: 'x', parentId }).expect(400)).body.error.message).toBe(COMMENTS.parentInvalid);
      }
      await post(a, { path: STORIES.free, body: 'null parent is a top-level comment', parentId: null }).expect(201);
    });

    it('tells the reply hook of a reply to another member’s comment, not of one to their own', async () => {
      const a = await newMember({ firstName: 'Ann', lastName: 'Parent' });
      const b = await newMember({ firstName: 'Ben', lastName: 'Replier' });
      const top = await comment(a, STORIES.feature, 'Parent comment');
      const before = t.replies.length;
      const own = await comment(a, STORIES.feature, 'My own follow-up', top.id);
      expect(t.replies.length).toBe(before);
      const reply = await comment(b, STORIES.feature, 'Hello Ann', top.id);
      expect(t.replies.length).toBe(before + 1);
      const parentAuthor = (await t.accounts.db.query<{ user_id: string }>('SELECT user_id FROM comments WHERE id = $1', [top.id])).rows[0]!.user_id;
      expect(t.replies.at(-1)).toEqual({ commentId: reply.id, parentId: top.id, parentAuthorId: parentAuthor, replyAuthorName: 'Ben Replier', path: STORIES.feature, body: 'Hello Ann' });
      expect(own.id).not.toBe(reply.id);
    });
  });

  describe('hostile input', () => {
    it('answers every odd value of every field with a 4xx or a success, never a 5xx', async () => {
      const a = await newMember();
      const top = await comment(a, STORIES.free, 'A parent');
      const values: unknown[] = [undefined, null, true, 0, -1, 1e308, [], {}, ['x'], { $ne: '' }, '', '\u0000', '\ud800', '\ud800x', '<script>alert(1)</script>', 'x'.repeat(6000), '%00', '../../etc/passwd'];
      const paths: unknown[] = [...values, STORIES.free, `${STORIES.free}/`, STORIES.free.toUpperCase(), `${STORIES.free}\u0000`];
      const parents: unknown[] = [...values, top.id, top.id.toUpperCase(), `${top.id} `];
      const statuses = new Set<number>();
      for (let i = 0; i < Math.max(paths.length, values.length, parents.length) * 2; i++) {
        const body = { path: paths[i % paths.length], body: values[(i * 7) % values.length], parentId: parents[(i * 5) % parents.length] };
        const res = await post(a, body);
        statuses.add(res.status);
        expect({ body, status: res.status < 500 }).toEqual({ body, status: true });
      }
      for (const value of values) {
        const patch = await request(t.app).patch(`/api/comments/${top.id}`).set('Cookie', a).set('Content-Type', JSON_TYPE).send(JSON.stringify({ body: value }));
        expect({ value, status: patch.status < 500 }).toEqual({ value, status: true });
        const report = await request(t.app).post(`/api/comments/${top.id}/report`).set('Cookie', a).set('Content-Type', JSON_TYPE).send(JSON.stringify({ reason: value }));
        expect({ value, status: report.status < 500 }).toEqual({ value, status: true });
        const thread = await request(t.app).get('/api/comments').query({ path: typeof value === 'string' ? value : JSON.stringify(value), sort: 'top' });
        expect({ value, status: thread.status < 500 }).toEqual({ value, status: true });
      }
      expect([...statuses].every((s) => s < 500)).toBe(true);
      // And the thread still reads.
      expect(((await get(STORIES.free).expect(200)).body as CommentThread).comments.some((c) => c.id === top.id)).toBe(true);
    });
  });

  describe('PATCH /api/comments/:id', () => {
    it('lets its author edit within 15 minutes (editedAt set), then 403 with a message', async () => {
      const a = await newMember();
      const c = await comment(a, STORIES.free, 'Typo hre');
      const res = await request(t.app).patch(`/api/comments/${c.id}`).set('Cookie', a).set('Content-Type', JSON_TYPE).send({ body: 'Typo here' }).expect(200);
      expect(res.body.comment).toMatchObject({ id: c.id, body: 'Typo here', mine: true });
      expect(res.body.comment.editedAt).toEqual(expect.any(String));
      const shown = ((await get(STORIES.free).expect(200)).body as CommentThread).comments.find((x) => x.id === c.id)!;
      expect(shown.body).toBe('Typo here');
      expect(shown.editedAt).toBe(res.body.comment.editedAt);
      t.advance(COMMENT_EDIT_WINDOW_MS + 1000);
      try {
        const late = await request(t.app).patch(`/api/comments/${c.id}`).set('Cookie', a).set('Content-Type', JSON_TYPE).send({ body: 'Too late' }).expect(403);
        expect(late.body.error.message).toBe(COMMENTS.editWindowOver);
      } finally {
        t.advance(-(COMMENT_EDIT_WINDOW_MS + 1000));
      }
    });

    it('refuses another member (403), a visitor (401), bad bodies (400) and unknown ids (404)', async () => {
      const [a, b] = [await newMember(), await newMember()];
      const c = await comment(a, STORIES.free, 'Mine');
      const patch = (cookie: string | undefined, id: string, body: unknown) => {
        const req = request(t.app).patch(`/api/comments/${id}`).set('Content-Type', JSON_TYPE);
        return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
      };
      expect((await patch(b, c.id, { body: 'Yours now' }).expect(403)).body.error.message).toBe(COMMENTS.notAuthor);
      await patch(undefined, c.id, { body: 'x' }).expect(401);
      expect((await patch(a, c.id, { body: '' }).expect(400)).body.error.message).toBe(COMMENTS.bodyMissing);
      expect((await patch(a, c.id, {}).expect(400)).body.error.message).toBe(COMMENTS.bodyMissing);
      expect((await patch(a, 'not-a-uuid', { body: 'x' }).expect(404)).body.error.message).toBe(COMMENTS.commentNotFound);
      await patch(a, '00000000-0000-4000-8000-000000000000', { body: 'x' }).expect(404);
    });
  });

  describe('DELETE /api/comments/:id', () => {
    it('lets its author delete; another member gets 403; a deleted head of replies stays as an empty placeholder', async () => {
      const [a, b] = [await newMember(), await newMember()];
      const path = STORIES.otherFree;
      const lone = await comment(a, path, 'Lone');
      const head = await comment(a, path, 'Head');
      const reply = await comment(b, path, 'Reply to head', head.id);
      expect((await request(t.app).delete(`/api/comments/${lone.id}`).set('Cookie', b).expect(403)).body.error.message).toBe(COMMENTS.notAuthor);
      await request(t.app).delete(`/api/comments/${lone.id}`).set('Cookie', a).expect(204);
      await request(t.app).delete(`/api/comments/${head.id}`).set('Cookie', a).expect(204);
      await request(t.app).delete(`/api/comments/${head.id}`).set('Cookie', a).expect(404);
      await request(t.app).delete(`/api/comments/${head.id}`).expect(401);
      const thread = (await get(path).expect(200)).body as CommentThread;
      expect(thread.comments.find((c) => c.id === lone.id)).toBeUndefined();
      const placeholder = thread.comments.find((c) => c.id === head.id)!;
      expect(placeholder).toMatchObject({ body: '', author: { name: '' }, likes: 0 });
      expect(placeholder.replies.map((r) => r.id)).toEqual([reply.id]);
      expect(JSON.stringify(thread)).not.toContain('Head');
      // Once its reply is gone too, the placeholder goes.
      await request(t.app).delete(`/api/comments/${reply.id}`).set('Cookie', b).expect(204);
      expect(((await get(path).expect(200)).body as CommentThread).comments.find((c) => c.id === head.id)).toBeUndefined();
    });
  });

  describe('likes', () => {
    it('likes and unlikes idempotently, counts each member once; 401 signed out, 404 unknown', async () => {
      const [a, b] = [await newMember(), await newMember()];
      const c = await comment(a, STORIES.free, 'Like me');
      const like = (cookie: string) => request(t.app).post(`/api/comments/${c.id}/like`).set('Cookie', cookie);
      expect((await like(b).expect(200)).body).toEqual({ likes: 1, liked: true });
      expect((await like(b).expect(200)).body).toEqual({ likes: 1, liked: true });
      expect((await like(a).expect(200)).body).toEqual({ likes: 2, liked: true });
      expect((await request(t.app).delete(`/api/comments/${c.id}/like`).set('Cookie', b).expect(200)).body).toEqual({ likes: 1, liked: false });
      expect((await request(t.app).delete(`/api/comments/${c.id}/like`).set('Cookie', b).expect(200)).body).toEqual({ likes: 1, liked: false });
      const seen = ((await get(STORIES.free, a).expect(200)).body as CommentThread).comments.find((x) => x.id === c.id)!;
      expect(seen).toMatchObject({ likes: 1, liked: true });
      await request(t.app).post(`/api/comments/${c.id}/like`).expect(401);
      await request(t.app).post('/api/comments/00000000-0000-4000-8000-000000000000/like').set('Cookie', a).expect(404);
      await request(t.app).post('/api/comments/x/like').set('Cookie', a).expect(404);
    });
  });

  describe('reports', () => {
    it('takes a report with a reason (204, once per member), refuses a missing or long reason', async () => {
      const [a, b] = [await newMember(), await newMember()];
      const c = await comment(a, STORIES.free, 'Reportable');
      const report = (cookie: string | undefined, body: unknown) => {
        const req = request(t.app).post(`/api/comments/${c.id}/report`).set('Content-Type', JSON_TYPE);
        return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
      };
      await report(b, { reason: 'Spam' }).expect(204);
      await report(b, { reason: 'Spam again' }).expect(204);
      const { rows } = await t.accounts.db.query<{ n: string | number }>('SELECT count(*) AS n FROM comment_reports WHERE comment_id = $1', [c.id]);
      expect(Number(rows[0]!.n)).toBe(1);
      expect((await report(b, {}).expect(400)).body.error.message).toBe(COMMENTS.reasonMissing);
      expect((await report(b, { reason: '   ' }).expect(400)).body.error.message).toBe(COMMENTS.reasonMissing);
      expect((await report(b, { reason: 'x'.repeat(1001) }).expect(400)).body.error.message).toBe(COMMENTS.reasonTooLong);
      await report(undefined, { reason: 'Spam' }).expect(401);
      await request(t.app).post('/api/comments/00000000-0000-4000-8000-000000000000/report').set('Cookie', b).set('Content-Type', JSON_TYPE).send({ reason: 'x' }).expect(404);
    });
  });
});
