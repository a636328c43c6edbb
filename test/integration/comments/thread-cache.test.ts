/**
 * The kept public thread (server/comments/thread-cache.ts, docs/features/comments.md#freshness), with
 * the production settings, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set: a post reaches
 * the public thread within the stated freshness, a hidden or deleted comment leaves it at once, a
 * signed-in member gets the kept thread with their own marks laid over it, and a signed-out reader
 * gets the kept bytes compressed ahead. The cache on its own: a burst of writes is not one
 * computation per write.
 */
import request from 'supertest';
import type { CommentThread, CommentView } from '../../../shared/comments.js';
import { createThreadCache, DEFAULT_THREAD_CACHE, type PublicThread } from '../../../server/comments/thread-cache.js';
import { backends, buildCommentsApp, STORIES, type CommentsApp } from './comments-app.js';

const JSON_TYPE = 'application/json';
/** What docs/features/comments.md promises others (about refreshMs plus one computation), with room for a loaded machine. */
const FRESHNESS_MS = DEFAULT_THREAD_CACHE.refreshMs + 4000;

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
    // {}: the production defaults, not the tests' refreshMs 0.
    t = await buildCommentsApp(() => backend.open(), { commentThreads: {} });
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
  const thread = (n: number): PublicThread => ({ comments: [], count: n });

  it('recomputes a burst of soft writes about once per refresh, not once per write; a hard write at once', async () => {
    let computed = 0;
    const cache = createThreadCache(async () => thread(++computed), { refreshMs: 60_000 });
    expect((await cache.get('/p', 'oldest', 'signed-out')).thread.count).toBe(1);
    cache.changed('/p', false); // the first write of a burst is hard
    expect((await cache.get('/p', 'oldest', 'signed-out')).thread.count).toBe(2);
    for (let i = 0; i < 20; i++) {
      cache.changed('/p', false);
      await cache.get('/p', 'oldest', 'signed-out');
    }
    expect(cache.computations).toBe(2);
    cache.changed('/p', true);
    expect((await cache.get('/p', 'oldest', 'signed-out')).thread.count).toBe(3);
    // Concurrent reads share one computation.
    cache.changed('/p', true);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('/p', 'oldest', 'signed-out')));
    expect(new Set(answers.map((a) => a.thread.count))).toEqual(new Set([4]));
    expect(cache.computations).toBe(4);
  });

  it('refreshes an outdated entry in the background once the refresh time has passed', async () => {
    let computed = 0;
    const cache = createThreadCache(async () => thread(++computed), { refreshMs: 30 });
    await cache.get('/p', 'top', 'off');
    cache.changed('/p', false); // hard (first)
    await cache.get('/p', 'top', 'off');
    cache.changed('/p', false); // soft
    expect(
      await eventually(async () => (await cache.get('/p', 'top', 'off')).thread.count === 3, 2000),
    ).toBe(true);
  });
});
