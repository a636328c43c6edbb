/**
 * A preview page with the Studio's click-to-edit markup (docs/decisions/visual-editing.md: stega
 * characters in display text, data-sanity attributes, the overlays' script) is still valid HTML:
 * an article from the Sanity source (the GROQ stub, test/support/groq-stub.ts) in preview, through
 * the W3C Nu HTML checker (errors only), beside the same article as a reader gets it. Needs Java,
 * like html.validators.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { checkHtml, javaAvailable } from './nu-checker.js';
import { pageSamples } from './page-types.js';
import { startGroqStub, type GroqStub } from '../support/groq-stub.js';
import { buildRealApp } from '../support/real-app.js';
import { datasetDocuments, sampleArticle } from '../support/dataset.js';

const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]{4,}/;
const hasJava = javaAvailable();
const inCi = process.env.CI === 'true';

describe('W3C Nu HTML checker, preview with click-to-edit markup', () => {
  if (!hasJava && !inCi) {
    it.skip('needs Java (apt-get install default-jre-headless): not installed here, so the HTML is not checked', () => {});
    return;
  }
  let stub: GroqStub;
  let app: ReturnType<typeof buildRealApp>['app'];
  beforeAll(async () => {
    stub = await startGroqStub(datasetDocuments() as unknown as Array<Record<string, unknown>>);
    const manifest = { entry: { file: '/assets/entry.js', css: [], imports: [] }, chunks: {}, visualEditing: { file: '/assets/visual-editing.js', css: [], imports: [] } };
    app = buildRealApp(
      {
        CONTENT_SOURCE: 'sanity',
        SANITY_PROJECT_ID: 'validators',
        SANITY_API_HOST: stub.url,
        SANITY_READ_TOKEN: 'read-token',
        SANITY_STUDIO_URL: 'https://studio.colophon.example',
        PREVIEW_SECRET: 'validators-secret',
        CONTENT_TIMEOUT_MS: '30000',
      },
      { manifest },
    ).app;
  });
  afterAll(() => stub.close());

  it('finds no error on an article in preview (stega, data-sanity, overlays) nor as a reader gets it', async () => {
    const { article, section } = sampleArticle((a) => !a.isPremium && Boolean(a.hero?.heroImage));
    const url = `/sections/${section}/articles/${article.slug.current}`;
    const editor = request.agent(app);
    await editor.get(`/api/preview?secret=validators-secret&slug=${encodeURIComponent(url)}`).redirects(0).expect(307);
    const preview = await editor.get(url).expect(200);
    const reader = await request(app).get(url).expect(200);
    // What makes the check worth running: the preview carries the markup.
    expect(preview.text).toMatch(STEGA);
    expect(preview.text).toContain('data-sanity=');
    expect(reader.text).not.toMatch(STEGA);

    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-nu-preview-'));
    try {
      const files = [path.join(dir, 'article-preview.html'), path.join(dir, 'article-reader.html')];
      writeFileSync(files[0]!, preview.text);
      writeFileSync(files[1]!, reader.text);
      const errors = await checkHtml(files);
      expect(errors.map((e) => `${e.file}: ${e.message} ${e.extract?.trim().slice(0, 120) ?? ''}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no error on any page type of the route table in preview, each answering as it does for readers', async () => {
    const editor = request.agent(app);
    await editor.get('/api/preview?secret=validators-secret&slug=/').redirects(0).expect(307);
    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-nu-preview-all-'));
    try {
      const files: string[] = [];
      let encoded = 0;
      for (const sample of await pageSamples()) {
        const page = await editor.get(sample.path).redirects(0);
        // Unreleased content shows in preview, but nothing that exists for readers goes missing or fails.
        expect(`${sample.type} ${sample.path}: ${page.status}`).toBe(`${sample.type} ${sample.path}: ${sample.status}`);
        if (STEGA.test(page.text)) encoded++;
        const file = path.join(dir, `${sample.type.replace(/[^a-z0-9]+/g, '-')}.html`);
        writeFileSync(file, page.text);
        files.push(file);
      }
      expect(encoded).toBeGreaterThan(files.length / 2);
      const errors = await checkHtml(files);
      expect(errors.map((e) => `${e.file}: ${e.message} ${e.extract?.trim().slice(0, 120) ?? ''}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
