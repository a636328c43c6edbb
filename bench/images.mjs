#!/usr/bin/env node
/**
 * The image pipeline (server/images/) under load, on the dataset's largest raster original:
 * - cached: one URL (`w=800&auto=format`, a browser's AVIF/WebP Accept) over and over, so every
 *   answer after the first is a cache hit: the cost of serving a rendered image;
 * - uncached: a unique `w` per request (300..1899, then the next `q`), so every request is a
 *   sharp render (WebP, what auto=format picks for a current browser): render throughput under the concurrency limit,
 *   at 16 connections (below the render queue's bound of 64, so nothing is refused);
 * and the server's peak RSS while resizing (its own server process, sampled every 250 ms).
 * Run by `npm run bench` (bench/run.mjs); `node bench/images.mjs [--duration S]` runs it alone
 * (after a build) and prints the figures without writing anything.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, root, startServer } from './server.mjs';

const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const UNCACHED_CONNECTIONS = 16;

/** The largest JPEG/PNG/WebP original of the generated dataset, or null when it has none. */
function largestRasterOriginal() {
  const dir = path.join(root, 'data/images');
  const files = readdirSync(dir).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
  if (files.length === 0) return null;
  return files.map((f) => ({ f, size: statSync(path.join(dir, f)).size })).sort((a, b) => b.size - a.size)[0].f;
}

function row(name, path, result, extra = {}) {
  const r = {
    name,
    path,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...extra,
  };
  console.log(`${name.padEnd(28)} ${String(r.requestsPerSec).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  non-2xx ${r.non2xx}`);
  return r;
}

export async function measureImages({ duration = 10, connections = 50 } = {}) {
  const file = largestRasterOriginal();
  if (!file) {
    console.log('image pipeline: no raster originals in data/images (run npm run dataset); skipped');
    return null;
  }
  const imagePath = `/images/local/production/${file}`;
  const rows = [];

  const cachedServer = await startServer({});
  const cachedUrl = `${imagePath}?w=800&auto=format`;
  await fetch(cachedServer.base + cachedUrl, { headers: { accept: ACCEPT } }).then((r) => r.arrayBuffer());
  rows.push(row('image, cached resize', cachedUrl, await load({ url: cachedServer.base + cachedUrl, connections, duration, headers: { accept: ACCEPT } })));
  await cachedServer.stop();

  const renderServer = await startServer({});
  await new Promise((r) => setTimeout(r, 500)); // one RSS sample at rest
  const idleRssMb = Math.round(renderServer.rss() / 1048576);
  let n = 0;
  const result = await load({
    url: renderServer.base,
    connections: UNCACHED_CONNECTIONS,
    duration,
    headers: { accept: ACCEPT },
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return { ...req, path: `${imagePath}?w=${300 + (i % 1600)}&q=${75 - Math.floor(i / 1600)}&auto=format` };
        },
      },
    ],
  });
  const peakRssMb = Math.round(renderServer.peakRss() / 1048576);
  rows.push(row('image, uncached resizes', `${imagePath}?w=300..1899&auto=format`, result, { renders: n }));
  await renderServer.stop();
  console.log(`image pipeline: original ${file}; RSS ${idleRssMb} MB idle, peak ${peakRssMb} MB while resizing (${n} unique renders)`);
  return { original: file, rows, idleRssMb, peakRssMb, uncachedConnections: UNCACHED_CONNECTIONS };
}

export function imagesTable(images) {
  return [
    '| image pipeline | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...images.rows.map((r) => `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--duration');
  const images = await measureImages({ duration: i > 0 ? Number(process.argv[i + 1]) : 10 });
  if (images) console.log(imagesTable(images));
}
