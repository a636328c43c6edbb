/**
 * Documents other documents show (docs/decisions/edge-cache.md, "What purges what"): an author's,
 * a podcast's or an image asset's publish purges the answers that show it, by its id, not
 * everything. On the real content layer over the generated dataset: the story by that author (or
 * with that image, or the episode of that podcast) and the document's own page are rendered again,
 * while a story that does not show it stays in the page cache and its keys do not name it; the
 * edge (a local fake Varnish) hears the document's keys, not `all`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createContentService, createContentRoutes } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { createEdgePurger } from '../../server/ops/edge-purge.js';
import { RECENT_SECTIONS } from '../../shared/constants.js';
import { articleUrl, contributorUrl, episodeUrl, podcastUrl } from '../../shared/content/urls.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { byId, released, slugOf } from '../support/dataset.js';

const SECRET = 'edge-refs-hook-secret';

const keysOf = (res: { headers: Record<string, unknown> }) => String(res.headers['surrogate-key'] ?? '').split(' ');

type Story = ReturnType<typeof released<'article'>>[number];
// Stories of sections the footer does not list (a footer section's newest story is on every page).
const footer = new Set<string>(RECENT_SECTIONS);
const stories = released('article')
  .filter((a) => !footer.has(slugOf(a.section._ref)))
  .slice(0, 16);
const pathOf = (a: Story) => articleUrl(slugOf(a.section._ref), a.slug.current);
const authorsOf = (a: Story) => ((a.meta as { authors?: { _ref: string }[] } | undefined)?.authors ?? []).map((r) => r._ref);
const heroAssetOf = (a: Story) => (a.hero as { heroImage?: { asset?: { _ref?: string } } } | undefined)?.heroImage?.asset?._ref;

describe('a publish of a document other documents show purges the answers showing it', () => {
  let varnish: { url: string; requests: { method: string; headers: IncomingHttpHeaders }[]; server: Server };

  beforeAll(async () => {
    const requests: { method: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((req, res) => {
      requests.push({ method: req.method ?? '', headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    varnish = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
  });
  afterAll(async () => {
    await new Promise((r) => varnish.server.close(r).closeAllConnections());
  });

  function setup() {
    const config = testConfig({ SANITY_WEBHOOK_SECRET: SECRET, CACHE_PURGE_URLS: `${varnish.url}/` });
    const logger = createLogger('silent');
    const content = createContentService({ config, logger });
    const edge = createEdgePurger({ config, logger, retryMs: 5 });
    return buildTestApp(content, { config, contentRoutes: createContentRoutes(config), edge });
  }
  type App = ReturnType<typeof setup>;

  async function publish(app: App, doc: object, operation = 'update') {
    const body = JSON.stringify(doc);
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    return request(app).post('/api/revalidate').set('content-type', 'application/json').set(SIGNATURE_HEADER_NAME, signature).set('sanity-operation', operation).send(body);
  }

  /** Renders each path, then checks each is a page-cache hit; answers each path's keys. */
  async function warm(app: App, paths: string[]): Promise<Map<string, string[]>> {
    const keys = new Map<string, string[]>();
    for (const path of paths) keys.set(path, keysOf(await request(app).get(path).expect(200)));
    for (const path of paths) expect((await request(app).get(path)).headers['x-cache']).toBe('HIT');
    return keys;
  }

  /** A story showing `idOf(story)` and another story whose page does not show it, by their keys. */
  async function pair(app: App, idsOf: (a: Story) => string[]) {
    const keys = await warm(app, stories.map(pathOf));
    for (const a of stories) {
      for (const id of idsOf(a)) {
        if (!keys.get(pathOf(a))!.includes(id)) continue;
        const b = stories.find((s) => s !== a && !keys.get(pathOf(s))!.includes(id));
        if (b) return { id, shows: a, other: b };
      }
    }
    throw new Error('no two stories to compare');
  }

  it("an author's edit renders the author's stories and page again; a story by another author stays cached", async () => {
    const app = setup();
    const { id: author, shows, other } = await pair(app, authorsOf);
    const authorPage = contributorUrl(slugOf(author));
    await warm(app, [authorPage]);

    varnish.requests.length = 0;
    const res = await publish(app, { ...byId(author)!, firstName: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual(expect.arrayContaining([author, 'type:author']));
    expect(res.body.keys).not.toContain('all');
    expect(res.body.keys).not.toContain(`list:contributor:${author}`);

    expect((await request(app).get(pathOf(shows))).headers['x-cache']).toBe('MISS');
    expect((await request(app).get(authorPage)).headers['x-cache']).toBe('MISS');
    const kept = await request(app).get(pathOf(other));
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(keysOf(kept)).not.toContain(author);
    // The edge is told the author's keys, not everything.
    expect(varnish.requests).toHaveLength(1);
    const purged = String(varnish.requests[0].headers['xkey-purge']).split(' ');
    expect(purged).toContain(author);
    expect(purged).not.toContain('all');
  });

  it("a podcast's edit renders its episodes and page again; another podcast's episode stays cached", async () => {
    const app = setup();
    const episodes = released('podcastEpisode');
    const podcasts = [...new Set(episodes.map((e) => e.podcast._ref))].filter((id) => byId(id));
    expect(podcasts.length).toBeGreaterThanOrEqual(2);
    const [mine, theirs] = podcasts;
    const episodeOf = (podcast: string) => {
      const e = episodes.find((x) => x.podcast._ref === podcast)!;
      return episodeUrl(slugOf(podcast), e.slug.current);
    };
    const [episode, page, other] = [episodeOf(mine), podcastUrl(slugOf(mine)), episodeOf(theirs)];
    const keys = await warm(app, [episode, page, other]);
    expect(keys.get(episode)).toContain(mine);
    expect(keys.get(other)).not.toContain(mine);

    const res = await publish(app, { ...byId(mine)!, dek: 'A new dek' });
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual(expect.arrayContaining([mine, 'type:podcast']));
    expect(res.body.keys).not.toContain('all');

    expect((await request(app).get(episode)).headers['x-cache']).toBe('MISS');
    expect((await request(app).get(page)).headers['x-cache']).toBe('MISS');
    const kept = await request(app).get(other);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(keysOf(kept)).not.toContain(mine);
  });

  it("an image asset's edit renders the stories showing it again; a story without it stays cached", async () => {
    const app = setup();
    const { id: asset, shows, other } = await pair(app, (a) => [heroAssetOf(a)].filter((x): x is string => !!x));
    expect(byId(asset)?._type).toBe('sanity.imageAsset');

    const res = await publish(app, byId(asset)!);
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual(expect.arrayContaining([asset, 'type:sanity.imageAsset']));
    expect(res.body.keys).not.toContain('all');

    expect((await request(app).get(pathOf(shows))).headers['x-cache']).toBe('MISS');
    const kept = await request(app).get(pathOf(other));
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(keysOf(kept)).not.toContain(asset);
  });

  it('a new author purges the contributors page (list:author), not the stories', async () => {
    const app = setup();
    const story = stories[0];
    await warm(app, ['/contributors', pathOf(story)]);
    const res = await publish(app, { _id: 'author-new-one', _type: 'author', _rev: 'r1', firstName: 'New', lastName: 'One', slug: { _type: 'slug', current: 'new-one' } }, 'create');
    expect(res.body.keys).toEqual(expect.arrayContaining(['author-new-one', 'list:author', 'list:contributor:author-new-one', 'slug:new-one']));
    expect((await request(app).get('/contributors')).headers['x-cache']).toBe('MISS');
    expect((await request(app).get(pathOf(story))).headers['x-cache']).toBe('HIT');
  });
});
