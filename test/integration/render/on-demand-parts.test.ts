/**
 * Parts whose code loads on demand (client/on-demand.tsx): the server renders them from its bundle
 * and links their stylesheets exactly on the pages whose data names them, so a podcast player or
 * a paywall panel is styled at first paint while other articles load neither.
 */
import request from 'supertest';
import type { Manifest } from '../../../server/render/manifest.js';
import { buildRealApp } from '../../support/real-app.js';

const chunk = (name: string) => ({ file: `/assets/${name}.js`, css: [`/assets/${name}.css`], imports: [] });
const manifest: Manifest = {
  entry: { file: '/assets/entry.js', css: ['/assets/entry.css'], imports: [] },
  chunks: {
    'client/pages/Article/index.tsx': chunk('Article'),
    'client/components/audio/PodcastPlayer.tsx': chunk('PodcastPlayer'),
    'client/components/paywall/GatedBody.tsx': chunk('GatedBody'),
  },
};

// From the embedded dataset: an article whose body embeds a podcast player, one without.
const WITH_PLAYER = '/sections/arts-letters/articles/rethinking-a-string-quartet-written-in-exile';
const WITHOUT = '/sections/news/articles/who-pays-for-the-transit-expansion';

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
});
