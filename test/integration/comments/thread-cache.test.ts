/**
 * The kept public thread (server/comments/thread-cache.ts, docs/features/comments.md#freshness), with
 * the production settings, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set: posts and
 * likes reach the public thread at once, in memory, exactly as a computation from the database gives
 * it (compared byte for byte, both sorts); a hidden or deleted comment leaves it at once; a signed-in
 * member gets the kept thread with their own marks laid over it; a signed-out reader gets the kept
 * bytes in the coding asked for. The cache on its own: patches are not lost to a computation under
 * way, one that cannot be placed makes the next read recompute, concurrent reads share one.
 */
import request from 'supertest';
import type { CommentThread, CommentView } from '../../../shared/comments.js';
import { createThreadCache, type PublicThread, type ThreadPatch } from '../../../server/comments/thread-cache.js';
import { createCommentService } from '../../../server/comments/service.js';
import { backends, buildCommentsApp, STORIES, type CommentsApp } from './comments-app.js';

const JSON_TYPE = 'application/json';
/** Room for a loaded machine where a test waits for a background computation. */
const FRESHNESS_MS = 5000;

/** Polls `probe` until it answers true, for at most `ms`; answers whether it did. */
async function eventually(probe: () => Promise<boolean>, ms = FRESHNESS_MS): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ids = (t: CommentThread) => t.comments.flatMap((c) => [c.id, ...c.replies.map((r) => r.id)]);

describe.each(backends)('the kept comment thread on $name', (backend) => {
  let t: CommentsApp;
  beforeAll(async () => {
    t = await buildCommentsApp(() => backend.open());
  });
  afterAll(() => t.close());

  let n = 0;
  const newMember = () => t.member(`kept-${++n}-${Date.now()}@example.com`, { firstName: 'Kay', lastName: `Member${n}` });
  const newStaff = async () => {
    const address = `kept-staff-${++n}-${Date.now()}@example.com`;
    const cookie = await t.member(address);
    await t.makeStaff(address);
    return cookie;
  };
  const get = (path: string, cookie?: string) => {
    const req = request(t.app).get('/api/comments').query({ path });
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const thread = async (path: string, cookie?: string): Promise<CommentThread> => (await get(path, cookie).expect(200)).body;
  const comment = async (cookie: string, path: string, body: string, parentId?: string): Promise<CommentView> =>
    (await request(t.app).post('/api/comments').set('Cookie', cookie).set('Content-Type', JSON_TYPE).send({ path, body, ...(parentId ? { parentId } : {}) }).expect(201)).body
      .comment;

  it('a burst of posts all reach the public thread within the stated freshness', async () => {
    const path = STORIES.free;
    const members = [await newMember(), await newMember(), await newMember()];
    await thread(path); // kept
    const posted: string[] = [];
    for (const [i, m] of members.entries()) {
      posted.push((await comment(m, path, `Burst ${i}`)).id);
      await thread(path); // reads between the writes, as under load
    }
    const reply = await comment(members[0]!, path, 'A reply in the burst', posted[1]);
    posted.push(reply.id);
    expect(
      await eventually(async () => {
        const seen = ids(await thread(path));
        return posted.every((id) => seen.includes(id));
      }),
    ).toBe(true);
    const seen = await thread(path);
    expect(seen.comments.find((c) => c.id === posted[1])!.replies.map((r) => r.id)).toContain(reply.id);
    expect(seen.count).toBe(ids(seen).length);
  });

  it('takes posts and likes in memory, exactly as a computation from the database gives them', async () => {
    const path = STORIES.episode;
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    const like = (cookie: string, id: string) => request(t.app).post(`/api/comments/${id}/like`).set('Cookie', cookie).expect(200);
    const unlike = (cookie: string, id: string) => request(t.app).delete(`/api/comments/${id}/like`).set('Cookie', cookie).expect(200);
    const raw = async (sort: 'oldest' | 'top', coding = 'identity') => get(path).query({ sort }).set('Accept-Encoding', coding).expect(200);
    const c1 = await comment(a, path, 'First');
    const c2 = await comment(b, path, 'Second');
    const c3 = await comment(c, path, 'Third\nwith a line, <b>markup</b> & "quotes" \u00e9');
    const r1 = await comment(b, path, 'A reply to the first', c1.id);
    await like(a, c2.id);
    for (const sort of ['oldest', 'top'] as const) await raw(sort); // kept from here
    const computed = t.comments.threadComputations;

    const c4 = await comment(c, path, 'Fourth, after the threads were kept');
    await comment(a, path, 'A reply to the second', c2.id);
    await comment(c, path, 'Another reply to the first', c1.id);
    await like(a, c3.id);
    await like(b, c3.id); // to the top by likes
    await like(c, r1.id); // a reply's count
    await unlike(a, c2.id); // back down
    await like(b, c4.id);
    await like(b, c4.id); // twice: the same
    // Nothing the public sees: a held comment (a link from a new member), and a reply under it.
    const held = await comment(c, path, 'See example.com/x');
    expect(held.held).toBe(true);
    await comment(c, path, 'My own reply to it', held.id);

    // A service of its own, nothing kept: the thread computed from the database.
    const recomputed = async (sort: 'oldest' | 'top') =>
      (await createCommentService({ db: t.accounts.db, now: () => new Date() }).publicAnswer(path, sort, 'signed-out')).json().toString();
    for (const sort of ['oldest', 'top'] as const) {
      const kept = await raw(sort);
      expect(kept.text).toBe(await recomputed(sort));
      expect((await raw(sort, 'gzip')).body).toEqual(JSON.parse(kept.text));
    }
    // All of it in memory: no computation since the threads were kept.
    expect(t.comments.threadComputations).toBe(computed);
    const top = (await raw('top')).body as CommentThread;
    expect(top.comments.map((x) => x.id).slice(0, 2)).toEqual([c3.id, c4.id]);
    expect(top.count).toBe(ids(top).length);
    const oldest = (await raw('oldest')).body as CommentThread;
    expect(oldest.comments.map((x) => x.id)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(oldest.comments[0]!.replies).toEqual([expect.objectContaining({ id: r1.id, likes: 1 }), expect.objectContaining({ body: 'Another reply to the first', likes: 0 })]);
    expect(ids(oldest)).not.toContain(held.id);
    // A hide is recomputed, and what the patches made agrees with it.
    const staff = await newStaff();
    await request(t.app).post(`/api/comments/${c2.id}/hide`).set('Cookie', staff).expect(200);
    const after = await raw('oldest');
    expect(t.comments.threadComputations).toBeGreaterThan(computed);
    expect(after.text).toBe(await recomputed('oldest'));
    expect(ids(after.body as CommentThread)).not.toContain(c2.id);
  });

  it('computes a thread of several pages (its queries take 50 at a time) whole, in order, ties by id', async () => {
    const path = STORIES.otherFree;
    const address = `pages-${++n}-${Date.now()}@example.com`;
    await t.member(address);
    const { rows } = await t.accounts.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [address]);
    // 250 comments, two by two of one instant, and a reply to every tenth.
    await t.accounts.db.query(
      `INSERT INTO comments (path, user_id, body, created_at)
       SELECT $1, $2, 'Paged ' || g, timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '1 second' FROM generate_series(1, 250) AS g`,
      [path, rows[0]!.id],
    );
    await t.accounts.db.query(
      `INSERT INTO comments (path, parent_id, user_id, body, created_at)
       SELECT $1, c.id, $2, 'Reply to ' || c.body, timestamptz '2026-02-01 00:00:00+00' FROM comments c WHERE c.path = $1 AND c.body ~ '^Paged [0-9]*0$'`,
      [path, rows[0]!.id],
    );
    const { rows: order } = await t.accounts.db.query<{ id: string }>('SELECT id FROM comments WHERE path = $1 AND parent_id IS NULL ORDER BY created_at, id', [path]);
    const seen = await thread(path);
    expect(seen.comments.map((c) => c.id)).toEqual(order.map((r) => r.id));
    expect(seen.count).toBe(275);
    expect(seen.comments.filter((c) => c.replies.length === 1)).toHaveLength(25);
  });

  it('a hidden comment leaves the public thread at once for others; a deleted one too', async () => {
    const path = STORIES.feature;
    const [author, other, staff] = [await newMember(), await newMember(), await newStaff()];
    const c = await comment(author, path, 'Soon hidden');
    const d = await comment(author, path, 'Soon deleted');
    expect(await eventually(async () => ids(await thread(path)).includes(d.id))).toBe(true);
    expect(ids(await thread(path, other))).toContain(c.id);
    await request(t.app).post(`/api/comments/${c.id}/hide`).set('Cookie', staff).expect(200);
    // No waiting: the very next reads.
    expect(ids(await thread(path))).not.toContain(c.id);
    expect(ids(await thread(path, other))).not.toContain(c.id);
    expect((await thread(path, author)).comments.find((x) => x.id === c.id)).toMatchObject({ hidden: true, mine: true });
    await request(t.app).delete(`/api/comments/${d.id}`).set('Cookie', author).expect(204);
    expect(ids(await thread(path))).not.toContain(d.id);
    expect(ids(await thread(path, other))).not.toContain(d.id);
  });

  it('a member gets the kept thread with their own comments and likes marked, the public without marks', async () => {
    const path = STORIES.recipe;
    const [a, b] = [await newMember(), await newMember()];
    const mine = await comment(a, path, 'Mine');
    const theirs = await comment(b, path, 'Theirs');
    await request(t.app).post(`/api/comments/${theirs.id}/like`).set('Cookie', a).expect(200);
    // Their own like is marked at once (the overlay is read fresh), the count follows within the freshness.
    const forA = await thread(path, a);
    expect(forA.comments.find((x) => x.id === theirs.id)).toMatchObject({ mine: false, liked: true });
    expect(await eventually(async () => (await thread(path, a)).comments.find((x) => x.id === theirs.id)?.likes === 1)).toBe(true);
    expect(await eventually(async () => ids(await thread(path, a)).includes(mine.id))).toBe(true);
    const again = await thread(path, a);
    expect(again.comments.find((x) => x.id === mine.id)).toMatchObject({ mine: true, liked: false });
    expect(again.staff).toBe(false);
    const forB = await thread(path, b);
    expect(forB.comments.find((x) => x.id === mine.id)).toMatchObject({ mine: false, liked: false });
    expect(forB.comments.find((x) => x.id === theirs.id)).toMatchObject({ mine: true, liked: false, likes: 1 });
    const pub = await thread(path);
    for (const c of pub.comments) {
      expect(c).not.toHaveProperty('mine');
      expect(c).not.toHaveProperty('liked');
    }
    // A comment of theirs held for review (a link from a new member): theirs to see, nobody else's.
    const held = await comment(b, path, 'Look at example.com/this');
    expect(held.held).toBe(true);
    expect((await thread(path, b)).comments.find((x) => x.id === held.id)).toMatchObject({ held: true, mine: true });
    expect(ids(await thread(path, a))).not.toContain(held.id);
    expect(ids(await thread(path))).not.toContain(held.id);
  });

  it('answers a signed-out reader with the kept bytes in the coding asked for', async () => {
    const path = STORIES.free;
    const plain = await get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Cookie/i);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('private, no-store');
    const body = plain.body as CommentThread;
    expect(body).toMatchObject({ canComment: false, reason: 'signed-out' });
    const gz = await get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(body);
    const br = await get(path).set('Accept-Encoding', 'gzip, br').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(br.headers['content-encoding']).toBe('br');
  });
});


describe('the thread cache', () => {
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  const view = (id: string, second: number, likes = 0) => ({ id, body: `Comment ${id}`, author: { name: 'Kay' }, createdAt: at(second), likes, replies: [] });
  const post = (id: string, second: number, parentId: string | null = null): ThreadPatch => ({ kind: 'post', comment: view(id, second), parentId });
  const ids = (thread: PublicThread) => thread.comments.map((c) => [c.id, ...c.replies.map((r) => r.id)].join('>'));

  it('keeps a patch that comes while a computation runs: it is replayed on the result', async () => {
    let finish: (t: PublicThread) => void = () => undefined;
    let computed = 0;
    const cache = createThreadCache(() => {
      computed += 1;
      return new Promise<PublicThread>((resolve) => (finish = resolve));
    });
    const reading = cache.get('/p', 'oldest', 'signed-out');
    await new Promise((r) => setImmediate(r));
    cache.patch('/p', post('b', 2)); // after the computation read the database
    cache.patch('/p', post('r', 3, 'a'));
    finish({ comments: [view('a', 1)], count: 1 });
    const answer = await reading;
    expect(ids(answer.thread)).toEqual(['a>r', 'b']);
    expect(answer.thread.count).toBe(3);
    expect(JSON.parse(answer.json().toString())).toEqual({ ...answer.thread, canComment: false, reason: 'signed-out' });
    // A computation that had read it already: not twice.
    cache.changed('/p');
    const again = cache.get('/p', 'oldest', 'signed-out');
    await new Promise((r) => setImmediate(r));
    cache.patch('/p', post('c', 4));
    finish({ comments: [view('a', 1), view('b', 2), view('c', 4)], count: 3 });
    expect(ids((await again).thread)).toEqual(['a', 'b', 'c']);
    expect(computed).toBe(2);
  });

  it('patches kept threads without computing; one it cannot place, or a hard write, is computed at once; reads share one', async () => {
    let computed = 0;
    let rows = [view('a', 1), view('b', 2, 1)];
    const cache = createThreadCache(async (_path, sort) => {
      computed += 1;
      const comments = rows.map((c) => ({ ...c }));
      if (sort === 'top') comments.sort((x, y) => y.likes - x.likes);
      return { comments, count: comments.length };
    });
    expect(ids((await cache.get('/p', 'top', 'off')).thread)).toEqual(['b', 'a']);
    cache.patch('/p', { kind: 'likes', id: 'a', likes: 2 });
    cache.patch('/p', post('c', 3));
    expect(ids((await cache.get('/p', 'top', 'off')).thread)).toEqual(['a', 'b', 'c']);
    expect(computed).toBe(1);
    // A reply to a comment the kept thread does not have (another replica's, say): computed.
    rows = [view('a', 1, 2), view('b', 2, 1), view('c', 3), view('x', 4)];
    cache.patch('/p', post('y', 5, 'x'));
    expect(ids((await cache.get('/p', 'top', 'off')).thread)).toEqual(['a', 'b', 'c', 'x']);
    expect(computed).toBe(2);
    // Two comments of one millisecond: their order is the database's.
    cache.patch('/p', post('d', 4));
    await cache.get('/p', 'top', 'off');
    expect(computed).toBe(3);
    cache.changed('/p');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('/p', 'top', 'off')));
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
    expect(computed).toBe(4);
  });

  it('computes a thread past its ttl again in the background, answering the kept one meanwhile', async () => {
    let computed = 0;
    const slow = () => new Promise((r) => setTimeout(r, 100));
    const cache = createThreadCache(async () => ({ comments: [], count: await slow().then(() => ++computed) }), { ttlMs: 30 });
    expect((await cache.get('/p', 'oldest', 'signed-out')).thread.count).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect((await cache.get('/p', 'oldest', 'signed-out')).thread.count).toBe(1);
    expect(await eventually(async () => (await cache.get('/p', 'oldest', 'signed-out')).thread.count === 2, 2000)).toBe(true);
  });
});
