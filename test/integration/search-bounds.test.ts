/**
 * The bounds of /api/search (server/api/search-router.ts): a per-client limit (429 with
 * Retry-After), one search at a time with a bounded queue (503 with Retry-After past it) whatever
 * the addresses, a bounded wait (for a turn, for the first index), and the event loop free between
 * two searches. The content is a fake whose searches end when the test says.
 */
import express from 'express';
import request from 'supertest';
import type { ContentSearch } from '../../server/content/types.js';
import { createSearchRouter, SEARCH_MESSAGES, SEARCH_RETRY_AFTER_SECONDS, searchLimitsFor } from '../../server/api/search-router.js';
import { loadConfig } from '../../server/config.js';
import { SEARCH_DEFAULTS } from '../../server/api/search-settings.js';
import { createContentService, createSourceFromConfig } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import type { LimiterTimers } from '../../server/limiter.js';
import { createLogger } from '../../server/logger.js';
import { testConfig } from '../support/app.js';

/** Searches that wait until released, and how many ran at once at most. */
function heldSearches() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  let started = 0;
  const content: ContentSearch = {
    search: async (term) => {
      started++;
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
      return { items: [], total: term.length };
    },
  } as ContentSearch;
  return {
    content,
    releaseOne: () => waiting.shift()?.(),
    get started() {
      return started;
    },
    get most() {
      return most;
    },
  };
}

const appWith = (content: ContentSearch, limits: Parameters<typeof createSearchRouter>[0]['limits']) =>
  express().use(createSearchRouter({ content, limits }));

/** Timers the test fires by hand: the bounds of the waits are checked without waiting for real time. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number; order: number }>();
  let next = 0;
  const timers: LimiterTimers = {
    setTimeout(run, ms) {
      pending.set(++next, { run, ms, order: next });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** The waits set and not yet fired or cleared, oldest first. */
    waits: () => [...pending.values()].map((t) => t.ms),
    /** Fires the `index`th pending timer (oldest first). */
    fire(index: number) {
      const [key, timer] = [...pending.entries()][index];
      pending.delete(key);
      timer.run();
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('/api/search bounds', () => {
  it('answers 429 with a message and Retry-After past the per-client limit, before any search runs', async () => {
    const content = { search: async () => ({ items: [], total: 0 }) } as unknown as ContentSearch;
    const app = appWith(content, { perMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(app).get(`/api/search?term=bread${i}`)).status);
    const refused = await request(app).get('/api/search?term=bread9');
    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'rate-limited', message: SEARCH_MESSAGES.tooMany } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('runs one search at a time and refuses past the queue with 503 busy and Retry-After', async () => {
    const held = heldSearches();
    const app = appWith(held.content, { perMinute: 0, concurrency: 1, maxQueued: 2 });
    const pending = ['a', 'bb', 'ccc', 'dddd', 'eeeee'].map((t) => request(app).get(`/api/search?term=${t}`).then((r) => r));
    // Two of the five are refused at once; three are admitted (one running, two waiting).
    await until(() => held.started === 1);
    for (let i = 0; i < 3; i++) {
      await until(() => held.started === i + 1);
      await tick();
      held.releaseOne();
    }
    const answers = await Promise.all(pending);
    const refused = answers.filter((r) => r.status === 503);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.body).toEqual({ error: { code: 'busy', message: SEARCH_MESSAGES.busy } });
      expect(r.headers['retry-after']).toBe(String(SEARCH_RETRY_AFTER_SECONDS));
    }
    expect(held.most).toBe(1);
  });

  it('bounds every search, from any address, even once the index is built (issue 48: readers come first)', async () => {
    const held = heldSearches();
    // The index is built: before issue 48 such a search skipped the queue, so a flood of them from
    // many addresses took the whole process from the readers.
    const content = { search: held.content.search, searchIndexReady: () => true } as unknown as ContentSearch;
    const app = express().set('trust proxy', true).use(createSearchRouter({ content, limits: { perMinute: 1, concurrency: 1, maxQueued: 1, restMs: 0 } }));
    const from = (n: number) => request(app).get(`/api/search?term=term${n}`).set('X-Forwarded-For', `203.0.113.${n}`);
    const pending = [from(1), from(2)].map((r) => r.then((x) => x));
    await until(() => held.started === 1);
    const refused = await from(3);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'busy', message: SEARCH_MESSAGES.busy } });
    expect(refused.headers['retry-after']).toBe(String(SEARCH_RETRY_AFTER_SECONDS));
    expect(held.most).toBe(1);
    held.releaseOne();
    await until(() => held.started === 2);
    await tick();
    held.releaseOne();
    expect((await Promise.all(pending)).map((r) => r.status)).toEqual([200, 200]);
  });

  it('refuses a search that waited maxWaitMs for its turn, with 503 busy and Retry-After (the timer, not real time)', async () => {
    const held = heldSearches();
    const clock = manualTimers();
    const app = express().use(createSearchRouter({ content: held.content, limits: { perMinute: 0, concurrency: 1, maxQueued: 8, restMs: 0 }, timers: clock.timers }));
    const first = request(app).get('/api/search?term=first').then((r) => r);
    await until(() => held.started === 1);
    const second = request(app).get('/api/search?term=second').then((r) => r);
    await until(() => clock.waits().length === 2);
    expect(Math.max(...clock.waits())).toBeLessThanOrEqual(2000);
    clock.fire(1); // the second search's bound; the first one's search is running
    const refused = await second;
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'busy', message: SEARCH_MESSAGES.busy } });
    expect(refused.headers['retry-after']).toBe(String(SEARCH_RETRY_AFTER_SECONDS));
    held.releaseOne();
    expect((await first).status).toBe(200);
    // The refused search left the queue: it never ran.
    await tick();
    expect(held.started).toBe(1);
  });

  it('answers or refuses a search waiting on the first index within 2 s (a slow build, the timer fired), then answers once it is built', async () => {
    let finishBuild!: () => void;
    const built = new Promise<void>((resolve) => (finishBuild = resolve));
    const config = testConfig();
    const local = createSourceFromConfig(config);
    const slowSource: ContentSource = { fetch: async (query, params, options) => (await built, local.fetch(query, params, options)) };
    const content = createContentService({ config, logger: createLogger('silent'), source: slowSource });
    const clock = manualTimers();
    const app = express().use(createSearchRouter({ content, limits: { perMinute: 0, restMs: 0 }, timers: clock.timers }));
    const waiting = request(app).get('/api/search?term=challah').then((r) => r);
    await until(() => clock.waits().length === 1);
    expect(clock.waits()[0]).toBeLessThanOrEqual(2000);
    clock.fire(0);
    const refused = await waiting;
    expect(refused.status).toBe(503);
    expect([SEARCH_MESSAGES.busy, SEARCH_MESSAGES.unavailable]).toContain(refused.body.error.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    finishBuild();
    await content.searchIndex.warm();
    const answered = await request(app).get('/api/search?term=challah');
    expect(answered.status).toBe(200);
    expect(answered.body.total).toBeGreaterThan(0);
  });

  it('lets the event loop answer what waits between two searches', async () => {
    const order: string[] = [];
    const content = {
      search: async (term: string) => {
        order.push(`search ${term}`);
        // A search on the embedded dataset holds the thread in one stretch.
        const end = Date.now() + 20;
        while (Date.now() < end);
        return { items: [], total: 0 };
      },
    } as unknown as ContentSearch;
    const app = appWith(content, { perMinute: 0, concurrency: 1, maxQueued: 8 });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const searches = ['one', 'two', 'three'].map((t) => fetch(`${base}/api/search?term=${t}`));
      // A timer due as soon as possible: it must fire between the searches, not after all three.
      await new Promise((r) => setTimeout(r, 0)).then(() => order.push('timer'));
      await Promise.all(searches);
    } finally {
      server.close();
    }
    expect(order.indexOf('timer')).toBeLessThan(order.length - 1);
  });

  it('takes its bounds from the settings: one at a time on the embedded dataset, four on Sanity', () => {
    const local = loadConfig({ SEARCH_RATE_LIMIT: '30', SEARCH_QUEUE_MAX: '4' });
    expect(searchLimitsFor(local)).toEqual({ perMinute: 30, concurrency: 1, maxQueued: 4, maxWaitMs: SEARCH_DEFAULTS.maxWaitMs, restMs: SEARCH_DEFAULTS.restMs });
    const sanity = loadConfig({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'abc123' });
    expect(searchLimitsFor(sanity)).toEqual({ perMinute: 60, concurrency: 4, maxQueued: 32, maxWaitMs: SEARCH_DEFAULTS.maxWaitMs, restMs: SEARCH_DEFAULTS.restMs });
    // A search hears back within 2 s, search included.
    expect(SEARCH_DEFAULTS.maxWaitMs).toBeLessThan(2000);
  });
});
