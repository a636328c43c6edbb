/**
 * Page-cache hits answered before the Express stack (server/render/page-responder.ts, `hit`): the same status,
 * headers and bytes as the stack gives for the same kept page, the stack still answering whatever
 * the hit path must not (preview, expired entries, other methods), and one access-log line per hit.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../../server/app.js';
import { createContentService } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { createPageCache, PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../../../server/render/page-cache.js';
import { PREVIEW_COOKIE } from '../../../server/api/preview.js';
import { CONTENT_CACHE_TTL_MS } from '../../../shared/constants.js';
import { steadyClock } from '../../support/steady-clock.js';
import { testConfig } from '../../support/app.js';
import { sampleArticle } from '../../support/dataset.js';

const ARTICLE = '/sections/news/articles/who-pays-for-the-transit-expansion';
/** A released food story (the dataset's, not a slug that a regeneration may rename). */
const FOOD = (({ article, section }) => `/sections/${section}/articles/${article.slug.current}`)(
  sampleArticle((a) => a.section._ref === 'section-food' && !a.isPremium),
);
const PREVIEW_SECRET = 'preview-secret-for-hits';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A response as the client receives it: nothing inflated, every header. */
function raw(server: Server, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The headers a response carries, less the per-connection ones. */
function answerHeaders(r: Raw) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = r.headers;
  return rest;
}

async function setup(clock: () => number = steadyClock) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = testConfig({ PREVIEW_SECRET, LOG_LEVEL: 'info' });
  const content = createContentService({ config, logger: createLogger('silent') });
  const logger = pino({ level: 'info' }, sink);
  const pageCache = createPageCache({ clock });
  // Two apps over one page cache: hits answered before the stack, and every request through it.
  const fast = createApp({ config, logger, content, pageCache });
  const stack = createApp({ config, logger: createLogger('silent'), content, pageCache, cachedHits: false });
  const servers = [http.createServer(fast), http.createServer(stack)];
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
  return { fast: servers[0]!, stack: servers[1]!, fastApp: fast, lines, close: () => servers.forEach((s) => s.close()) };
}

describe('page-cache hits answered before the Express stack', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup();
  });
  afterAll(() => env.close());

  const cases: Array<[string, string, string, Record<string, string>]> = [
    ['an article, gzip accepted', ARTICLE, 'GET', { 'accept-encoding': 'gzip' }],
    ['the home page, no gzip (inflated from the kept copy)', '/', 'GET', {}],
    ['a section, HEAD', '/sections/news', 'HEAD', { 'accept-encoding': 'gzip' }],
    ['a not-found page', '/sections/news/articles/no-such-story', 'GET', { 'accept-encoding': 'gzip' }],
    [
      'an article with a campaign parameter its page does not read',
      `${FOOD}?utm_source=newsletter`,
      'GET',
      { 'accept-encoding': 'gzip' },
    ],
  ];

  it.each(cases)('%s: the same status, headers and bytes as the stack', async (_name, path, method, headers) => {
    const first = await raw(env.fast, path, method, headers); // renders (MISS), kept
    expect(first.headers['x-cache']).toBe('MISS');
    const hit = await raw(env.fast, path, method, headers);
    const viaStack = await raw(env.stack, path, method, headers);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.status).toBe(viaStack.status);
    expect(answerHeaders(hit)).toEqual(answerHeaders(viaStack));
    expect(hit.body.equals(viaStack.body)).toBe(true);
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(hit.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it('answers a conditional request with 304 from the kept ETag, as the stack does', async () => {
    const page = await raw(env.fast, ARTICLE, 'GET', { 'accept-encoding': 'gzip' });
    const etag = String(page.headers.etag);
    const hit = await raw(env.fast, ARTICLE, 'GET', { 'if-none-match': `W/"x", ${etag}` });
    const viaStack = await raw(env.stack, ARTICLE, 'GET', { 'if-none-match': `W/"x", ${etag}` });
    expect(hit.status).toBe(304);
    expect(hit.body.length).toBe(0);
    expect(answerHeaders(hit)).toEqual(answerHeaders(viaStack));
    // A reader's reload (Cache-Control: no-cache) gets the page, not a 304.
    const reload = await raw(env.fast, ARTICLE, 'GET', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
  });

  it('writes one access-log line per hit, marked HIT, without cookies', async () => {
    await raw(env.fast, '/sections/food');
    env.lines.length = 0;
    await raw(env.fast, '/sections/food', 'GET', { cookie: 'colophon_session=secret-value', 'user-agent': 'Reader/1.0' });
    const completed = env.lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ cache: 'HIT', req: { method: 'GET', url: '/sections/food', userAgent: 'Reader/1.0' }, res: { statusCode: 200 } });
    expect(JSON.stringify(completed[0])).not.toContain('secret-value');
  });

  it('leaves an editor with a preview cookie to the stack: never the public copy', async () => {
    await raw(env.fast, '/sections/news');
    const agent = request.agent(env.fastApp);
    const enter = await agent.get(`/api/preview?secret=${PREVIEW_SECRET}&slug=/sections/news`);
    expect(enter.status).toBe(307);
    expect(enter.headers['set-cookie']?.[0]).toContain(PREVIEW_COOKIE);
    const preview = await agent.get('/sections/news');
    expect(preview.status).toBe(200);
    expect(preview.headers['x-cache']).toBe('MISS');
    expect(preview.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('leaves other methods to the stack', async () => {
    await raw(env.fast, '/sections/news');
    const post = await raw(env.fast, '/sections/news', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('an expired page goes back through the stack', () => {
  it('is rendered again once its TTL window has ended', async () => {
    let now = steadyClock();
    const env = await setup(() => now);
    try {
      expect((await raw(env.fast, '/sections/news')).headers['x-cache']).toBe('MISS');
      expect((await raw(env.fast, '/sections/news')).headers['x-cache']).toBe('HIT');
      now += CONTENT_CACHE_TTL_MS;
      expect((await raw(env.fast, '/sections/news')).headers['x-cache']).toBe('MISS');
      expect((await raw(env.fast, '/sections/news')).headers['x-cache']).toBe('HIT');
    } finally {
      env.close();
    }
  });
});
