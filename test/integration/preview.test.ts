import request from 'supertest';
import { buildRealApp } from '../support/real-app.js';
import { ofType, slugOf } from '../support/dataset.js';
import { PREVIEW } from '../../shared/messages.js';

const SECRET = 'preview-secret-for-tests';

function previewApp() {
  return buildRealApp({ PREVIEW_SECRET: SECRET, SANITY_STUDIO_URL: 'https://studio.colophon.example' }).app;
}

const future = ofType('article').find((a) => !a._id.startsWith('drafts.') && (a.releaseDate ?? '') > '2090')!;
const futureUrl = `/sections/${slugOf(future.section._ref)}/articles/${future.slug.current}`;
const draftOnly = ofType('article').find(
  (a) => a._id.startsWith('drafts.') && !ofType('article').some((p) => p._id === a._id.slice('drafts.'.length)),
)!;
const draftUrl = `/sections/${slugOf(draftOnly.section._ref)}/articles/${draftOnly.slug.current}`;

async function enterPreview(app: ReturnType<typeof previewApp>, slug: string) {
  const agent = request.agent(app);
  const res = await agent.get(`/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}`).redirects(0);
  expect(res.status).toBe(307);
  expect(res.headers.location).toBe(slug);
  return { agent, res };
}

describe('preview mode (docs/architecture.md#a-preview-request)', () => {
  it('is refused with a wrong secret, and when no secret is configured', async () => {
    const res = await request(previewApp()).get(`/api/preview?secret=nope&slug=/`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid preview secret');
    expect(res.headers['set-cookie']).toBeUndefined();
    const off = await request(buildRealApp().app).get(`/api/preview?secret=${SECRET}&slug=/`);
    expect(off.status).toBe(404);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses the slug %s (no open redirect)',
    async (slug) => {
      const res = await request(previewApp()).get(`/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}`).redirects(0);
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
    },
  );

  it('sets a signed HttpOnly cookie and shows future and draft articles, private and noindex', async () => {
    const app = previewApp();
    expect((await request(app).get(futureUrl)).status).toBe(404);
    expect((await request(app).get(draftUrl)).status).toBe(404);
    const { agent, res } = await enterPreview(app, futureUrl);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/colophon_preview=s%3A/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const page = await agent.get(futureUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain(future.title.replace(/'/g, '&#x27;'));
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toContain(PREVIEW.edit);
    expect(page.text).toContain(`https://studio.colophon.example/intent/edit/id=${future._id};type=article`);

    const draft = await agent.get(draftUrl);
    expect(draft.status).toBe(200);
    // Five uncached renders over the whole embedded dataset (preview bypasses every cache, and
    // groq-js scans without indexes): 5.5 s with the machine half busy, over 20 s on a loaded one.
  }, 60_000);

  it('a forged (unsigned) preview cookie is ignored', async () => {
    const res = await request(previewApp()).get(futureUrl).set('Cookie', 'colophon_preview=1');
    expect(res.status).toBe(404);
  });

  it('exit-preview clears the cookie and stays on the site', async () => {
    const app = previewApp();
    const { agent } = await enterPreview(app, futureUrl);
    const exit = await agent.get(`/api/exit-preview?slug=${encodeURIComponent(futureUrl)}`).redirects(0);
    expect(exit.status).toBe(307);
    expect(exit.headers.location).toBe(futureUrl);
    expect(String(exit.headers['set-cookie'])).toMatch(/colophon_preview=;/);
    expect((await agent.get(futureUrl)).status).toBe(404);
    for (const slug of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await request(app).get(`/api/exit-preview?slug=${encodeURIComponent(slug)}`).redirects(0);
      expect(res.headers.location).toBe('/');
    }
  });
});
