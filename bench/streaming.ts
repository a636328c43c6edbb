/**
 * Would streaming an article pay with a slow content source? (docs/decisions/streaming-vs-whole-pages.md)
 * `node build.mjs && npx tsx bench/streaming.ts [--articles N] [--delay MS]`; prints one JSON document.
 *
 * The production server runs with CONTENT_SOURCE=sanity against the GROQ stub of the tests
 * (test/support/groq-stub.ts, the embedded dataset), behind a proxy that holds every query
 * DELAY ms (150 by default: a Content Lake query from a nearby region), PAGE_CACHE=off. Chromium
 * (playwright-core, CHROMIUM_PATH or /usr/bin/chromium) opens N articles the server has not served
 * yet, one at a time, each in a fresh context: their own queries are cold, as on a page-cache miss
 * in a new TTL window (the page and content caches share the window). For each: TTFB
 * (responseStart - requestStart of the navigation), FCP, and the query rounds the render waited
 * for, told by the proxy: a query that arrives more than DELAY/2 after the page's first query
 * waited for an earlier one to answer.
 *
 * An article's status is only known once its own queries (the article and its body, side by side)
 * have answered, so no stream can send its shell before that first round. The one later round is
 * "Continue reading" topped up with the section's newest stories, when the editors' picks are short
 * and that section's list is not cached yet. A page that needed one round is therefore the best a
 * streamed shell could do for one that needed two: the figures of the two groups bound what
 * streaming the related part after the shell could gain, without building it.
 *
 * Until streaming was removed (docs/decisions/streaming-vs-whole-pages.md, 2026-12-06) this also
 * opened the streaming test page: under the site's CSP its late part stayed behind its fallback
 * until hydration, React's inline scripts refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startGroqStub } from '../test/support/groq-stub.js';
import { datasetDocuments, released, slugOf } from '../test/support/dataset.js';
import { startServer } from './server.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ARTICLES = arg('articles', 40);
const DELAY_MS = arg('delay', 150);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Forwards every request to `target`, noting when each query arrived. The stub evaluates GROQ over
 * the whole dataset in this process (up to ~1 s for an article's queries on this machine), so its
 * answers are kept by request (a priming pass fills them) and, once `delayMs` is set, every request
 * is answered DELAY_MS after it arrived: the source's latency is the delay, not the stub's CPU.
 */
function delayingProxy(target: string) {
  const arrivals: number[] = [];
  const kept = new Map<string, Answer>();
  const state = { delayMs: 0, unkept: 0 };
  const fetchUpstream = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const headers = { ...req.headers };
      delete headers['accept-encoding'];
      const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      upstream.on('error', reject);
      upstream.end(body);
    });
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    if (req.url?.includes('/data/query/')) arrivals.push(arrived);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      // Release gating's clock ($now, $since) changes with every query; the answer does not.
      const url = new URL(req.url ?? '/', target);
      url.searchParams.delete('$now');
      url.searchParams.delete('$since');
      const key = `${req.method} ${url.search} ${body.toString('utf8').replace(/"(now|since)":"[^"]*"/g, '')}`;
      try {
        let answer = kept.get(key);
        if (!answer) {
          state.unkept++;
          kept.set(key, (answer = await fetchUpstream(req, body)));
        }
        const wait = state.delayMs - (performance.now() - arrived);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const { 'content-length': _length, 'transfer-encoding': _te, ...headers } = answer.headers;
        res.writeHead(answer.status, { ...headers, 'content-length': answer.body.length });
        res.end(answer.body);
      } catch {
        res.destroy();
      }
    });
  });
  return new Promise<{ url: string; arrivals: number[]; state: { delayMs: number; unkept: number }; kept: Map<string, Answer>; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, arrivals, state, kept, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const round = (x: number) => Math.round(x * 10) / 10;

/** Released, non-premium articles in a seeded shuffle (the order a crawl or a day's readers reach them). */
function articlePaths(n: number): string[] {
  const all = released('article').filter((a) => !a.isPremium);
  let seed = 49;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const shuffled = all.map((a) => ({ a, k: rand() })).sort((x, y) => x.k - y.k).map(({ a }) => a);
  return shuffled.slice(0, n).map((a) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`);
}

async function open(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Sanity's image CDN is out of reach here; images play no part in the first paint of text.
  await page.route(/^https:\/\//, (r) => r.abort());
  const started = performance.now();
  const response = await page.goto(url, { waitUntil: 'load' });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ttfb: nav.responseStart - nav.requestStart, fcp: fcp ? fcp.startTime : NaN, done: nav.responseEnd - nav.requestStart };
  });
  await context.close();
  return { status: response?.status() ?? 0, started, ...timing };
}

const stub = await startGroqStub(datasetDocuments() as unknown as Array<Record<string, unknown>>);
const proxy = await delayingProxy(stub.url);
const env = {
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'bench',
  SANITY_API_HOST: proxy.url,
  CONTENT_TIMEOUT_MS: '30000',
  PAGE_CACHE: 'off',
};
const paths = articlePaths(ARTICLES);
// Priming: a first server asks every query the measured pages will ask, so the proxy holds the answers.
{
  const primer = await startServer(env);
  try {
    for (const path of ['/', ...paths]) await (await fetch(primer.base + path)).arrayBuffer();
  } finally {
    await primer.stop();
  }
}
proxy.state.delayMs = DELAY_MS;
proxy.state.unkept = 0;
const server = await startServer(env);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // The frame's queries (shared by every page) are warm after the first page, as on a live site.
  await open(browser, server.base + '/');
  const runs: Array<Awaited<ReturnType<typeof open>> & { path: string; rounds: number }> = [];
  for (const path of paths) {
    const before = proxy.arrivals.length;
    const run = await open(browser, server.base + path);
    const asked = proxy.arrivals.slice(before);
    const late = asked.filter((t) => t - asked[0] > DELAY_MS / 2).length;
    runs.push({ path, ...run, rounds: late > 0 ? 2 : 1 });
    if (process.env.DEBUG_BENCH) console.error(path, Math.round(run.ttfb), Math.round(run.fcp), asked.map((t) => Math.round(t - run.started)).join(' '));
  }
  const group = (rounds: number) => {
    const rs = runs.filter((r) => r.status === 200 && r.rounds === rounds);
    return { pages: rs.length, ttfbMedianMs: round(median(rs.map((r) => r.ttfb))), fcpMedianMs: round(median(rs.map((r) => r.fcp))) };
  };
  console.log(
    JSON.stringify(
      {
        delayMs: DELAY_MS,
        articles: runs.length,
        // Queries the priming pass had not asked (answered by the stub itself, slower than the delay).
        unprimedQueries: proxy.state.unkept,
        statuses: [...new Set(runs.map((r) => r.status))],
        oneRound: group(1),
        twoRounds: group(2),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  await proxy.close();
  await stub.close();
}
