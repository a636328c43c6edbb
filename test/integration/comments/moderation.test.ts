/**
 * Staff moderation of comments (docs/features/comments.md#the-moderation-queue), on PGlite and on
 * PostgreSQL when TEST_DATABASE_URL is set: the operator makes staff and bars members; staff hide and
 * unhide (others 403), see the queue of reported and held comments, dismiss reports and bar members
 * through the API; hidden comments leave the thread for everyone but their author and staff.
 */
import request from 'supertest';
import { COMMENTS } from '../../../shared/comment-messages.js';
import type { CommentThread, CommentView } from '../../../shared/comments.js';
import type { ModerationQueue } from '../../../shared/comment-moderation.js';
import { runAdminCommand } from '../../../server/accounts/admin.js';
import { backends, buildCommentsApp, STORIES, type CommentsApp } from './comments-app.js';

const JSON_TYPE = 'application/json';
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('comment moderation on $name', (backend) => {
  let t: CommentsApp;
  beforeAll(async () => {
    t = await buildCommentsApp(() => backend.open());
  });
  afterAll(() => t.close());

  let n = 0;
  const email = () => `mod-${++n}-${Date.now()}@example.com`;
  const newMember = (address = email()) => t.member(address, { firstName: 'Mo', lastName: `Member${n}` });
  const newStaff = async () => {
    const address = email();
    const cookie = await newMember(address);
    await t.makeStaff(address);
    return cookie;
  };
  const post = (cookie: string, body: object) => request(t.app).post('/api/comments').set('Cookie', cookie).set('Content-Type', JSON_TYPE).send(body);
  const comment = async (cookie: string, path: string, body: string, parentId?: string): Promise<CommentView> =>
    (await post(cookie, { path, body, ...(parentId ? { parentId } : {}) }).expect(201)).body.comment;
  const thread = async (path: string, cookie?: string): Promise<CommentThread> => {
    const req = request(t.app).get('/api/comments').query({ path });
    return (await (cookie ? req.set('Cookie', cookie) : req).expect(200)).body;
  };
  const act = (cookie: string | undefined, id: string, action: 'hide' | 'unhide' | 'dismiss') => {
    const req = request(t.app).post(`/api/comments/${id}/${action}`);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const report = (cookie: string, id: string, reason: string) =>
    request(t.app).post(`/api/comments/${id}/report`).set('Cookie', cookie).set('Content-Type', JSON_TYPE).send({ reason }).expect(204);
  const queue = async (cookie: string): Promise<ModerationQueue> => (await request(t.app).get('/api/comments/reported').set('Cookie', cookie).expect(200)).body;

  it('grant-staff and revoke-staff change who is staff; an unknown address is refused', async () => {
    const address = email();
    const cookie = await newMember(address);
    expect((await thread(STORIES.free, cookie)).staff).toBe(false);
    expect(await runAdminCommand(t.accounts, 'grant-staff', { email: address.toUpperCase() })).toEqual({ command: 'grant-staff', email: address, staff: true });
    expect((await thread(STORIES.free, cookie)).staff).toBe(true);
    await runAdminCommand(t.accounts, 'revoke-staff', { email: address });
    expect((await thread(STORIES.free, cookie)).staff).toBe(false);
    await expect(runAdminCommand(t.accounts, 'grant-staff', { email: 'nobody@example.com' })).rejects.toThrow(COMMENTS.noSuchMember('nobody@example.com'));
    await expect(runAdminCommand(t.accounts, 'grant-staff', { email: 'not an email' })).rejects.toThrow();
  });

  it('staff hide a comment: it leaves the thread for everyone but its author and staff; unhide brings it back', async () => {
    const [author, other, staff] = [await newMember(), await newMember(), await newStaff()];
    const path = STORIES.feature;
    const c = await comment(author, path, 'Something rude');
    const reply = await comment(other, path, 'A reply under it', c.id);
    const hidden = await act(staff, c.id, 'hide').expect(200);
    expect(hidden.headers['cache-control']).toBe('private, no-store');
    expect(hidden.body.comment).toMatchObject({ id: c.id, hidden: true });
    // The public and another member: gone, with its replies.
    for (const viewer of [undefined, other]) {
      const seen = await thread(path, viewer);
      expect(seen.comments.find((x) => x.id === c.id)).toBeUndefined();
      expect(JSON.stringify(seen)).not.toContain(reply.id);
    }
    // Its author and staff: there, marked hidden.
    expect((await thread(path, author)).comments.find((x) => x.id === c.id)).toMatchObject({ hidden: true, mine: true });
    expect((await thread(path, staff)).comments.find((x) => x.id === c.id)).toMatchObject({ hidden: true, mine: false });
    // Others cannot act on it.
    await request(t.app).post(`/api/comments/${c.id}/like`).set('Cookie', other).expect(404);
    await act(staff, c.id, 'unhide').expect(200);
    const back = (await thread(path)).comments.find((x) => x.id === c.id)!;
    expect(back).toBeDefined();
    expect(back).not.toHaveProperty('hidden');
    expect(back.replies.map((r) => r.id)).toEqual([reply.id]);
  });

  it('refuses hide, unhide, dismiss, the queue and bars to members (403) and visitors (401)', async () => {
    const [author, member] = [await newMember(), await newMember()];
    const c = await comment(author, STORIES.free, 'Fine comment');
    for (const action of ['hide', 'unhide', 'dismiss'] as const) {
      const res = await act(member, c.id, action).expect(403);
      expect(res.body.error.message).toBe(COMMENTS.staffOnly);
      await act(author, c.id, action).expect(403);
      await act(undefined, c.id, action).expect(401);
    }
    expect((await request(t.app).get('/api/comments/reported').set('Cookie', member).expect(403)).body.error.message).toBe(COMMENTS.staffOnly);
    await request(t.app).get('/api/comments/reported').expect(401);
    const someone = (await t.accounts.db.query<{ id: string }>('SELECT id FROM users LIMIT 1')).rows[0]!.id;
    await request(t.app).post(`/api/comments/members/${someone}/bar`).set('Cookie', member).expect(403);
    await request(t.app).post(`/api/comments/members/${someone}/bar`).expect(401);
  });

  it('answers 404 to staff acting on an unknown or malformed comment or member', async () => {
    const staff = await newStaff();
    await act(staff, '00000000-0000-4000-8000-000000000000', 'hide').expect(404);
    await act(staff, 'nope', 'hide').expect(404);
    await act(staff, 'nope', 'dismiss').expect(404);
    expect((await request(t.app).post('/api/comments/members/nope/bar').set('Cookie', staff).expect(404)).body.error.message).toBe(COMMENTS.memberNotFound);
    await request(t.app).post('/api/comments/members/00000000-0000-4000-8000-000000000000/unbar').set('Cookie', staff).expect(404);
  });

  it('lists reported comments with path, reasons and counts, most reported first; dismiss and hide close them', async () => {
    const [author, r1, r2, staff] = [await newMember(), await newMember(), await newMember(), await newStaff()];
    const once = await comment(author, STORIES.recipe, 'Reported once');
    const twice = await comment(author, STORIES.recipe, 'Reported twice');
    await report(r1, once.id, 'Off topic');
    await report(r1, twice.id, 'Spam');
    await report(r2, twice.id, 'Rude');
    let q = await queue(staff);
    const mine = q.reports.filter((r) => [once.id, twice.id].includes(r.comment.id));
    expect(mine.map((r) => r.comment.id)).toEqual([twice.id, once.id]);
    expect(mine[0]).toMatchObject({ count: 2, comment: { path: STORIES.recipe, body: 'Reported twice', hidden: false, held: false, deleted: false } });
    expect(mine[0]!.reasons.map((r) => r.reason)).toEqual(['Spam', 'Rude']);
    expect(mine[0]!.comment.author).toMatchObject({ name: expect.stringMatching(/^Mo Member/), barred: false, id: expect.any(String) });
    expect(JSON.stringify(q)).not.toMatch(/@example\.com/);
    const dismissed = await act(staff, once.id, 'dismiss').expect(200);
    expect(dismissed.body).toEqual({ dismissed: 1 });
    await act(staff, twice.id, 'hide').expect(200);
    q = await queue(staff);
    expect(q.reports.find((r) => [once.id, twice.id].includes(r.comment.id))).toBeUndefined();
    // A dismissed comment stays in the thread; it can be reported again.
    expect((await thread(STORIES.recipe)).comments.find((x) => x.id === once.id)).toBeDefined();
    await report(r1, once.id, 'Still off topic');
    expect((await queue(staff)).reports.find((r) => r.comment.id === once.id)?.count).toBe(1);
  });

  it('bars a member through the API and the CLI: they can no longer post or edit; unbar lets them again', async () => {
    const address = email();
    const [member, staff] = [await newMember(address), await newStaff()];
    const c = await comment(member, STORIES.free, 'Before the bar');
    const memberId = (await t.accounts.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [address])).rows[0]!.id;
    expect((await request(t.app).post(`/api/comments/members/${memberId}/bar`).set('Cookie', staff).expect(200)).body).toEqual({ barred: true });
    const refused = await post(member, { path: STORIES.free, body: 'After the bar' }).expect(403);
    expect(refused.body.error.message).toBe(COMMENTS.barred);
    expect(await thread(STORIES.free, member)).toMatchObject({ canComment: false, reason: 'barred' });
    await request(t.app).patch(`/api/comments/${c.id}`).set('Cookie', member).set('Content-Type', JSON_TYPE).send({ body: 'Edited' }).expect(403);
    // Their comments stay.
    expect((await thread(STORIES.free)).comments.find((x) => x.id === c.id)).toBeDefined();
    await request(t.app).post(`/api/comments/members/${memberId}/unbar`).set('Cookie', staff).expect(200);
    await post(member, { path: STORIES.free, body: 'Back again' }).expect(201);
    expect(await runAdminCommand(t.accounts, 'bar-commenter', { email: address })).toEqual({ command: 'bar-commenter', email: address, barred: true });
    await post(member, { path: STORIES.free, body: 'Barred by the CLI' }).expect(403);
    await runAdminCommand(t.accounts, 'unbar-commenter', { email: address });
    await post(member, { path: STORIES.free, body: 'Unbarred by the CLI' }).expect(201);
    await expect(runAdminCommand(t.accounts, 'bar-commenter', { email: 'nobody@example.com' })).rejects.toThrow(COMMENTS.noSuchMember('nobody@example.com'));
  });

  describe('links from new members', () => {
    it('holds a new member’s link for review: only they and staff see it, until staff approve it', async () => {
      const [author, other, staff] = [await newMember(), await newMember(), await newStaff()];
      const path = STORIES.episode;
      const top = await comment(other, path, 'A plain top comment');
      const before = t.replies.length;
      const held = await comment(author, path, 'Read this https://spam.example/deal', top.id);
      expect(held.held).toBe(true);
      // Not told yet: a held reply is not visible.
      expect(t.replies.length).toBe(before);
      expect(JSON.stringify(await thread(path))).not.toContain(held.id);
      expect(JSON.stringify(await thread(path, other))).not.toContain(held.id);
      const own = (await thread(path, author)).comments.find((x) => x.id === top.id)!.replies.find((r) => r.id === held.id);
      expect(own).toMatchObject({ held: true, mine: true });
      expect((await queue(staff)).held.map((c) => c.id)).toContain(held.id);
      const approved = await act(staff, held.id, 'unhide').expect(200);
      expect(approved.body.comment).not.toHaveProperty('held');
      expect(JSON.stringify(await thread(path))).toContain(held.id);
      expect((await queue(staff)).held.map((c) => c.id)).not.toContain(held.id);
      // Approved, the reply is told to the hook.
      expect(t.replies.length).toBe(before + 1);
      expect(t.replies.at(-1)).toMatchObject({ commentId: held.id, parentId: top.id, path });
    });

    it('holds www. and bare-domain links too, and a link added by an edit; plain text is never held', async () => {
      const author = await newMember();
      for (const body of ['see www.example.com', 'see example.com/page']) expect((await comment(author, STORIES.free, body)).held).toBe(true);
      const plain = await comment(author, STORIES.free, 'No link here, just a sentence. Or e.g. this.');
      expect(plain.held).toBeUndefined();
      const edited = await request(t.app).patch(`/api/comments/${plain.id}`).set('Cookie', author).set('Content-Type', JSON_TYPE).send({ body: 'now with http://x.example/y' }).expect(200);
      expect(edited.body.comment.held).toBe(true);
    });

    it('does not hold the links of a member with an older account and three visible comments', async () => {
      const author = await newMember();
      for (let i = 0; i < 3; i++) await comment(author, STORIES.otherFree, `Comment ${i}`);
      // Three comments but a young account: still held.
      expect((await comment(author, STORIES.otherFree, 'https://example.com/a')).held).toBe(true);
      t.advance(4 * DAY);
      try {
        const c = await comment(author, STORIES.otherFree, 'https://example.com/b');
        expect(c.held).toBeUndefined();
      } finally {
        t.advance(-4 * DAY);
      }
      // An old account with fewer than three visible comments: held.
      const fresh = await newMember();
      t.advance(4 * DAY);
      try {
        expect((await comment(fresh, STORIES.otherFree, 'https://example.com/c')).held).toBe(true);
      } finally {
        t.advance(-4 * DAY);
      }
    });
  });
});
