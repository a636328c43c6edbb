/**
 * Editors see what they edit (docs/decisions/visual-editing.md), on the Sanity source (the GROQ
 * stub, test/support/groq-stub.ts, standing in for Sanity's API):
 * - the Presentation tool's draft-mode handshake (/api/preview/enable) sets the preview cookie only
 *   for a secret the Studio wrote, and redirects only on this site;
 * - a reader's article carries no stega characters and no data-sanity attributes, and its answer
 *   asks Sanity for no source map; the preview of the same article carries both, with its
 *   <title>, meta tags and JSON-LD clean;
 * - preview traffic neither reads nor fills the page cache readers get.
 */
import request from 'supertest';
import { startGroqStub, type GroqStub } from '../support/groq-stub.js';
import { buildRealApp } from '../support/real-app.js';
import { datasetDocuments, sampleArticle } from '../support/dataset.js';
import { PREVIEW_COOKIE } from '../../server/api/preview.js';
import { PREVIEW } from '../../shared/messages.js';

const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]/;
const STUDIO = 'https://studio.colophon.example';
const SECRET = 'previewsecretfromthestudio';

/** A build's manifest with the overlays' file (build.mjs writes it beside the manifest). */
const OVERLAYS = '/assets/visual-editing-TEST.js';
const MANIFEST = { entry: { file: '/assets/entry-TEST.js', css: [], imports: [] }, chunks: {}, visualEditing: { file: OVERLAYS, css: [], imports: [] } };

const { article, section } = sampleArticle((a) => !a.isPremium && Boolean(a.hero?.dek));
const url = `/sections/${section}/articles/${article.slug.current}`;

let stub: GroqStub;
let app: ReturnType<typeof buildRealApp>['app'];
const sanityVars = () => ({
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'visualediting',
  SANITY_API_HOST: stub.url,
  SANITY_READ_TOKEN: 'read-token',
  SANITY_STUDIO_URL: STUDIO,
  PREVIEW_SECRET: 'classic-secret',
  CONTENT_TIMEOUT_MS: '30000',
});

beforeAll(async () => {
  stub = await startGroqStub(datasetDocuments() as unknown as Array<Record<string, unknown>>);
  app = buildRealApp(sanityVars(), { manifest: MANIFEST }).app;
});
afterAll(() => stub.close());

/** The Studio's side of the handshake: a fresh secret document, as the Presentation tool writes it. */
async function studioSecret(secret: string, updatedAt?: string) {
  const id = `sanity-preview-url-secret.${secret}`;
  const res = await fetch(`${stub.url}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ createOrReplace: { _id: id, _type: 'sanity.previewUrlSecret', secret, studioUrl: STUDIO } }] }),
  });
  expect(res.status).toBe(200);
  // Backdated: the API stamps _updatedAt itself, so the stored document is replaced as it is.
  if (updatedAt) stub.put({ ...stub.document(id)!, _updatedAt: updatedAt });
}

const enable = (params: Record<string, string>) => `/api/preview/enable?${new URLSearchParams(params)}`;

describe('the Presentation tool enters preview (/api/preview/enable)', () => {
  it('with the secret the Studio wrote: sets the signed cookie and redirects to the page', async () => {
    await studioSecret(SECRET);
    const res = await request(app).get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': url })).redirects(0);
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe(url);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${PREVIEW_COOKIE}=s%3A.*HttpOnly`));
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The site on http (tests): SameSite=Lax, as the classic entry sets it.
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);
  });

  it("keeps the Studio's perspective parameter on the page it redirects to, which renders in preview", async () => {
    await studioSecret(SECRET);
    const agent = request.agent(app);
    const res = await agent
      .get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': url, 'sanity-preview-perspective': 'drafts' }))
      .redirects(0);
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe(`${url}?sanity-preview-perspective=drafts`);
    const page = await agent.get(res.headers.location);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
  }, 60_000);

  it.each([
    ['an unknown secret', { 'sanity-preview-secret': 'not-a-secret-anyone-wrote' }],
    ['no secret', {}],
    ['an empty secret', { 'sanity-preview-secret': '' }],
  ])('refuses %s: 401 and no cookie', async (_what, params) => {
    const res = await request(app).get(enable(params)).redirects(0);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid preview secret');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a secret older than an hour (expired)', async () => {
    await studioSecret('expiredsecret', new Date(Date.now() - 2 * 3600_000).toISOString());
    const res = await request(app).get(enable({ 'sanity-preview-secret': 'expiredsecret', 'sanity-preview-pathname': url })).redirects(0);
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('never redirects off the site (pathname %s)', async (pathname) => {
    await studioSecret(SECRET);
    const res = await request(app).get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': pathname })).redirects(0);
    expect(res.status).toBe(307);
    const location = new URL(res.headers.location, 'http://site.test');
    expect(location.origin).toBe('http://site.test');
  });

  it('is 404 where the site cannot read the Studio secret (embedded dataset, no read token)', async () => {
    const res = await request(buildRealApp().app).get(enable({ 'sanity-preview-secret': SECRET })).redirects(0);
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refused secrets from one address meet a limit before Sanity is asked: 429 with a clear message', async () => {
    const limited = buildRealApp(sanityVars(), { manifest: MANIFEST, preview: { limits: { perIp: 3 } } }).app;
    for (let i = 0; i < 3; i++) expect((await request(limited).get(enable({ 'sanity-preview-secret': `guess-${i}` })).redirects(0)).status).toBe(401);
    await studioSecret(SECRET);
    const asked = stub.requests;
    // Past the limit not even the right secret is checked: no query with the read token.
    const refused = await request(limited).get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': url })).redirects(0);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(PREVIEW.tooManyAttempts);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(stub.requests).toBe(asked);
  });

  it('an editor entering preview is not counted against the limit', async () => {
    const limited = buildRealApp(sanityVars(), { manifest: MANIFEST, preview: { limits: { perIp: 2 } } }).app;
    for (let i = 0; i < 4; i++) {
      await studioSecret(SECRET);
      expect((await request(limited).get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': url })).redirects(0)).status).toBe(307);
    }
  });

  it('the classic /api/preview?secret= entry still works', async () => {
    const res = await request(app).get(`/api/preview?secret=classic-secret&slug=${encodeURIComponent(url)}`).redirects(0);
    expect(res.status).toBe(307);
    expect(String(res.headers['set-cookie'])).toContain(PREVIEW_COOKIE);
  });
});

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('click-to-edit markup is preview-only', () => {
  let previewAgent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    previewAgent = request.agent(app);
    await studioSecret(SECRET);
    const res = await previewAgent.get(enable({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': url })).redirects(0);
    expect(res.status).toBe(307);
  });

  it("a reader's article has no stega characters, no data-sanity, and asked Sanity for no source map", async () => {
    const before = stub.queries.length;
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(STEGA);
    expect(res.text).not.toContain('data-sanity');
    expect(res.text).toContain('/assets/entry-TEST.js');
    expect(res.text).not.toContain(OVERLAYS);
    for (const q of stub.queries.slice(before)) expect(q.get('resultSourceMap')).toBeNull();
  }, 60_000);

  it('its preview has them, with a clean <title>, meta tags and JSON-LD', async () => {
    const res = await previewAgent.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.text.slice(res.text.indexOf('<body'));
    expect(body).toMatch(STEGA);
    // The hero image and the related stories name their fields; the overlays' script is loaded.
    expect(body).toContain(`data-sanity="id=${article._id};type=article;path=hero.heroImage;base=${encodeURIComponent(STUDIO)}"`);
    expect(body).toContain(`data-sanity="id=${article._id};type=article;path=relatedArticles;base=${encodeURIComponent(STUDIO)}"`);
    expect(res.text).toMatch(new RegExp(`<script[^>]+src="${OVERLAYS}"`));
    expect(head(res.text)).not.toMatch(STEGA);
    const blocks = jsonLd(res.text);
    expect(blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(blocks)).not.toMatch(STEGA);
    // The headline is shown as the editor wrote it (the characters are invisible).
    expect(body.replace(new RegExp(STEGA.source, 'g'), '')).toContain(article.title.replace(/'/g, '&#x27;'));
  }, 60_000);

  it('a draft change shows in the next preview answer (and its /_data), never to readers', async () => {
    stub.draft(article._id, { title: 'A headline typed in the Studio' });
    const data = await previewAgent.get(`/_data${url}`);
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.text.replace(new RegExp(STEGA.source, 'g'), '')).toContain('A headline typed in the Studio');
    const reader = await request(app).get(url);
    expect(reader.text).not.toContain('A headline typed in the Studio');
  }, 60_000);

  it("preview answers neither come from nor go into readers' page cache", async () => {
    const first = await request(app).get(url);
    expect(['HIT', 'MISS']).toContain(first.headers['x-cache']);
    const preview = await previewAgent.get(url);
    expect(preview.headers['x-cache']).not.toBe('HIT');
    const again = await request(app).get(url);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toBe(first.text);
    expect(again.text).not.toMatch(STEGA);
  }, 60_000);
});
