/**
 * The library's bounds and failures: rate limits on its writes and its feed, the most stories a
 * member may save and things they may follow, the content service down (503, never 500), and feed
 * addresses after the server's secret changed; on PGlite and (TEST_DATABASE_URL) PostgreSQL, whose
 * rate limits count in a shared table.
 */
import express from 'express';
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import type { Db } from '../../../server/accounts/index.js';
import { cookieValue } from '../accounts/helpers.js';
import { createLibraryRouter } from '../../../server/library/router.js';
import { createLibraryService, FOLLOWS_MAX, SAVED_MAX } from '../../../server/library/service.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { createLogger } from '../../../server/logger.js';
import { createSourceFromConfig } from '../../../server/content/index.js';
import type { ContentSource } from '../../../server/content/source.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { testConfig } from '../../support/app.js';
import { LIBRARY } from '../../../shared/library-messages.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';

const ORIGIN = 'http://localhost:3000';
const ARTICLE = '/sections/news/articles/news-story-01';

/** The fixture dataset, switched off at will (a content service outage). */
function switchableSource() {
  const inner = createSourceFromConfig(testConfig({ DATASET_PATH: FIXTURE_DIR }));
  const state = { down: false };
  const source: ContentSource = {
    fetch(query, params, opts) {
      if (state.down) return Promise.reject(new Error('connect ECONNREFUSED content service'));
      return inner.fetch(query, params, opts);
    },
  };
  return { source, state };
}

describe.each(backends)('library limits and failures on $name', (backend) => {
  const { source, state } = switchableSource();
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, source, vars: { PUBLIC_URL: ORIGIN, FEATURE_LOGIN: 'on' } });
  });
  afterAll(async () => {
    await full.close();
    await db.close();
  });
  beforeEach(async () => {
    state.down = false;
    await resetDb(full.accounts.db);
    // PostgreSQL counts every limiter of a name in one table, across apps: each test starts at zero.
    await full.accounts.db.query("DELETE FROM rate_limits WHERE key LIKE 'library-%'");
  });

  let n = 0;
  const member = async () => {
    const email = `limits${++n}@example.com`;
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    const user = await full.accounts.users.findByEmail(email);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, id: user!.id };
  };

  /** The library router alone on the app's accounts and service, with the limits given. */
  const limitedApp = (libraryLimits: Parameters<typeof createLibraryRouter>[0]['libraryLimits']) => {
    const app = express();
    app.use(
      createLibraryRouter({
        config: { PUBLIC_URL: ORIGIN, secureCookies: false },
        accounts: full.accounts,
        library: full.services.library!,
        images: full.content.images,
        siteName: async () => 'The Colophon',
        libraryLimits,
      }),
    );
    app.use('/api', createJsonErrorHandler(createLogger('silent')));
    return app;
  };

  it('limits a session\'s changes to its library (429 with a message)', async () => {
    const { cookie } = await member();
    const app = limitedApp({ writesPerSession: 3 });
    for (let i = 0; i < 3; i++) await request(app).post('/api/library/history').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(204);
    const refused = await request(app).post('/api/library/history').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(429);
    expect(refused.body.error.message).toBe(MESSAGES.tooManyRequests);
    // Reading the library is not counted.
    await request(app).get('/api/library/history').set('Cookie', cookie).expect(200);
  });

  it('limits one address\'s changes and feed fetches', async () => {
    const { cookie } = await member();
    const writes = limitedApp({ writesPerIp: 2 });
    await request(writes).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(200);
    await request(writes).delete('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(204);
    await request(writes).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(429);

    const feeds = limitedApp({ feedPerIp: 2 });
    const { url } = (await request(feeds).get('/api/library/feed').set('Cookie', cookie).expect(200)).body as { url: string };
    const path = new URL(url).pathname;
    await request(feeds).get(path).expect(200);
    await request(feeds).get(path).expect(200);
    const refused = await request(feeds).get(path).expect(429);
    expect(refused.text).toBe(LIBRARY.tooMany);
  });

  it(`keeps at most ${SAVED_MAX} saved stories and ${FOLLOWS_MAX} follows (409 with a message)`, async () => {
    const { cookie, id } = await member();
    await full.accounts.db.query(
      `INSERT INTO saved_stories (user_id, path, title) SELECT $1, '/recipes/r-' || i, 'R' FROM generate_series(1, ${SAVED_MAX}) AS i`,
      [id],
    );
    const full1 = await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(409);
    expect(full1.body.error.message).toBe(LIBRARY.savedFull(SAVED_MAX));
    // One already saved may be saved again; one removed makes room.
    await request(full.app).delete('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: '/recipes/r-1' }).expect(204);
    await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(200);
    await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: ARTICLE }).expect(200);
    expect((await request(full.app).get('/api/library/saved').set('Cookie', cookie).expect(200)).body.items).toHaveLength(SAVED_MAX);

    await full.accounts.db.query(
      `INSERT INTO follows (user_id, kind, slug, name) SELECT $1, 'tag', 'tag-' || i, 'T' FROM generate_series(1, ${FOLLOWS_MAX}) AS i`,
      [id],
    );
    const full2 = await request(full.app).put('/api/library/follows').set('Cookie', cookie).set('Origin', ORIGIN).send({ kind: 'author', slug: 'jane-doe' }).expect(409);
    expect(full2.body.error.message).toBe(LIBRARY.followsFull(FOLLOWS_MAX));
  });

  it('answers 503 with a message, never 500, while the content service is down', async () => {
    const { cookie } = await member();
    const { url } = (await request(full.app).get('/api/library/feed').set('Cookie', cookie).expect(200)).body as { url: string };
    await request(full.app).put('/api/library/follows').set('Cookie', cookie).set('Origin', ORIGIN).send({ kind: 'author', slug: 'jane-doe' }).expect(200);
    state.down = true;
    // Asked of the content service for the first time while it is down (nothing cached to fall back on).
    const save = await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).send({ path: '/podcasts/daily/old-episode' });
    expect(save.status).toBe(503);
    expect(typeof save.body.error.message).toBe('string');
    const follow = await request(full.app).put('/api/library/follows').set('Cookie', cookie).set('Origin', ORIGIN).send({ kind: 'author', slug: 'sam-roe' });
    expect(follow.status).toBe(503);
    const forYou = await request(full.app).get('/api/library/for-you?offset=3').set('Cookie', cookie);
    expect(forYou.status).toBe(503);
    const feed = await request(full.app).get(new URL(url).pathname);
    expect(feed.status).toBe(503);
    expect(feed.headers['retry-after']).toBeDefined();
    // What needs no content still answers.
    await request(full.app).get('/api/library/saved').set('Cookie', cookie).expect(200);
  });

  it('issues a new feed address once the server\'s secret changed (the old one cannot be told again)', async () => {
    const { id } = await member();
    const deps = { db: full.accounts.db, now: () => new Date(), query: full.content.query.bind(full.content) };
    const before = createLibraryService({ ...deps, secret: 'a'.repeat(32) });
    const after = createLibraryService({ ...deps, secret: 'b'.repeat(32) });
    const token = await before.feedToken(id);
    expect(await before.feedToken(id)).toBe(token);
    const renewed = await after.feedToken(id);
    expect(renewed).not.toBe(token);
    expect(await after.feedToken(id)).toBe(renewed);
    expect(await after.lookupFeed(token)).toEqual({ status: 'retired' });
    expect(await after.lookupFeed(renewed)).toEqual({ status: 'current', userId: id });
  });
});
