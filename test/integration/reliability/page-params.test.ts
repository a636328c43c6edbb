/**
 * Malformed list parameters are a reading, not an error (docs/architecture.md#the-bars): ?page= that is not a whole
 * number from 1 is page 1, a huge one is clamped, an array is ignored; never a 500. The search API's
 * own parameters answer 400 with a message instead (server/api/search-router.ts).
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from './full-app.js';

let full: FullApp;
beforeAll(async () => {
  full = await buildFullApp();
});
afterAll(() => full.close());

/** Every paginated list page with the key its list sits under. */
const LISTS: [string, string][] = [
  ['/sections/news/archive', 'articles'],
  ['/sections/news/articles', 'articles'],
  ['/tags/Politics', 'articles'],
  ['/contributors/jane-doe', 'articles'],
  ['/podcasts/the-show', 'episodes'],
  ['/recipes', 'recipes'],
  ['/recipes/by-season/spring', 'recipes'],
  ['/collections/best-of', 'articles'],
  ['/columns/jane-writes', 'articles'],
];
const PAGE_ONE = ['abc', '-1', '0', 'NaN', '1.5', '1e3', '0x2', '%20', '', '%C0%AF', '2%00', '１'];

describe.each(LISTS)('%s', (path, key) => {
  it.each(PAGE_ONE)('?page=%s is page 1', async (value) => {
    const data = await request(full.app).get(`/_data${path}?page=${value}`);
    expect(data.status).toBe(200);
    expect(data.body.data[key].page).toBe(1);
    expect((await request(full.app).get(`${path}?page=${value}`)).status).toBe(200);
  });

  it('arrays, repeats and huge numbers are never a 500', async () => {
    for (const query of ['page[]=2', 'page[a]=2', 'page=2&page=3', `page=${'9'.repeat(400)}`, 'page=999999', 'page=10001']) {
      const data = await request(full.app).get(`/_data${path}?${query}`);
      expect({ query, status: data.status }).toEqual({ query, status: 200 });
      expect(data.body.data[key].page).toBeGreaterThanOrEqual(1);
      expect(data.body.data[key].page).toBeLessThanOrEqual(10_000);
    }
  });
});

describe('/api/search parameters', () => {
  it.each(['offset=abc', 'offset=-1', 'offset=1e3', 'offset=99999999', 'offset=1&offset=2', `term=${'x'.repeat(5000)}`, 'term=a&term=b'])(
    '%s is a 400 with a message',
    async (query) => {
      const res = await request(full.app).get(`/api/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    },
  );
});
