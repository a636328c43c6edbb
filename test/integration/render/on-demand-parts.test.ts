/**
 * Parts whose code loads on demand (client/on-demand.tsx): the server renders them from its bundle
 * and links their stylesheets exactly on the pages whose data names them, so a podcast player or
 * a paywall panel is styled at first paint while other articles load neither.
 */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import type { Manifest } from '../../../server/render/manifest.js';
import type { HydrationData } from '../../../shared/page-data.js';
import { buildRealApp } from '../../support/real-app.js';
import { premiumArticle } from '../../support/premium-article.js';
import { sampleArticle } from '../../support/dataset.js';

const chunk = (name: string) => ({ file: `/assets/${name}.js`, css: [`/assets/${name}.css`], imports: [] });
const manifest: Manifest = {
  entry: { file: '/assets/entry.js', css: ['/assets/entry.css'], imports: [] },
  chunks: {
    'client/pages/Article/index.tsx': chunk('Article'),
    'client/components/audio/PodcastPlayer.tsx': chunk('PodcastPlayer'),
    'client/components/paywall/GatedBody.tsx': chunk('GatedBody'),
  },
};

// From the embedded dataset: an article whose body embeds a podcast player (found in the dataset,
// not named: a regeneration may move the player to another story), one without.
const WITH_PLAYER = (({ article, section }) => `/sections/${section}/articles/${article.slug.current}`)(
  sampleArticle((a) => !a.isPremium && JSON.stringify(a.content).includes('"_type":"podcastPlayer"')),
);
const WITHOUT = '/sections/news/articles/who-pays-for-the-transit-expansion';

/** The route data of a page as its HTML carries it for hydration (#__rr), by route id. */
function hydrationOf(html: string): HydrationData {
  return JSON.parse(new JSDOM(html).window.document.getElementById('__rr')!.textContent!) as HydrationData;
}

describe('parts loaded on demand', () => {
  const { app } = buildRealApp({}, { manifest });

  it("renders an embedded podcast player on the server and links the player's stylesheet", async () => {
    const res = await request(app).get(WITH_PLAYER);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/aria-label="Play [^"]+"/);
    expect(res.text).toContain('href="/assets/PodcastPlayer.css"');
    expect(res.text).toContain('href="/assets/Article.css"');
  });

  it('links neither part on an article that has neither', async () => {
    const res = await request(app).get(WITHOUT);
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/assets/Article.css"');
    // (The chunk -> stylesheet map for client-side navigation names every chunk; links do not.)
    expect(res.text).not.toContain('href="/assets/PodcastPlayer.css"');
    expect(res.text).not.toContain('href="/assets/GatedBody.css"');
  });

  it("names the parts in the page's data (parts), in its HTML and in /_data alike; a page needing none has no such field", async () => {
    for (const [path, parts] of [
      [WITH_PLAYER, ['podcastPlayer']],
      [WITHOUT, undefined],
    ] as const) {
      const { loaderData } = hydrationOf((await request(app).get(path).expect(200)).text);
      const page = Object.entries(loaderData).find(([id]) => id.startsWith('article:'))![1] as { parts?: string[] };
      expect(page.parts).toEqual(parts);
      expect((loaderData.root as { parts?: unknown }).parts).toBeUndefined();
      const data = await request(app).get(`/_data${path}`).expect(200);
      expect((data.body as { data: { parts?: string[] } }).data.parts).toEqual(parts);
    }
  });

  it('names the gated part of a premium article behind the paywall and links its stylesheet', async () => {
    const paywalled = buildRealApp({ FEATURE_PAYWALL: 'on' }, { manifest }).app;
    const { path } = premiumArticle();
    const res = await request(paywalled).get(path).expect(200);
    expect(res.text).toContain('href="/assets/GatedBody.css"');
    const page = Object.entries(hydrationOf(res.text).loaderData).find(([id]) => id.startsWith('article:'))![1] as { parts?: string[] };
    expect(page.parts).toContain('gate');
    const data = await request(paywalled).get(`/_data${path}`).expect(200);
    expect((data.body as { data: { parts?: string[] } }).data.parts).toContain('gate');
    // The same article without the paywall names no gate.
    const whole = await request(app).get(`/_data${path}`).expect(200);
    expect((whole.body as { data: { parts?: string[] } }).data.parts ?? []).not.toContain('gate');
  });
});
