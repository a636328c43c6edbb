/**
 * The bounds of /api/search (server/api/search-router.ts): a per-client limit (429 with
 * Retry-After), one search at a time with a bounded queue (503 with Retry-After past it), and the
 * event loop free between two searches. The content is a fake whose searches end when the test says.
 */
import express from 'express';
import request from 'supertest';
import type { ContentSearch } from '../../server/content/types.js';
import { createSearchRouter, SEARCH_MESSAGES, SEARCH_RETRY_AFTER_SECONDS, searchLimitsFor } from '../../server/api/search-router.js';
import { loadConfig } from '../../server/config.js';

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

  it('answers a search whose answer is kept at once, even with the queue full', async () => {
    const held = heldSearches();
    const content = {
      search: (term: string, offset: number, opts: never) =>
        term === 'kept' ? Promise.resolve({ items: [], total: 42 }) : held.content.search(term, offset, opts),
      searchIsCached: (term: string) => term === 'kept',
    } as unknown as ContentSearch;
    const app = appWith(content, { perMinute: 0, concurrency: 1, maxQueued: 1 });
    const pending = ['a', 'bb'].map((t) => request(app).get(`/api/search?term=${t}`).then((r) => r));
    await until(() => held.started === 1);
    const full = await request(app).get('/api/search?term=ccc');
    const kept = await request(app).get('/api/search?term=kept');
    expect(full.status).toBe(503);
    expect(kept.status).toBe(200);
    expect(kept.body.total).toBe(42);
    held.releaseOne();
    await until(() => held.started === 2);
    await tick();
    held.releaseOne();
    expect((await Promise.all(pending)).map((r) => r.status)).toEqual([200, 200]);
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
    expect(searchLimitsFor(local)).toEqual({ perMinute: 30, concurrency: 1, maxQueued: 4 });
    const sanity = loadConfig({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'abc123' });
    expect(searchLimitsFor(sanity)).toEqual({ perMinute: 60, concurrency: 4, maxQueued: 8 });
  });
});
