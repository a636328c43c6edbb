#!/usr/bin/env node
/**
 * The edge (issue 54; `npm run bench -- --edge`, or `node bench/edge.mjs` after a build): the
 * production server with the embedded dataset behind TWO Varnish instances running
 * deploy/varnish's VCL (bench/varnish.mjs), crawled at once with the same Zipf-distributed
 * sequence over 2,000 sitemap URLs, while a signed publish webhook for one story is sent every 10 s.
 * The app's CACHE_PURGE_URLS lists both edges: the first gets the app's purges as they are (by
 * surrogate key, docs/decisions/edge-cache.md); the second is reached through a small relay here
 * that turns every `xkey-purge` into `xkey-purge: all`, which is what purging everything on every
 * publish was. So the hit ratios of tag purges and of purge-everything come from one run, one
 * crawl and the same publishes. Publish-to-fresh: from the webhook sent until the story's URL at
 * the tag edge answers with an object fetched after the publish (a new id in X-Varnish), polled
 * every 20 ms. Writes bench/README.md's `edge` section and test-results/bench/edge.json.
 * Options: --duration S (measured crawl, default 60), --urls N (default 2000), --concurrency N
 * (default 8), --zipf S (the exponent, default 1), --every S (publish interval, default 10).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { sitemapUrls } from './crawl.mjs';
import { root, startServer, writeReadmeSection } from './server.mjs';
import { freePort, startVarnish } from './varnish.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECRET = 'bench-edge-webhook-secret';
const HEADERS = { 'user-agent': 'colophon-bench-edge', 'accept-encoding': 'gzip' };
/** How long a publish may take to be fresh before the bench counts it as never. */
const FRESH_GIVE_UP_MS = 5000;

/** mulberry32: the same sequence for the same seed, so two runs crawl alike. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 0..n-1 drawn with P(rank k) proportional to 1 / (k + 1)^s. */
function zipf(n, s, rand) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Article paths of the embedded dataset, to the document ids a publish webhook names. */
function articleIds() {
  const docs = readFileSync(path.join(root, 'data/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const sections = new Map(docs.filter((d) => d._type === 'section').map((d) => [d._id, d.slug?.current]));
  const byPath = new Map();
  for (const d of docs) {
    if (d._type !== 'article' || d._id.startsWith('drafts.') || !d.slug?.current) continue;
    const section = sections.get(d.section?._ref);
    if (section) byPath.set(`/sections/${section}/articles/${d.slug.current}`, d._id);
  }
  return byPath;
}

/** A relay that forwards every PURGE to `target` as `xkey-purge: all`: purge-everything, from the app's own purges. */
function purgeEverythingRelay(target) {
  const server = http.createServer((req, res) => {
    const forward = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { 'xkey-purge': 'all' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.resume();
    forward.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

export async function measureEdge({ duration = 60, urls: urlCount = 2000, concurrency = 8, s = 1, every = 10 } = {}) {
  const tagPort = await freePort();
  const allPort = await freePort();
  const relay = await purgeEverythingRelay(allPort);
  const server = await startServer({
    SANITY_WEBHOOK_SECRET: SECRET,
    CACHE_PURGE_URLS: `http://127.0.0.1:${tagPort},http://127.0.0.1:${relay.address().port}`,
  });
  const appPort = Number(new URL(server.base).port);
  const tags = await startVarnish([appPort], { port: tagPort, probeIntervalMs: 1000, storageMb: 512 });
  const all = await startVarnish([appPort], { port: allPort, probeIntervalMs: 1000, storageMb: 512 });
  try {
    const ids = articleIds();
    const listed = (await sitemapUrls(server.base)).map((u) => new URL(u).pathname + new URL(u).search);
    // Popularity is not sitemap order: the ranks are shuffled (seeded) over the first N URLs.
    const rand = random(54);
    const urls = listed.slice(0, urlCount);
    for (let i = urls.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [urls[i], urls[j]] = [urls[j], urls[i]];
    }
    const publishable = urls.filter((p) => ids.has(p));
    if (publishable.length === 0) throw new Error('no article among the crawled URLs to publish');
    console.log(`edge: ${urls.length} URLs (${publishable.length} stories to publish), Zipf s=${s}, ${concurrency} readers, ${duration} s, a publish every ${every} s`);

    const ask = async (base, p) => {
      const res = await fetch(base + p, { headers: HEADERS, redirect: 'manual' });
      await res.arrayBuffer();
      return { status: res.status, edge: res.headers.get('x-edge-cache'), xVarnish: res.headers.get('x-varnish') ?? '' };
    };

    // Warm both edges with every URL once (not measured): the steady state, not a cold start.
    for (let i = 0; i < urls.length; i += concurrency) {
      await Promise.all(urls.slice(i, i + concurrency).flatMap((p) => [ask(tags.base, p), ask(all.base, p)]));
    }

    const counts = { tags: { HIT: 0, MISS: 0, PASS: 0, other: 0 }, all: { HIT: 0, MISS: 0, PASS: 0, other: 0 } };
    const count = (which, r) => {
      const c = counts[which];
      if (r.status >= 500) c.other++;
      else c[r.edge in c ? r.edge : 'other']++;
    };
    const draw = zipf(urls.length, s, random(10));
    const publishes = [];
    let running = true;
    const readers = Array.from({ length: concurrency }, async () => {
      while (running) {
        const p = urls[draw()];
        const [t, a] = await Promise.all([ask(tags.base, p), ask(all.base, p)]);
        count('tags', t);
        count('all', a);
      }
    });

    /** One publish: the story kept at the tag edge, the webhook, then polls until the edge has a newer object. */
    const publishOne = async (p) => {
      await ask(tags.base, p);
      const before = (await ask(tags.base, p)).xVarnish.split(' ')[1];
      const body = JSON.stringify({ _id: ids.get(p), _type: 'article' });
      const sent = performance.now();
      const res = await fetch(`${server.base}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
        body,
      });
      await res.arrayBuffer();
      let freshMs = null;
      while (performance.now() - sent < FRESH_GIVE_UP_MS) {
        const now = await ask(tags.base, p);
        const object = now.xVarnish.split(' ');
        // One id: fetched for this request (after the publish); two: a kept object, new or not.
        if (now.status === 200 && (object.length === 1 || object[1] !== before)) {
          freshMs = Math.round(performance.now() - sent);
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      publishes.push({ path: p, id: ids.get(p), webhook: res.status, freshMs });
      console.log(`publish ${ids.get(p)}: webhook ${res.status}, fresh at the tag edge ${freshMs === null ? `not within ${FRESH_GIVE_UP_MS} ms` : `after ${freshMs} ms`}`);
    };
    // A publish at every `every` s of the run, on the clock (not after the previous one's wait).
    const pick = random(7);
    const crawlStart = Date.now();
    const publisher = (async () => {
      const pending = [];
      for (let k = 1; k * every < duration; k++) {
        await new Promise((r) => setTimeout(r, crawlStart + k * every * 1000 - Date.now()));
        pending.push(publishOne(publishable[Math.floor(pick() * publishable.length)]));
      }
      await Promise.all(pending);
    })();
    await new Promise((r) => setTimeout(r, duration * 1000));
    running = false;
    await Promise.all([...readers, publisher]);

    const ratio = (c) => {
      const total = c.HIT + c.MISS + c.PASS + c.other;
      return { requests: total, hitRatio: total ? Number((c.HIT / total).toFixed(4)) : null, ...c };
    };
    const fresh = publishes.map((x) => x.freshMs).filter((x) => x !== null).sort((x, y) => x - y);
    return {
      urls: urls.length,
      zipf: s,
      concurrency,
      durationS: duration,
      everyS: every,
      tags: ratio(counts.tags),
      purgeEverything: ratio(counts.all),
      publishes,
      freshP95Ms: fresh.length === publishes.length ? percentile(fresh, 95) : null,
      freshMaxMs: fresh.length === publishes.length ? (fresh.at(-1) ?? null) : null,
      freshCount: fresh.length,
    };
  } finally {
    await Promise.all([tags.stop(), all.stop()]);
    relay.close();
    await server.stop();
  }
}

export function edgeTable(r) {
  const pct = (x) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
  const row = (name, c) => `| ${name} | ${c.requests} | ${c.HIT} | ${c.MISS} | ${c.PASS + c.other} | ${pct(c.hitRatio)} |`;
  return [
    '| edge purges on a publish | requests | HIT | MISS | other | hit ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('by surrogate key (the app)', r.tags),
    row('everything (`all`)', r.purgeEverything),
    '',
    `Publishes: ${r.publishes.length}, fresh at the tag edge: ${r.freshCount} of ${r.publishes.length}` +
      (r.freshP95Ms === null ? ` (the others not within ${FRESH_GIVE_UP_MS} ms).` : `, p95 ${r.freshP95Ms} ms, max ${r.freshMaxMs} ms (target: 2,000 ms).`),
  ].join('\n');
}

/** Measures, prints, and writes test-results/bench/edge.json and bench/README.md's `edge` section. */
export async function runEdgeBench(opts, command) {
  const result = await measureEdge(opts);
  const table = edgeTable(result);
  console.log(table);
  mkdirSync(path.join(root, 'test-results/bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/bench/edge.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2) + '\n');
  writeReadmeSection(
    'edge',
    `Last run ${new Date().toISOString()}: \`${command}\`, ${result.urls} URLs, Zipf s=${result.zipf}, ${result.concurrency} readers for ${result.durationS} s, a publish every ${result.everyS} s, both edges warmed with every URL first.\n\n${table}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opts = { duration: arg('duration', 60), urls: arg('urls', 2000), concurrency: arg('concurrency', 8), s: arg('zipf', 1), every: arg('every', 10) };
  await runEdgeBench(opts, `node bench/edge.mjs ${process.argv.slice(2).join(' ')}`.trim());
}
