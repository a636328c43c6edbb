/**
 * `npm run bench -- --newsletter`: a newsletter send of 10,000 recipients from the production server
 * (build/server/main.js, production defaults, embedded PGlite) through a local SMTP sink (the
 * `smtp-server` package, in a process of its own: bench/smtp-sink.mjs), and a cached page's latency while it runs.
 *
 * Two servers, each with 10,000 members imported through the admin route (every one subscribed to
 * the dataset's weekly letter):
 * - at the default NEWSLETTER_RATE (50 a second): the cached article's p50/p99 for DURATION s with no
 *   send, then for DURATION s during the send (the send then stopped with the server);
 * - with NEWSLETTER_RATE=0 (no limit: as fast as this machine and the sink go, the worst case for
 *   pages): the same two rows, and the messages a second from the queueing to the last message.
 * Writes the `newsletter` section of bench/README.md (no other mode writes it).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { firstArticlePath, load, startServer } from './server.mjs';

const RECIPIENTS = 10_000;
const NEWSLETTER = 'friday-edition';
const STORY = '/feature/the-last-summer-in-the-mountains';

/** The sink in its own process (bench/smtp-sink.mjs): its counts as last reported. */
async function startSink() {
  const child = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'smtp-sink.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let state = { total: 0, distinct: 0, lastAt: 0 };
  const port = await new Promise((resolve) => child.once('message', (m) => resolve(m.port)));
  child.on('message', (m) => {
    if (typeof m.total === 'number') state = m;
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    total: () => state.total,
    distinct: () => state.distinct,
    reset() {
      child.send('reset');
      state = { total: 0, distinct: 0, lastAt: 0 };
    },
    close: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.send('stop');
    }),
  };
}

async function admin(server, dataDir, route, body) {
  const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  const res = await fetch(`${server.base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-colophon-admin-token': token },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function importMembers(server, dataDir) {
  const started = performance.now();
  for (let from = 0; from < RECIPIENTS; from += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      line: from + i + 2,
      email: `reader${String(from + i).padStart(5, '0')}@example.com`,
      firstName: '',
      lastName: '',
      newsletters: [NEWSLETTER],
    }));
    await admin(server, dataDir, '/api/admin/accounts/import-members', { rows });
  }
  return Math.round((performance.now() - started) / 1000);
}

async function pageLatency(url, duration, connections) {
  const r = await load({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } });
  return { requestsPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** One server: members imported, the page without a send, then during one; `untilDone` waits for the last message. */
async function run(sink, env, { duration, connections, untilDone }) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-bench-newsletter-'));
  const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: sink.url, FEATURE_LOGIN: 'on', ...env });
  try {
    const importSeconds = await importMembers(server, dataDir);
    const article = await firstArticlePath(server.base);
    const url = `${server.base}${article}`;
    for (let i = 0; i < 5; i++) await fetch(url, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
    const idle = await pageLatency(url, duration, connections);
    sink.reset();
    const queuedAt = performance.now();
    const queued = await admin(server, dataDir, '/api/admin/newsletters/send', { newsletter: NEWSLETTER, story: STORY, requestedBy: 'bench' });
    const queueMs = Math.round(performance.now() - queuedAt);
    const during = await pageLatency(url, duration, connections);
    const sentDuring = sink.total();
    let perSecond = null;
    if (untilDone) {
      while (sink.distinct() < queued.recipients) await new Promise((r) => setTimeout(r, 100));
      perSecond = Math.round(queued.recipients / ((performance.now() - queuedAt) / 1000));
    }
    return { article, importSeconds, recipients: queued.recipients, queueMs, idle, during, sentDuring, perSecond, duplicates: sink.total() - sink.distinct() };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureNewsletter({ duration = 10, connections = 10 } = {}) {
  const sink = await startSink();
  const loadBefore = loadavg()[0].toFixed(1);
  try {
    const defaults = await run(sink, {}, { duration, connections, untilDone: false });
    console.log('default rate', defaults);
    const unlimited = await run(sink, { NEWSLETTER_RATE: '0' }, { duration, connections, untilDone: true });
    console.log('no rate limit', unlimited);
    return { date: new Date().toISOString(), cores: cpus().length, loadBefore, loadAfter: loadavg()[0].toFixed(1), duration, connections, defaults, unlimited };
  } finally {
    await sink.close();
  }
}

export function newsletterTable(r) {
  const row = (name, m) => `| ${name} | ${m.requestsPerSec} | ${m.p50Ms} | ${m.p99Ms} | ${m.errors} |`;
  return [
    `| cached article (${r.connections} connections, ${r.duration} s) | req/s | p50 ms | p99 ms | errors |`,
    '| --- | ---: | ---: | ---: | ---: |',
    row('no send', r.defaults.idle),
    row('during a send at NEWSLETTER_RATE=50 (default)', r.defaults.during),
    row('no send (second server)', r.unlimited.idle),
    row('during a send at NEWSLETTER_RATE=0 (no limit)', r.unlimited.during),
    '',
    `Send of ${r.unlimited.recipients} recipients with no rate limit: **${r.unlimited.perSecond} messages/s** from the queueing to the last address's message (${r.unlimited.queueMs} ms to queue it: the recipients' snapshot and ${Math.ceil(r.unlimited.recipients / 100)} batch jobs), ${r.unlimited.duplicates} duplicates. At the default rate ${r.defaults.sentDuring} messages went out during its ${r.duration} s row (50/s is the cap). p99 during / no send: ${(r.defaults.during.p99Ms / Math.max(1, r.defaults.idle.p99Ms)).toFixed(2)}x at the default rate, ${(r.unlimited.during.p99Ms / Math.max(1, r.unlimited.idle.p99Ms)).toFixed(2)}x with no limit.`,
  ].join('\n');
}
