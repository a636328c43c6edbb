/**
 * Comments never reach the page cache (docs/features/comments.md): a cached story page is the same
 * bytes before and after members comment, for a visitor and for a signed-in member, and a fresh
 * render after a purge is too; the thread's own answers are private and never handed to the cache.
 */
import request from 'supertest';
import { backends, buildCommentsApp, STORIES, type CommentsApp } from './comments-app.js';

const JSON_TYPE = 'application/json';

describe.each(backends)('comments and the page cache on $name', (backend) => {
  let t: CommentsApp;
  beforeAll(async () => {
    t = await buildCommentsApp(() => backend.open());
  });
  afterAll(() => t.close());

  it('keeps a cached story page the same bytes whatever is commented', async () => {
    const path = STORIES.free;
    const before = await request(t.app).get(path).expect(200);
    const data = await request(t.app).get(`/_data${path}`);
    const cachedBefore = t.cached.length;
    const member = await t.member(`cache-${Date.now()}@example.com`);
    const marker = 'Comment-marker-<b>bold</b>-2c6f';
    const posted = await request(t.app).post('/api/comments').set('Cookie', member).set('Content-Type', JSON_TYPE).send({ path, body: marker }).expect(201);
    await request(t.app).post('/api/comments').set('Cookie', member).set('Content-Type', JSON_TYPE).send({ path, body: 'A reply', parentId: posted.body.comment.id }).expect(201);
    const thread = await request(t.app).get('/api/comments').query({ path }).expect(200);
    expect(thread.body.count).toBe(2);
    expect(thread.headers['cache-control']).toBe('private, no-store');

    const after = await request(t.app).get(path).expect(200);
    expect(after.text).toBe(before.text);
    const asMember = await request(t.app).get(path).set('Cookie', member).expect(200);
    expect(asMember.text).toBe(before.text);
    if (data.status === 200) expect((await request(t.app).get(`/_data${path}`)).text).toBe(data.text);
    // Nothing the thread answered was handed to the page cache.
    expect(t.cached.length).toBe(cachedBefore);
    for (const kept of t.cached) expect(kept.body.toString('utf8')).not.toContain('Comment-marker');

    // Rendered again from scratch, with the comments stored: the same bytes.
    t.purgePages();
    const fresh = await request(t.app).get(path).expect(200);
    expect(t.cached.length).toBeGreaterThan(cachedBefore);
    expect(fresh.text).toBe(before.text);
    expect(fresh.text).not.toContain('Comment-marker');
  });
});
