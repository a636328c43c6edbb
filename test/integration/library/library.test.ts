/**
 * The reader's library over HTTP (server/library/), black-box on the whole app over the small
 * fixture dataset: saved stories, reading history, follows, For you and the private feed, with
 * every bad input answered 4xx with a message, on PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import { cookieValue } from '../accounts/helpers.js';
import { parseXml } from '../seo/helpers.js';
import { LIBRARY } from '../../../shared/library-messages.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { HISTORY_MAX } from '../../../server/library/service.js';
import type { Db } from '../../../server/accounts/index.js';
import type { ArticleSummary } from '../../../shared/content/summaries.js';

const ORIGIN = 'http://localhost:3000';

const STORIES = {
  article: { path: '/sections/news/articles/news-story-01', title: 'News story 01' },
  feature: { path: '/feature/the-long-read', title: 'The long read' },
  recipe: { path: '/recipes/challah', title: 'Challah' },
  episode: { path: '/podcasts/the-show/first', title: 'Episode first' },
} as const;

describe.each(backends)('the library on $name', (backend) => {
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, vars: { PUBLIC_URL: ORIGIN, FEATURE_LOGIN: 'on' } });
  });
  afterAll(async () => {
    await full.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  let n = 0;
  const member = async () => {
    const email = `reader${++n}@example.com`;
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, email };
  };
  const send = (method: 'put' | 'post' | 'delete', url: string, cookie: string | null, body?: unknown) => {
    const req = request(full.app)[method](url).set('Origin', ORIGIN);
    if (cookie) req.set('Cookie', cookie);
    return body === undefined ? req : req.send(body as object);
  };
  const get = (url: string, cookie: string | null) => {
    const req = request(full.app).get(url);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const expectMessage = (res: { body: { error?: { message?: unknown } } }, message: string) => expect(res.body.error?.message).toBe(message);
  const userId = async (email: string) => (await full.accounts.users.findByEmail(email))!.id;

  describe('signed out', () => {
    it('answers every route 401 with a message, private and never stored', async () => {
      const calls = [
        get('/api/library/saved', null),
        send('put', '/api/library/saved', null, { path: STORIES.article.path }),
        send('delete', '/api/library/saved', null, { path: STORIES.article.path }),
        get('/api/library/history', null),
        send('post', '/api/library/history', null, { path: STORIES.article.path }),
        send('delete', '/api/library/history', null),
        get('/api/library/follows', null),
        send('put', '/api/library/follows', null, { kind: 'author', slug: 'jane-doe' }),
        send('delete', '/api/library/follows', null, { kind: 'author', slug: 'jane-doe' }),
        get('/api/library/for-you', null),
        get('/api/library/feed', null),
        send('post', '/api/library/feed', null),
      ];
      for (const call of calls) {
        const res = await call;
        expect(res.status).toBe(401);
        expectMessage(res, MESSAGES.unauthenticated);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('refuses another origin (403) and a body that is not JSON (415) before anything else', async () => {
      const { cookie } = await member();
      await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ path: STORIES.article.path }).expect(403);
      await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).type('form').send('path=/feature/the-long-read').expect(415);
      const bad = await request(full.app).put('/api/library/saved').set('Cookie', cookie).set('Origin', ORIGIN).type('json').send('{"path":');
      expect(bad.status).toBe(400);
      expectMessage(bad, MESSAGES.invalidJson);
      expect((await get('/api/library/saved', cookie).expect(200)).body).toEqual({ items: [] });
    });
  });

  describe('CSRF', () => {
    const FOREIGN: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3000.evil.example' },
      { Referer: 'https://evil.example/trap.html' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    it('refuses every state-changing route from another site (403) and changes nothing', async () => {
      const { cookie, email } = await member();
      await send('put', '/api/library/saved', cookie, { path: STORIES.recipe.path }).expect(200);
      await send('post', '/api/library/history', cookie, { path: STORIES.recipe.path }).expect(204);
      const feed = (await get('/api/library/feed', cookie).expect(200)).body.url as string;
      const calls: ['put' | 'post' | 'delete', string, object | undefined][] = [
        ['put', '/api/library/saved', { path: STORIES.article.path }],
        ['delete', '/api/library/saved', { path: STORIES.recipe.path }],
        ['post', '/api/library/history', { path: STORIES.article.path }],
        ['delete', '/api/library/history', undefined],
        ['put', '/api/library/follows', { kind: 'author', slug: 'jane-doe' }],
        ['delete', '/api/library/follows', { kind: 'author', slug: 'jane-doe' }],
        ['post', '/api/library/feed', undefined],
      ];
      for (const [method, url, body] of calls) {
        for (const headers of FOREIGN) {
          const req = request(full.app)[method](url).set(headers).set('Cookie', cookie);
          const res = await (body ? req.send(body) : req);
          expect(`${method} ${url} ${JSON.stringify(headers)} ${res.status}`).toBe(`${method} ${url} ${JSON.stringify(headers)} 403`);
        }
      }
      const id = await userId(email);
      const counts = await db.query<{ saved: number; read: number; follows: number; feeds: number }>(
        `SELECT (SELECT count(*)::int FROM saved_stories WHERE user_id = $1) AS saved, (SELECT count(*)::int FROM reading_history WHERE user_id = $1) AS read,
                (SELECT count(*)::int FROM follows WHERE user_id = $1) AS follows, (SELECT count(*)::int FROM library_feeds WHERE user_id = $1) AS feeds`,
        [id],
      );
      expect(counts.rows[0]).toEqual({ saved: 1, read: 1, follows: 0, feeds: 1 });
      expect((await get('/api/library/feed', cookie).expect(200)).body.url).toBe(feed);
    });
  });

  describe('/api/library/saved', () => {
    it('saves each kind of story with its title, lists them newest first, removes one', async () => {
      const { cookie } = await member();
      for (const [kind, story] of Object.entries(STORIES)) {
        const res = await send('put', '/api/library/saved', cookie, { path: story.path }).expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toEqual({ path: story.path, title: story.title, kind, savedAt: expect.any(String) });
        // Distinct instants, so "newest first" is the order of saving.
        await new Promise((r) => setTimeout(r, 5));
      }
      const list = await get('/api/library/saved', cookie).expect(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.body.items.map((i: { path: string }) => i.path)).toEqual(Object.values(STORIES).map((s) => s.path).reverse());
      expect(list.body.items[0]).toEqual({ path: STORIES.episode.path, title: STORIES.episode.title, kind: 'episode', savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

      // Saving again keeps its place; removing answers 204, and removing again too.
      const again = await send('put', '/api/library/saved', cookie, { path: STORIES.article.path }).expect(200);
      expect(again.body.savedAt).toBe(list.body.items[3].savedAt);
      await send('delete', '/api/library/saved', cookie, { path: STORIES.feature.path }).expect(204);
      await send('delete', '/api/library/saved', cookie, { path: STORIES.feature.path }).expect(204);
      const after = await get('/api/library/saved', cookie).expect(200);
      expect(after.body.items.map((i: { kind: string }) => i.kind)).toEqual(['episode', 'recipe', 'article']);
    });

    it('keeps one member\'s library from another', async () => {
      const a = await member();
      const b = await member();
      await send('put', '/api/library/saved', a.cookie, { path: STORIES.recipe.path }).expect(200);
      expect((await get('/api/library/saved', b.cookie).expect(200)).body).toEqual({ items: [] });
      await send('delete', '/api/library/saved', b.cookie, { path: STORIES.recipe.path }).expect(204);
      expect((await get('/api/library/saved', a.cookie).expect(200)).body.items).toHaveLength(1);
    });

    it('refuses what is no story (400), and unknown, unreleased, draft or misplaced stories (404), with messages', async () => {
      const { cookie } = await member();
      for (const path of ['/', '/sections/news', '/tags/Politics', '/contributors/jane-doe', '/podcasts/the-show', 'https://evil.example/feature/x', '/feature/the-long-read?x=1', '/sections/news/article/news-story-01', '/feature/a/b', '/feature/' + 'a'.repeat(290)]) {
        const res = await send('put', '/api/library/saved', cookie, { path });
        expect(`${path} ${res.status}`).toBe(`${path} 400`);
        expectMessage(res, LIBRARY.notAStory);
      }
      for (const path of [
        '/sections/news/articles/no-such-story',
        '/sections/news/articles/future-story', // released in 2090
        '/sections/news/articles/draft-only', // only a draft
        '/sections/food/articles/news-story-01', // in another section
        '/recipes/future-cake',
        '/podcasts/the-show/later',
        '/podcasts/daily/first', // another podcast's episode
        '/feature/nope',
      ]) {
        const res = await send('put', '/api/library/saved', cookie, { path });
        expect(`${path} ${res.status}`).toBe(`${path} 404`);
        expectMessage(res, LIBRARY.storyNotFound);
      }
      for (const body of [{}, { path: 1 }, { path: '' }, { path: null }, [], { path: ['/feature/the-long-read'] }]) {
        const res = await send('put', '/api/library/saved', cookie, body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error.message).toBe('string');
      }
      const long = await send('put', '/api/library/saved', cookie, { path: '/feature/' + 'x'.repeat(400) });
      expect(long.status).toBe(400);
      expectMessage(long, LIBRARY.notAStory);
      expect((await get('/api/library/saved', cookie).expect(200)).body).toEqual({ items: [] });
    });
  });

  describe('/api/library/history', () => {
    it('records reads newest first, a reread on top, and clears', async () => {
      const { cookie } = await member();
      for (const story of [STORIES.article, STORIES.recipe, STORIES.feature]) {
        const res = await send('post', '/api/library/history', cookie, { path: story.path }).expect(204);
        expect(res.headers['cache-control']).toBe('private, no-store');
        await new Promise((r) => setTimeout(r, 5));
      }
      await send('post', '/api/library/history', cookie, { path: STORIES.article.path }).expect(204);
      const res = await get('/api/library/history', cookie).expect(200);
      expect(res.body.enabled).toBe(true);
      expect(res.body.items.map((i: { path: string }) => i.path)).toEqual([STORIES.article.path, STORIES.feature.path, STORIES.recipe.path]);
      expect(res.body.items[0]).toEqual({ path: STORIES.article.path, title: STORIES.article.title, kind: 'article', readAt: expect.any(String) });

      await send('delete', '/api/library/history', cookie).expect(204);
      expect((await get('/api/library/history', cookie).expect(200)).body).toEqual({ items: [], enabled: true });
    });

    it('records nothing while the member has turned it off (204), and says so', async () => {
      const { cookie, email } = await member();
      await db.query('INSERT INTO member_preferences (user_id, history) VALUES ($1, false)', [await userId(email)]);
      await send('post', '/api/library/history', cookie, { path: STORIES.article.path }).expect(204);
      expect((await get('/api/library/history', cookie).expect(200)).body).toEqual({ items: [], enabled: false });
      // What is no story is still refused.
      expectMessage(await send('post', '/api/library/history', cookie, { path: '/sections/news' }).expect(400), LIBRARY.notAStory);
      await db.query('UPDATE member_preferences SET history = true WHERE user_id = $1', [await userId(email)]);
      await send('post', '/api/library/history', cookie, { path: STORIES.article.path }).expect(204);
      expect((await get('/api/library/history', cookie).expect(200)).body.items).toHaveLength(1);
    });

    it(`keeps the newest ${HISTORY_MAX} reads`, async () => {
      const { cookie, email } = await member();
      const id = await userId(email);
      await db.query(
        `INSERT INTO reading_history (user_id, path, title, read_at)
         SELECT $1, '/recipes/old-' || i, 'Old ' || i, now() - (i || ' minutes')::interval FROM generate_series(1, ${HISTORY_MAX + 5}) AS i`,
        [id],
      );
      await send('post', '/api/library/history', cookie, { path: STORIES.recipe.path }).expect(204);
      const { rows } = await db.query<{ n: number; oldest: string }>('SELECT count(*)::int AS n, max(path) FILTER (WHERE path = \'/recipes/old-499\') AS oldest FROM reading_history WHERE user_id = $1', [id]);
      expect(rows[0].n).toBe(HISTORY_MAX);
      expect(rows[0].oldest).toBe('/recipes/old-499');
      const list = await get('/api/library/history', cookie).expect(200);
      expect(list.body.items).toHaveLength(HISTORY_MAX);
      expect(list.body.items[0].path).toBe(STORIES.recipe.path);
      expect(list.body.items.at(-1).path).toBe('/recipes/old-499');
    });

    it('refuses what is no story or no released story, with messages', async () => {
      const { cookie } = await member();
      expectMessage(await send('post', '/api/library/history', cookie, { path: '/sections/news' }).expect(400), LIBRARY.notAStory);
      expectMessage(await send('post', '/api/library/history', cookie, { path: '/sections/news/articles/future-story' }).expect(404), LIBRARY.storyNotFound);
      expectMessage(await send('post', '/api/library/history', cookie, {}).expect(400), LIBRARY.badPath);
      await request(full.app).post('/api/library/history').set('Cookie', cookie).set('Origin', ORIGIN).type('text').send('x').expect(415);
    });
  });

  describe('/api/library/follows', () => {
    it('follows an author, a section and a tag under their names, lists and unfollows them', async () => {
      const { cookie } = await member();
      const followed = [
        [{ kind: 'author', slug: 'sam-roe' }, 'Sam Roe'],
        [{ kind: 'section', slug: 'arts-letters' }, 'Arts & Letters'],
        [{ kind: 'tag', slug: 'culture-desk' }, 'Culture Desk'],
      ] as const;
      for (const [body, name] of followed) {
        const res = await send('put', '/api/library/follows', cookie, body).expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toEqual({ ...body, name });
        await new Promise((r) => setTimeout(r, 5));
      }
      // Following again changes nothing.
      await send('put', '/api/library/follows', cookie, followed[0][0]).expect(200);
      const list = await get('/api/library/follows', cookie).expect(200);
      expect(list.body).toEqual({ follows: followed.map(([b, name]) => ({ ...b, name })).reverse() });
      await send('delete', '/api/library/follows', cookie, { kind: 'section', slug: 'arts-letters' }).expect(204);
      expect((await get('/api/library/follows', cookie)).body.follows.map((f: { slug: string }) => f.slug)).toEqual(['culture-desk', 'sam-roe']);
    });

    it('refuses an unknown author, section or tag (404) and a malformed body (400), with messages', async () => {
      const { cookie } = await member();
      for (const [kind, slug] of [['author', 'nobody'], ['section', 'nowhere'], ['tag', 'never-used'], ['tag', 'politics' /* tags match as written */]]) {
        const res = await send('put', '/api/library/follows', cookie, { kind, slug });
        expect(`${kind} ${slug} ${res.status}`).toBe(`${kind} ${slug} 404`);
        expectMessage(res, LIBRARY.followNotFound(kind));
      }
      for (const body of [{}, { kind: 'author' }, { kind: 'podcast', slug: 'the-show' }, { kind: 'author', slug: '' }, { kind: 'author', slug: 'x'.repeat(201) }, { kind: 'author', slug: 3 }, []]) {
        const res = await send('put', '/api/library/follows', cookie, body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error.message).toBe('string');
      }
      expectMessage(await send('delete', '/api/library/follows', cookie, { kind: 'x', slug: 'y' }).expect(400), LIBRARY.badFollow);
      expect((await get('/api/library/follows', cookie).expect(200)).body).toEqual({ follows: [] });
    });
  });

  describe('/api/library/for-you', () => {
    it('invites to follow while nothing is followed', async () => {
      const { cookie } = await member();
      const res = await get('/api/library/for-you', cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toEqual({ items: [], total: 0, follows: 0 });
    });

    it('lists the newest released articles of what is followed, as section-page cards, a page at a time', async () => {
      const { cookie } = await member();
      await send('put', '/api/library/follows', cookie, { kind: 'tag', slug: 'Politics' }).expect(200);
      await send('put', '/api/library/follows', cookie, { kind: 'author', slug: 'sam-roe' }).expect(200);
      await send('put', '/api/library/follows', cookie, { kind: 'section', slug: 'arts-letters' }).expect(200);
      const first = await get('/api/library/for-you', cookie).expect(200);
      // Politics: every third news story (01, 04, ..., 40), Sam Roe's old bread, the arts section's collected story.
      const politics = Array.from({ length: 14 }, (_, i) => `news-story-${String(i * 3 + 1).padStart(2, '0')}`);
      expect(first.body.total).toBe(16);
      expect(first.body.follows).toBe(3);
      expect(first.body.items).toHaveLength(16);
      const slugs = first.body.items.map((a: ArticleSummary) => a.slug);
      expect(slugs).toEqual([...politics, 'collected-story', 'old-bread']);
      expect(slugs).not.toContain('future-story');
      const card = first.body.items[0] as ArticleSummary;
      expect(card).toEqual(expect.objectContaining({ id: 'article-news-01', title: 'News story 01', url: STORIES.article.path, isPremium: false, section: { title: 'News', slug: 'news' }, authors: [{ name: 'Jane Doe', slug: 'jane-doe' }] }));
      expect(card).not.toHaveProperty('content');
      const next = await get('/api/library/for-you?offset=15', cookie).expect(200);
      expect(next.body.items.map((a: ArticleSummary) => a.slug)).toEqual(['old-bread']);
      expect(next.body.total).toBe(16);
      expect((await get('/api/library/for-you?offset=9999', cookie).expect(200)).body.items).toEqual([]);
    });

    it('refuses an offset that is not a whole number from 0', async () => {
      const { cookie } = await member();
      for (const q of ['-1', 'abc', '1.5', '', '1e3']) expectMessage(await get(`/api/library/for-you?offset=${q}`, cookie).expect(400), LIBRARY.badOffset);
      expectMessage(await get('/api/library/for-you?offset=1&offset=2', cookie).expect(400), LIBRARY.badOffset);
    });
  });

  describe('the private feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const fetchFeed = (path: string) =>
      request(full.app)
        .get(path)
        .buffer(true)
        .parse((r, cb) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => cb(null, text));
        });

    it('gives one address until a new one is asked for; the feed is RSS 2.0 of For you, private', async () => {
      const { cookie, email } = await member();
      await send('put', '/api/library/follows', cookie, { kind: 'author', slug: 'sam-roe' }).expect(200);
      await send('put', '/api/library/follows', cookie, { kind: 'section', slug: 'arts-letters' }).expect(200);
      const first = await get('/api/library/feed', cookie).expect(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.body.url).toMatch(new RegExp(`^${ORIGIN}/feeds/library/[A-Za-z0-9_-]{43}\\.xml$`));
      expect((await get('/api/library/feed', cookie).expect(200)).body.url).toBe(first.body.url);

      // The table keeps the token's hash, never the token.
      const token = /library\/(.+)\.xml$/.exec(first.body.url)![1];
      const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM library_feeds WHERE user_id = $1', [await userId(email)]);
      expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

      const res = await fetchFeed(feedPath(first.body.url)).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const xml = res.body as string;
      expect(parseXml(xml).documentElement.getAttribute('version')).toBe('2.0');
      const feed = parseFeed(xml);
      expect(feed.title).toBe('For you | The Colophon');
      expect(feed.items.map((i) => i.title)).toEqual(['Collected story', 'Old bread']);
      expect(feed.items[1].url).toBe(`${ORIGIN}/sections/food/articles/old-bread`);
      expect(feed.items[1].id).toBe('article-old-bread');
      expect(feed.items[0].description).toBe('About Collected story');
      expect(feed.items[1].description).toBeNull(); // old bread has no excerpt
      expect(feed.items.every((i) => i.published instanceof Date)).toBe(true);
      // The feed is the For-you list.
      const forYou = await get(`/api/library/for-you`, cookie).expect(200);
      expect(feed.items.map((i) => i.id)).toEqual(forYou.body.items.map((a: ArticleSummary) => a.id));
      // A conditional GET of an unchanged feed downloads nothing.
      await request(full.app).get(feedPath(first.body.url)).set('If-None-Match', String(res.headers.etag)).expect(304);

      // A new address retires the old one: 410, and the new one serves.
      const renewed = await send('post', '/api/library/feed', cookie).expect(200);
      expect(renewed.headers['cache-control']).toBe('private, no-store');
      expect(renewed.body.url).not.toBe(first.body.url);
      expect((await get('/api/library/feed', cookie).expect(200)).body.url).toBe(renewed.body.url);
      const gone = await fetchFeed(feedPath(first.body.url)).expect(410);
      expect(gone.body).toBe(LIBRARY.feedRetired);
      await fetchFeed(feedPath(renewed.body.url)).expect(200);
    });

    it('answers 404 for an unknown or malformed address', async () => {
      for (const path of [`/feeds/library/${'A'.repeat(43)}.xml`, '/feeds/library/short.xml', '/feeds/library/x', `/feeds/library/${'a'.repeat(43)}.rss`]) {
        const res = await fetchFeed(path);
        expect(`${path} ${res.status}`).toBe(`${path} 404`);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      // Hostile addresses: a 404, or the app's 400 for a path that is not valid UTF-8; never a 500.
      for (const h of ['%2e%2e', '..%2F..%2Fpackage.json', '%00.xml', '%C0%AF.xml', '%FF', `${'x'.repeat(300)}.xml`, '__proto__.xml', '%0d%0aSet-Cookie:%20x=1.xml']) {
        const res = await fetchFeed(`/feeds/library/${h}`);
        expect([h, [400, 404].includes(res.status)]).toEqual([h, true]);
      }
    });

    it('has no items for a member who follows nothing, and is gone with the account', async () => {
      const { cookie, email } = await member();
      const { url } = (await get('/api/library/feed', cookie).expect(200)).body as { url: string };
      const feed = parseFeed((await fetchFeed(feedPath(url)).expect(200)).body as string);
      expect(feed.items).toEqual([]);
      await db.query('DELETE FROM users WHERE id = $1', [await userId(email)]);
      await fetchFeed(feedPath(url)).expect(404);
    });
  });
});
