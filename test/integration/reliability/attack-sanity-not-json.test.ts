/**
 * Attack reproduction, against the production server as a process of its own: with
 * CONTENT_SOURCE=sanity, the API host answers 200 with something that is not the API's JSON (a
 * proxy's or a captive portal's HTML page, a body that does not parse, JSON without `result`).
 * That is the source failing, as a 500 would be: an article never fetched answers 503 with
 * Retry-After and no shared caching, never a 404 kept in the page cache; search says 503, not 500;
 * /readyz says 503. Once the API heals, the article answers 200 at once. And a hanging API costs a
 * request one CONTENT_TIMEOUT_MS of waiting, not one per sequential query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { startGroqStub, type GroqStub, type StubAnswer } from '../../support/groq-stub.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';

const SECRET = 'attack-webhook-secret';
const TIMEOUT_MS = 1500;
const article = (n: number) => `/sections/news/articles/news-story-${String(n).padStart(2, '0')}`;

const documents = readFileSync(path.join(FIXTURE_DIR, 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Record<string, unknown>);

const FAULTS: Array<[string, StubAnswer]> = [
  ['200 text/html (a proxy page)', { status: 200, contentType: 'text/html', body: '<html>oops</html>' }],
  ['200 application/json that does not parse', { status: 200, contentType: 'application/json', body: '{"result": [oops' }],
  ['200 application/json without `result`', { status: 200, contentType: 'application/json', body: '{"ms": 1, "oops": true}' }],
];

describe('attack: the Sanity API answers 200 with something that is not its JSON', () => {
  let bundle: ServerBundle;
  let stub: GroqStub;
  let server: ServerProcess;

  beforeAll(async () => {
    [bundle, stub] = await Promise.all([bundleServer(), startGroqStub(documents)]);
    server = await startServerProcess(bundle.entry, {
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'attack',
      SANITY_API_HOST: stub.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      CONTENT_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  }, 60_000);

  afterAll(async () => {
    stub?.fail(null);
    await server?.stop('SIGKILL');
    await stub?.close();
    bundle?.remove();
  });

  async function get(pathname: string) {
    const started = performance.now();
    const res = await fetch(`${server.url}${pathname}`, { redirect: 'manual' });
    const body = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      cacheControl: res.headers.get('cache-control'),
      xCache: res.headers.get('x-cache'),
      body,
      ms: performance.now() - started,
    };
  }
  const seen = ({ status, retryAfter, cacheControl, xCache }: Awaited<ReturnType<typeof get>>) => ({ status, retryAfter, cacheControl, xCache });

  /** A number under `bound` (the received number shows when it is not). */
  const below = (bound: number) => ({
    $$typeof: Symbol.for('jest.asymmetricMatcher'),
    asymmetricMatch: (n: unknown) => typeof n === 'number' && n < bound,
    toAsymmetricMatcher: () => `a number below ${bound}`,
  });
  const unavailable = { status: 503, retryAfter: expect.stringMatching(/^[1-9]\d*$/), cacheControl: expect.not.stringContaining('s-maxage') };

  it('while the API is healthy an article answers 200 and is kept, and search has its index', async () => {
    expect(seen(await get(article(1)))).toMatchObject({ status: 200 });
    expect((await get('/readyz')).status).toBe(200);
    // The index the faults below search in: built from the healthy source (at start-up, or by this
    // first search on a loaded machine where start-up's warm-up has not finished yet).
    let status = 0;
    for (let i = 0; i < 30 && (status = (await get('/api/search?term=story')).status) === 503; i++) await new Promise((r) => setTimeout(r, 1000));
    expect(status).toBe(200);
  }, 90_000);

  it.each(FAULTS.map(([name, answer], i) => [name, answer, i] as const))('%s: a source failure (503 or stale), never a kept 404', async (_name, answer, i) => {
    const fresh = article(2 + i);
    stub.fail(answer);
    let broken: Record<string, unknown>;
    try {
      broken = {
        article: seen(await get(fresh)),
        data: seen(await get(`/_data${fresh}`)),
        // Kept while healthy: still the page.
        kept: (await get(article(1))).status,
        search: seen(await get(`/api/search?term=${['story', 'news', 'stories'][i]}`)),
        readyz: (await get('/readyz')).status,
        ...(i === 0 ? { feed: seen(await get('/podcasts/the-show/feed.xml')), sitemap: seen(await get('/sitemap.xml')) } : {}),
      };
    } finally {
      stub.fail(null);
    }
    const healed = {
      article: seen(await get(fresh)),
      data: (await get(`/_data${fresh}`)).status,
      search: (await get(`/api/search?term=${['story', 'news', 'stories'][i]}`)).status,
      readyz: (await get('/readyz')).status,
      ...(i === 0 ? { feed: (await get('/podcasts/the-show/feed.xml')).status, sitemap: (await get('/sitemap.xml')).status } : {}),
    };
    expect({ broken, healed }).toMatchObject({
      broken: {
        article: unavailable,
        data: unavailable,
        kept: 200,
        // Search answers from the index built from the source while it was healthy (it is rebuilt
        // at each content window and kept when a rebuild fails: docs/decisions/search-engine.md).
        search: { status: 200 },
        readyz: 503,
        ...(i === 0 ? { feed: unavailable, sitemap: unavailable } : {}),
      },
      // Rendered now, not a 404 kept from the broken minute.
      healed: { article: { status: 200, xCache: 'MISS' }, data: 200, search: 200, readyz: 200, ...(i === 0 ? { feed: 200, sitemap: 200 } : {}) },
    });
  });

  it('a hanging API costs a /_data request one CONTENT_TIMEOUT_MS, not one per sequential query', async () => {
    // A publish purges every cache: the redirect list, read before the page, must be fetched again too.
    const body = JSON.stringify({ _id: 'article-news-01', _type: 'article' });
    const purge = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
      body,
    });
    expect(purge.status).toBe(200);
    stub.fail('hang');
    try {
      const data = await get(`/_data${article(9)}`);
      expect({ ...seen(data), ms: Math.round(data.ms) }).toMatchObject({ ...unavailable, ms: below(TIMEOUT_MS + 700) });
    } finally {
      stub.fail(null);
    }
  });
});
