import request from 'supertest';
import { buildRealApp } from '../support/real-app.js';
import { ofType, slugOf } from '../support/dataset.js';
import { PREVIEW } from '../../shared/messages.js';

const SECRET = 'preview-secret-for-tests';

function previewApp(overrides: Parameters<typeof buildRealApp>[1] = {}) {
  return buildRealApp({ PREVIEW_SECRET: SECRET, SANITY_STUDIO_URL: 'https://studio.colophon.example' }, overrides).app;
}

const HOUR = 60 * 60 * 1000;

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

describe('a preview cookie ends on the server (docs/decisions/session-secret.md)', () => {
  const cookieOf = (res: request.Response) => String(res.headers['set-cookie']).split(';')[0]!;

  it('each cookie is a ticket of its own: two entries get two different cookies', async () => {
    const app = previewApp();
    const a = cookieOf((await enterPreview(app, '/')).res);
    const b = cookieOf((await enterPreview(app, '/')).res);
    expect(a).not.toBe(b);
  });

  it('counts for an hour from its issue, whatever the browser keeps', async () => {
    let now = Date.parse('2026-11-28T12:00:00Z');
    const app = previewApp({ preview: { now: () => now } });
    const cookie = cookieOf((await enterPreview(app, futureUrl)).res);
    now += HOUR - 60_000;
    expect((await request(app).get(futureUrl).set('Cookie', cookie)).status).toBe(200);
    now += 2 * 60_000;
    // A browser that ignored Max-Age (or a copy of the cookie) sends it still: the server says no.
    expect((await request(app).get(futureUrl).set('Cookie', cookie)).status).toBe(404);
  }, 60_000);

  it('exit ends it: a copy of the cookie taken before the exit stops working', async () => {
    const app = previewApp();
    const { agent, res } = await enterPreview(app, futureUrl);
    const copy = cookieOf(res);
    expect((await request(app).get(futureUrl).set('Cookie', copy)).status).toBe(200);
    expect((await agent.get('/api/exit-preview?slug=/').redirects(0)).status).toBe(307);
    expect((await request(app).get(futureUrl).set('Cookie', copy)).status).toBe(404);
    // Another editor's cookie, issued apart, is not ended by that exit.
    const other = cookieOf((await enterPreview(app, futureUrl)).res);
    expect((await request(app).get(futureUrl).set('Cookie', other)).status).toBe(200);
  }, 60_000);

  it('counts only where preview is set up', async () => {
    // Entered on a server with PREVIEW_SECRET, the same signed cookie means nothing to one without it.
    const cookie = cookieOf((await enterPreview(previewApp(), '/')).res);
    expect((await request(previewApp()).get(futureUrl).set('Cookie', cookie)).status).toBe(200);
    expect((await request(buildRealApp().app).get(futureUrl).set('Cookie', cookie)).status).toBe(404);
  }, 60_000);

  it('wrong secrets from one address meet a limit: 429 with a clear message, then even the right one waits', async () => {
    const app = previewApp({ preview: { limits: { perIp: 3 } } });
    for (let i = 0; i < 3; i++) expect((await request(app).get(`/api/preview?secret=guess-${i}&slug=/`)).status).toBe(401);
    const refused = await request(app).get(`/api/preview?secret=${SECRET}&slug=/`).redirects(0);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(PREVIEW.tooManyAttempts);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
