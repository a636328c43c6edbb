/**
 * Every route pattern of the route table (client/routes.tsx) answers with the right status and
 * page, on the real content layer over the embedded dataset: one case per pattern, legacy and loose
 * ones included.
 */
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { buildRealApp } from '../support/real-app.js';
import { released, sampleArticle, sampleEpisode, slugOf } from '../support/dataset.js';
import { ERROR_PAGE, NOT_FOUND } from '../../shared/messages.js';
import type { ArticleDocument } from '../../tools/dataset/schema.js';

let app: RequestListener;
beforeAll(() => {
  app = buildRealApp().app;
});

const get = (path: string) => request(app).get(path).redirects(0);

function expectRedirect(res: request.Response, to: string | RegExp) {
  expect([301, 308]).toContain(res.status);
  if (typeof to === 'string') expect(res.headers.location).toBe(to);
  else expect(res.headers.location).toMatch(to);
}

const { article, section } = sampleArticle((a: ArticleDocument) => !!a.hero.heroImage);
const articleUrl = `/sections/${section}/articles/${article.slug.current}`;

describe('pages answer 200 with their content', () => {
  const author = released('author')[0]!;
  const recipe = released('recipeArticle')[0]!;
  const holiday = released('holiday')[0]!;
  const podcast = released('podcast')[0]!;
  const { episode, podcast: episodePodcast } = sampleEpisode();
  const collection = released('collection')[0]!;
  const column = released('column')[0]!;
  const member = released('teamMember')[0]!;
  const feature = released('featureArticle')[0]!;
  const tag = article.meta.tags[0]!;

  it.each([
    ['/', null],
    ['/recipes', null],
    [`/recipes/${recipe.slug.current}`, recipe.title],
    [`/recipes/by-holiday/${holiday.slug.current}`, holiday.title],
    ['/recipes/by-season/fall', null],
    ['/sections/news', 'News'],
    ['/sections/news/archive', 'News'],
    ['/sections/news/articles', 'News'],
    [articleUrl, article.title],
    [`/sections/holidays/${holiday.slug.current}`, holiday.title],
    ['/contributors', null],
    [`/contributors/${author.slug.current}`, author.lastName],
    [`/tags/${tag}`, null],
    ['/encyclopedia', null],
    [`/mocks/${article._id}`, article.title],
    [`/about/${member.slug.current}`, member.lastName],
    [`/articles/${recipe.slug.current}/print/${recipe.slug.current}`, recipe.title],
    ['/podcasts', podcast.title],
    [`/podcasts/${podcast.slug.current}`, podcast.title],
    [`/podcasts/${episodePodcast}/${episode.slug.current}`, episode.title],
    ['/privacy-policy', null],
    ['/terms-of-service', null],
    ['/newsletter', null],
    ['/donate', null],
    ['/subscribe', null],
    ['/search', null],
    [`/feature/${feature.slug.current}`, feature.title],
    ['/collections', collection.title],
    [`/collections/${collection.slug.current}`, collection.title],
    ['/columnists', column.title],
    [`/columns/${column.slug.current}`, column.title],
  ])('%s', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    if (text) expect(res.text).toContain(escapeHtml(text));
  });
});

describe('legacy and loose patterns redirect permanently to the canonical URL', () => {
  const author = released('author')[0]!;
  const tag = article.meta.tags[0]!;
  it.each([
    [`/sections/${section}/article/${article.slug.current}`, articleUrl],
    [`/section/${section}/articles/${article.slug.current}`, articleUrl],
    [`/section/${section}/article/${article.slug.current}`, articleUrl],
    [`/section/news`, '/sections/news'],
    [`/section/news/articles`, '/sections/news/articles'],
    [`/author/${author.slug.current}`, `/contributors/${author.slug.current}`],
    [`/authors/${author.slug.current}`, `/contributors/${author.slug.current}`],
    [`/tag/${tag}`, `/tags/${tag}`],
  ])('%s -> %s', async (from, to) => {
    expectRedirect(await get(from), to);
  });

  it('an article under the wrong section redirects to its own section', async () => {
    const other = section === 'news' ? 'food' : 'news';
    expectRedirect(await get(`/sections/${other}/articles/${article.slug.current}`), articleUrl);
  });

  it('keeps the query string', async () => {
    expectRedirect(await get('/section/news?utm_source=x'), '/sections/news?utm_source=x');
  });

  it('/{category}/{id}/{slug}: a legacy pathname redirects to its article', async () => {
    const legacy = released('article').find((a) => a.legacyPathname)!;
    const to = `/sections/${slugOf(legacy.section._ref)}/articles/${legacy.slug.current}`;
    expectRedirect(await get(legacy.legacyPathname!), to);
  });

  it('content-managed redirects apply before routing', async () => {
    const redirect = released('redirect')[0]!;
    expectRedirect(await get(redirect.from), redirect.to);
  });
});

describe('not found and error pages', () => {
  it.each([
    '/tags',
    '/404',
    '/_app',
    '/no/such/page/here',
    '/sections/no-such-section',
    '/sections/news/articles/no-such-article',
    '/recipes/no-such-recipe',
    '/recipes/by-season/monsoon',
    '/contributors/nobody-at-all',
    '/podcasts/no-such-show',
    '/about/nobody',
    '/feature/nothing-here',
    '/collections/none',
    '/columns/none',
    '/mocks/no-such-id',
    '/section/no-such-section',
    '/news/123/no-such-legacy-article',
  ])('%s answers 404 with Page Not Found', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain(NOT_FOUND.body);
    expect(res.text).toContain('noindex');
  });

  it.each(['/500', '/_error'])('%s answers 500 with the error page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(500);
    expect(res.text).toContain(ERROR_PAGE.body);
    expect(res.text).toContain(ERROR_PAGE.refresh);
    expect(res.text).toContain(ERROR_PAGE.home);
  });

  it('non-GET methods on pages answer 405', async () => {
    const res = await request(app).post('/sections/news').send({});
    expect(res.status).toBe(405);
  });
});

describe('/_data for client-side navigation', () => {
  it('returns the page data as JSON', async () => {
    const res = await get('/_data/sections/news');
    expect(res.status).toBe(200);
    expect(res.body.data.section.slug).toBe('news');
  });
  it('root data', async () => {
    const res = await get('/_data/__root');
    expect(res.body.data.content.siteName).toBe('The Colophon');
    expect(typeof res.body.data.flags).toBe('object');
  });
  it('redirects travel in the envelope', async () => {
    const res = await get('/_data/section/news');
    expect(res.body).toEqual({ redirect: { location: '/sections/news', status: 301 } });
  });
  it('content-managed redirects travel in the envelope too, query kept (an in-app link to /give lands on /donate)', async () => {
    const redirects = released('redirect');
    expect(redirects.length).toBeGreaterThan(0);
    for (const r of redirects) {
      const res = await get(`/_data${r.from}?ref=menu`);
      expect({ from: r.from, status: res.status, body: res.body }).toEqual({
        from: r.from,
        status: 200,
        body: { redirect: { location: r.to.includes('?') ? r.to : `${r.to}?ref=menu`, status: 301 } },
      });
    }
  });
  it('404 as JSON', async () => {
    const res = await get('/_data/sections/no-such-section');
    expect(res.status).toBe(404);
    expect(res.body.error.status).toBe(404);
  });
});

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('footer rules on real pages', () => {
  it("shows 'recent articles by section' on a section page but not on a 404 page", async () => {
    const ok = await get('/sections/news');
    expect(ok.text).toContain('footer__recent');
    const missing = await get('/sections/news/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('class="footer');
    expect(missing.text).not.toContain('footer__recent');
  });

  it('hides the whole site footer on feature and print pages', async () => {
    const feature = released('featureArticle')[0]!;
    expect((await get(`/feature/${feature.slug.current}`)).text).not.toContain('<footer class="footer');
  });
});
