/**
 * The editors' round trip: the Studio's 'Preview on the site' URL (studio/preview/paths.ts) enters
 * preview on the draft's page, whose bar links back to the document in the Studio with an intent
 * link ('Edit this Article', SANITY_STUDIO_URL), for articles, feature articles and recipes.
 */
import request from 'supertest';
import { buildRealApp } from '../support/real-app.js';
import { ofType, slugOf } from '../support/dataset.js';
import { PREVIEW } from '../../shared/messages.js';
import { previewUrl, sitePath } from '../../studio/preview/paths.js';

const SECRET = 'studio-preview-secret';
const STUDIO = 'https://colophon.sanity.studio';
const SITE = 'http://site.invalid';

function app() {
  return buildRealApp({ PREVIEW_SECRET: SECRET, SANITY_STUDIO_URL: STUDIO }).app;
}

/** Follows the Studio's preview URL the way a browser would: /api/preview, then the page. */
async function openFromStudio(path: string) {
  const agent = request.agent(app());
  const url = new URL(previewUrl(SITE, SECRET, path));
  const enter = await agent.get(`${url.pathname}${url.search}`).redirects(0);
  expect(enter.status).toBe(307);
  expect(enter.headers.location).toBe(path);
  return agent.get(path);
}

const draftOnly = ofType('article').find((a) => a._id.startsWith('drafts.') && !ofType('article').some((p) => `drafts.${p._id}` === a._id))!;

describe('editor → preview → edit', () => {
  it('a draft-only article opens in preview and links back to its document in the Studio', async () => {
    const path = sitePath({ _type: 'article', slug: draftOnly.slug, parentSlug: slugOf(draftOnly.section._ref) })!;
    const page = await openFromStudio(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(PREVIEW.edit);
    const id = draftOnly._id.slice('drafts.'.length);
    expect(page.text).toContain(`href="${STUDIO}/intent/edit/id=${id};type=article"`);
  }, 60_000);

  it.each(['featureArticle', 'recipeArticle'] as const)('a %s page links to its document with its own type', async (type) => {
    const doc = ofType(type).find((d) => !d._id.startsWith('drafts.'))!;
    const page = await openFromStudio(sitePath({ _type: type, slug: doc.slug })!);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="${STUDIO}/intent/edit/id=${doc._id};type=${type}"`);
  }, 60_000);
});
