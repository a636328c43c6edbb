/**
 * The Studio offline, for screenshots.mjs and the Presentation tool's browser test
 * (test/e2e/presentation.e2e.ts): `sanity dev` on a free port, and a Playwright page in which every
 * call to Sanity's hosts is answered on this machine. Account, project and grants come from
 * fake-api.mjs. The Content Lake (queries, documents, mutations, listeners) is fake-api.mjs's
 * read-only copy of the embedded dataset, or, given `contentLake` (the URL of
 * test/support/groq-stub.ts), that stub: then the Studio, the site it previews and the test share
 * one dataset, and a draft changed in the stub reaches the Studio's listeners.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer } from './fake-api.mjs';

export const STUDIO_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(STUDIO_DIR, '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `sanity dev` on 127.0.0.1:`port` with `env` (SANITY_STUDIO_* settings are bundled when it
 * starts) and resolves with the child once it prints its address. Slow on a busy machine: vite
 * bundles the Studio's dependencies on the first start.
 */
export function startStudio(port, { env = {}, timeoutMs = 180_000, projectId = 'local', dataset = 'production' } = {}) {
  const child = spawn(path.join(STUDIO_DIR, 'node_modules/.bin/sanity'), ['dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: STUDIO_DIR,
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops vite too
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stopStudio(child);
      reject(new Error(`sanity dev did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (/running at http/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sanity dev exited (${code}):\n${output}`));
    });
  });
}

/** Stops `sanity dev` and the processes it started. */
export function stopStudio(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Runs in the page before the Studio. The Content Lake's listeners must stay open, or the Studio
 * shows "Trying to connect" and list previews wait; a Playwright route can only answer and close.
 * So a listener for api.sanity.io is either sent to `lake` (a real event stream: the stub's) or,
 * without one, answered by a stream that says welcome and then stays quiet. The Studio's listeners
 * send headers, so its client streams them with fetch (an EventSource polyfill); others use
 * EventSource: both are covered. Without `retry`, a stream's client reconnects when it has heard
 * nothing for 45 s, which costs nothing here.
 *
 * `lakes` are several origins of the same proxy, taken in turn: each stream holds its connection
 * open, and Chromium opens at most six HTTP/1.1 connections to one host and port. The Studio has
 * six listeners open at once at times (releases, tasks, a document pair), so on one origin a
 * seventh (a document list's) waited for a free connection and failed with "Failed to establish
 * EventSource connection": the Studio then showed "Trying to connect…" and never loaded the
 * document, now and then, depending on the order its panes opened in.
 */
function listenerScript(lakes) {
  return `(() => {
  const LAKES = ${JSON.stringify(lakes ?? [])};
  let turn = 0;
  const LISTEN = /^https:\\/\\/[a-z0-9-]+\\.api\\.sanity\\.io(\\/v[^/]+\\/data\\/listen\\/.*)$/;
  const LAKE = LAKES.length > 0;
  const toLake = (url) => { const m = LISTEN.exec(url); return m && LAKE ? LAKES[turn++ % LAKES.length] + m[1] : null; };
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
        this.dispatchEvent(new MessageEvent('welcome', { data: JSON.stringify({ listenerName: 'offline' }) }));
      }, 20);
    }
    close() { this.readyState = 2; }
  }
  Object.assign(Quiet, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  window.EventSource = function EventSource(url, init) {
    const href = String(url);
    if (!LISTEN.test(href)) return /sanity\\.io\\//.test(href) ? new Quiet(url, init) : new Native(url, init);
    return LAKE ? new Native(toLake(href), init) : new Quiet(url, init);
  };
  Object.assign(window.EventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  const nativeFetch = window.fetch.bind(window);
  // The Live Content API's event stream too: quiet (the Presentation tool refreshes its frame from
  // the listeners above).
  const LIVE = /^https:\\/\\/[a-z0-9-]+\\.(api|apicdn)\\.sanity\\.io\\/v[^/]+\\/data\\/live\\/events\\//;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!LISTEN.test(url) && !LIVE.test(url)) return nativeFetch(input, init);
    if (LAKE && LISTEN.test(url)) return nativeFetch(typeof input === 'string' || input instanceof URL ? toLake(url) : new Request(toLake(url), input), init);
    const welcome = 'event: welcome\\ndata: {"listenerName":"offline"}\\n\\n';
    const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(welcome)) });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
})();`;
}

const LAKE_PATH = /^\/v[^/]+\/data\/(query|doc|mutate|listen)\//;

/** How many origins (ports) the listen proxy answers on: six streams each, at most, in Chromium. */
const LISTEN_ORIGINS = 4;

/**
 * The Studio's document listeners ask for `effectFormat=mendoza`: each mutation event must carry
 * its effect as a mendoza patch, or the Studio drops the event and re-syncs the document seconds
 * later. The stand-in sends the changed document (`result`) instead, so this proxy in front of its
 * listen endpoint adds the one patch that needs no diff: "the value is now `result`" (mendoza's
 * Value op, `[0, value]`), and its revert, "the value was unknown" (`[0, null]`, never applied).
 */
function startListenProxy(lake) {
  const handler = (req, res) => {
    const target = new URL(req.url, lake);
    const mendoza = target.searchParams.get('effectFormat') === 'mendoza';
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      if (!mendoza || !String(up.headers['content-type']).startsWith('text/event-stream')) return up.pipe(res);
      let pending = '';
      up.setEncoding('utf8');
      up.on('data', (chunk) => {
        pending += chunk;
        const events = pending.split('\n\n');
        pending = events.pop();
        for (const event of events) res.write(`${withEffects(event)}\n\n`);
      });
      up.on('end', () => res.end(pending));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
    res.on('close', () => upstream.destroy());
  };
  const start = () =>
    new Promise((resolve) => {
      const server = http.createServer(handler);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  return Promise.all(Array.from({ length: LISTEN_ORIGINS }, start));
}

function withEffects(event) {
  if (!/^event: mutation$/m.test(event)) return event;
  return event.replace(/^data: (.*)$/m, (line, json) => {
    const data = JSON.parse(json);
    if (data.effects) return line;
    const { _rev, ...after } = data.result ?? {};
    const apply = data.transition === 'disappear' || !data.result ? [0, null] : [0, after];
    return `data: ${JSON.stringify({ ...data, effects: { apply, revert: [0, null] } })}`;
  });
}

/**
 * Playwright's request context keeps connections open, and a Node server closes an idle one after
 * 5 s (keepAliveTimeout): a request written on a socket being closed gets ECONNRESET. It never
 * reached the server, so sending it again is safe.
 */
async function fetchWithRetry(route, url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch({ url });
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

/**
 * Answers, in `page`, every request the Studio makes to Sanity's hosts. `docs` and `byId` are the
 * embedded dataset (for fake-api.mjs); `contentLake`, when given, takes the Content Lake's calls.
 */
export async function offlineStudio(page, { docs, byId, projectId = 'local', dataset = 'production', contentLake, log }) {
  const context = { docs, byId, projectId, dataset, log };
  const listenProxies = contentLake ? await startListenProxy(contentLake) : [];
  // Fonts, the module CDN's version check and the bridge script: unreachable offline, so refused
  // at once instead of waiting for DNS (the Studio falls back to system fonts). Registered first:
  // Playwright tries the routes registered later first.
  await page.route(/^https:\/\/(.+\.)?(sanity\.io|sanity-cdn\.com)\//, (route) => route.abort());
  await page.route(/^https:\/\/([a-z0-9-]+\.)?(api|apicdn)\.sanity\.io\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    try {
      if (contentLake && LAKE_PATH.test(url.pathname)) {
        log?.(`${request.method()} ${url.pathname} -> content lake`);
        return await route.fulfill({ response: await fetchWithRetry(route, contentLake + url.pathname + url.search) });
      }
      const reply = await answer(request, context);
      if (!reply) return await route.abort();
      if (reply.json !== undefined) return await route.fulfill({ status: reply.status, json: reply.json });
      return await route.fulfill({ status: reply.status, body: reply.body, contentType: reply.contentType });
    } catch (error) {
      // The page went away meanwhile, or the stand-in could not be reached: the request fails, as
      // it would on a network error, instead of the handler's error ending the caller's test.
      log?.(`  ${url.pathname} failed: ${error}`);
      await route.abort('failed').catch(() => {});
    }
  });
  // Image thumbnails and previews: the asset files of the embedded dataset, unresized.
  await page.route(/^https:\/\/cdn\.sanity\.io\/images\//, (route) => {
    const file = path.join(ROOT, 'data/images', new URL(route.request().url()).pathname.split('/').pop());
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  await page.addInitScript(listenerScript(listenProxies.map((proxy) => `http://127.0.0.1:${proxy.address().port}`)));
  // Presence and live collaboration (bifur) talk over a WebSocket: accept it and stay silent.
  await page.routeWebSocket(/sanity\.io/, () => {});
  return {
    /** Stops the listeners' proxy (and ends the page's open listeners). */
    close: () =>
      Promise.all(listenProxies.map((proxy) => new Promise((resolve) => (proxy.closeAllConnections(), proxy.close(() => resolve()))))).then(() => undefined),
  };
}
