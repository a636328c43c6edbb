/**
 * Screenshots of the Studio for the README (docs/studio-desk.png, docs/studio-article.png), taken
 * offline: starts `sanity dev` on a free port, opens it in the system Chromium with every call to
 * api.sanity.io answered from the embedded dataset (fake-api.mjs), shoots the desk and an article's
 * form at 1440x900, and stops the dev server.
 *
 *   node studio/screenshots.mjs            (CHROMIUM=/path/to/chromium to use another browser)
 *
 * playwright-core comes from the site's node_modules; the Studio's own from studio/node_modules.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { answer, loadDataset } from './fake-api.mjs';

const STUDIO = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(STUDIO, '..');
const OUT = path.join(ROOT, 'docs');
const PROJECT_ID = 'local';
const DATASET = 'production';
const VIEWPORT = { width: 1440, height: 900 };
const VERBOSE = Boolean(process.env.VERBOSE);

/** Runs in the page before the Studio: see the comment where it is installed. */
const QUIET_EVENT_SOURCE = `(() => {
  const Native = window.EventSource;
  class Quiet extends EventTarget {
    constructor(url, init) {
      super();
      this.url = String(url);
      this.withCredentials = Boolean(init && init.withCredentials);
      this.readyState = 0;
      this.onopen = this.onmessage = this.onerror = null;
      setTimeout(() => {
        this.readyState = 1;
        const open = new Event('open');
        this.dispatchEvent(open);
        if (this.onopen) this.onopen(open);
        this.dispatchEvent(new MessageEvent('welcome', { data: JSON.stringify({ listenerName: 'screenshots' }) }));
      }, 20);
    }
    close() { this.readyState = 2; }
  }
  Object.assign(Quiet, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  window.EventSource = function EventSource(url, init) {
    return /sanity\\.io\\//.test(String(url)) ? new Quiet(url, init) : new Native(url, init);
  };
  Object.assign(window.EventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  // The Studio's own listeners send headers, so its client uses an EventSource polyfill that
  // streams the answer with fetch: answered here with a stream that never ends.
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/sanity\\.io\\/.*\\/listen/.test(url)) return nativeFetch(input, init);
    const welcome = 'event: welcome\\ndata: {"listenerName":"screenshots"}\\n\\n';
    const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(welcome)) });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
})();`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `sanity dev` and resolves once it prints the address it serves on. */
function startStudio(port) {
  const child = spawn(path.join(STUDIO, 'node_modules/.bin/sanity'), ['dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: STUDIO,
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', SANITY_STUDIO_PROJECT_ID: PROJECT_ID, SANITY_STUDIO_DATASET: DATASET },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops vite too
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`sanity dev did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (/running at http/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sanity dev exited (${code}):\n${output}`)));
  });
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function main() {
  const docs = loadDataset(path.join(ROOT, 'data/dataset.ndjson'));
  const byId = new Map(docs.map((d) => [d._id, d]));
  // The newest published articles head the desk's list; the form shows the newest with a hero image.
  const articles = docs.filter((d) => d._type === 'article' && !d._id.startsWith('drafts.')).sort((a, b) => b._updatedAt.localeCompare(a._updatedAt));
  const article = byId.get(process.env.ARTICLE_ID ?? articles.find((a) => a.hero?.heroImage)?._id);
  if (!article) throw new Error('no article to show: generate the dataset first (npm run dataset)');
  const newest = new RegExp(articles.slice(0, 40).map((a) => a.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  const port = await freePort();
  const studio = await startStudio(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const context = { docs, byId, projectId: PROJECT_ID, dataset: DATASET, log: VERBOSE ? (line) => console.log(line) : undefined };
    // Fonts, the module CDN's version check and the bridge script: unreachable offline, so refused
    // at once instead of waiting for DNS (the Studio falls back to system fonts). Registered first:
    // Playwright tries the routes registered later first.
    await page.route(/^https:\/\/(.+\.)?(sanity\.io|sanity-cdn\.com)\//, (route) => route.abort());
    await page.route(/^https:\/\/([a-z0-9-]+\.)?(api|apicdn)\.sanity\.io\//, async (route) => {
      const reply = await answer(route.request(), context);
      if (!reply) return route.abort();
      if (reply.json !== undefined) return route.fulfill({ status: reply.status, json: reply.json });
      return route.fulfill({ status: reply.status, body: reply.body, contentType: reply.contentType });
    });
    // Image thumbnails and previews: the asset files of the embedded dataset, unresized.
    await page.route(/^https:\/\/cdn\.sanity\.io\/images\//, (route) => {
      const file = path.join(ROOT, 'data/images', new URL(route.request().url()).pathname.split('/').pop());
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    // The Content Lake's listeners (EventSource) must stay open, or the Studio shows "Trying to
    // connect" and list previews wait: a route can only answer and close, so in the page an
    // EventSource for api.sanity.io is replaced by one that says welcome and then stays quiet.
    await page.addInitScript(QUIET_EVENT_SOURCE);
    // Presence and live collaboration (bifur) talk over a WebSocket: accept it and stay silent.
    await page.routeWebSocket(/sanity\.io/, () => {});
    if (VERBOSE) page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));

    mkdirSync(OUT, { recursive: true });
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/structure/article`, { waitUntil: 'domcontentloaded' });
    await page.getByText(newest).first().waitFor({ timeout: 45_000 });
    await page.waitForTimeout(1500); // thumbnails and list previews settle
    await page.screenshot({ path: path.join(OUT, 'studio-desk.png') });

    await page.goto(`${base}/structure/article;${article._id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid="document-panel-scroller"], form').first().waitFor({ timeout: 45_000 });
    await page.getByText('Title', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: path.join(OUT, 'studio-article.png') });
    console.log(`wrote ${path.relative(ROOT, path.join(OUT, 'studio-desk.png'))} and studio-article.png`);
  } catch (error) {
    // What the page showed when it gave up (VERBOSE=1 also logs every API call and query).
    const shot = path.join(os.tmpdir(), 'studio-screenshots-failed.png');
    await browser.contexts()[0]?.pages()[0]?.screenshot({ path: shot });
    console.error(`the page at the time: ${shot}`);
    throw error;
  } finally {
    await browser.close();
    stop(studio);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
