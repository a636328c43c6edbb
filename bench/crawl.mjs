#!/usr/bin/env node
/**
 * Cold pages (issue 21): starts the production server fresh at its production defaults (page and
 * content caches on, but empty), reads the sitemap index at /sitemap.xml and its sitemaps, then
 * requests every page URL once, one at a time, as a crawler would. Every page is a first visit, so
 * each one runs its content queries and renders: the per-page times are the cold render. Reports
 * the count, total time, p50/p99/max per page (request sent to body complete), and every non-200.
 * Run by `npm run bench` (bench/run.mjs; `--no-crawl` skips it); `node bench/crawl.mjs` runs it
 * alone after a build and prints the figures. `--sample N` requests N URLs spread evenly over
 * the sitemaps instead of all of them (for quick before/after comparisons).
 */
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';

const HEADERS = { 'user-agent': 'colophon-bench-crawl', 'accept-encoding': 'gzip' };

const locs = (xml) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
/** Sitemaps name the public URL (PUBLIC_URL); the crawl asks the local server for the same path. */
const local = (base, loc) => {
  const u = new URL(loc);
  return base + u.pathname + u.search;
};

async function text(url) {
  const res = await fetch(url, { headers: HEADERS });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/** Every page URL the sitemaps list, in their order. */
export async function sitemapUrls(base) {
  const pages = [];
  for (const sitemap of locs(await text(`${base}/sitemap.xml`))) pages.push(...locs(await text(local(base, sitemap))));
  return [...new Set(pages)].map((loc) => local(base, loc));
}

/** Evenly spread: every (n/size)th URL, so a sample has each kind of page in its share. */
const spread = (urls, size) => (size >= urls.length ? urls : Array.from({ length: size }, (_, i) => urls[Math.floor((i * urls.length) / size)]));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (x) => Math.round(x * 10) / 10;

export async function measureCrawl({ sample } = {}) {
  const server = await startServer({});
  try {
    const started = performance.now();
    const all = await sitemapUrls(server.base);
    const sitemapMs = performance.now() - started;
    const urls = sample ? spread(all, sample) : all;
    const times = [];
    const failures = [];
    const crawlStart = performance.now();
    for (const url of urls) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: HEADERS, redirect: 'manual' });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) failures.push({ path: new URL(url).pathname, status: res.status });
    }
    const totalMs = performance.now() - crawlStart;
    const sorted = [...times].sort((a, b) => a - b);
    return {
      pages: urls.length,
      sitemapPages: all.length,
      sitemapMs: round(sitemapMs),
      totalSeconds: round(totalMs / 1000),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      non200: failures,
      peakRssMb: Math.round(server.peakRss() / 1048576),
    };
  } finally {
    await server.stop();
  }
}

export function crawlTable(r) {
  const failures = r.non200.length === 0 ? 'none' : r.non200.slice(0, 10).map((f) => `${f.status} \`${f.path}\``).join(', ') + (r.non200.length > 10 ? `, … (${r.non200.length})` : '');
  return [
    '| cold crawl | pages | total s | p50 ms | p99 ms | max ms | sitemaps ms | non-200 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| every sitemap URL once, sequential${r.pages < r.sitemapPages ? ` (sample of ${r.sitemapPages})` : ''} | ${r.pages} | ${r.totalSeconds} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.sitemapMs} | ${failures} |`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--sample');
  const result = await measureCrawl({ sample: i > 0 ? Number(process.argv[i + 1]) : undefined });
  console.log(crawlTable(result));
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
}
