/**
 * react-dom hydrates what React rendered on the server. A page whose browser render differs is a
 * hydration error React reports (client/report-error.ts): any such report fails the test that saw
 * it (pagePerTest in browser.ts). Here every kind of page is hydrated, must report nothing and must
 * keep one copy of each head tag (React 19 hoists them on both sides); and the test-only page that
 * renders differently on each side (TEST_PAGES=on) must have its mismatch reported to the server.
 */
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { released, slugOf } from '../support/dataset.js';
import type { ArticleDocument } from '../../tools/dataset/schema.js';
import { CLIENT_ERRORS_PATH, REACT_ERROR_CONSOLE_PREFIX, type ClientErrorReport } from '../../shared/client-errors.js';
import { pagePerTest, waitForHydration } from './browser.js';

const baseUrl = inject('baseUrl');
const articleUrl = (a: ArticleDocument) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
const article = (pick: (a: ArticleDocument) => boolean) => articleUrl(released('article').find(pick)!);
const episode = released('podcastEpisode')[0]!;

const PAGES = [
  '/',
  '/sections/arts-letters',
  '/sections/news/archive',
  article(() => true),
  article((a) => (a.hero?.imageHotspots?.length ?? 0) > 0),
  article((a) => a.content.body.some((b) => b._type === 'imageCarousel')),
  article((a) => a.content.body.some((b) => b._type === 'podcastPlayer')),
  `/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`,
  `/recipes/${released('recipeArticle')[0]!.slug.current}`,
  `/sections/holidays/${released('holiday')[0]!.slug.current}`,
  '/encyclopedia',
  '/contributors',
  '/newsletter',
  '/search?q=bread',
  '/auth/reset?token=x',
  // Rendered (and cached) without the visitor's extra parameters: the browser must agree.
  '/sections/news/archive?page=2&utm_source=x&cb=1',
  '/no/such/page',
];

describe('React hydrates what the server rendered', () => {
  const t = pagePerTest();

  it("an article's share links are absolute as served and the same once hydrated", async () => {
    const path = article(() => true);
    const res = await t.page.goto(baseUrl + path);
    const served = [...((await res!.text()).matchAll(/class="share__item" href="([^"]+)"/g))].map((m) => m[1].replaceAll('&amp;', '&'));
    await waitForHydration(t.page);
    const hydrated = await t.page.evaluate(() => [...document.querySelectorAll('.share a.share__item')].map((a) => a.getAttribute('href')!));
    const encoded = encodeURIComponent(baseUrl + path);
    // Two menus (under the hero, at the foot), each with X, Facebook and email.
    expect(served).toHaveLength(6);
    for (const href of served) expect(href).toContain(encoded);
    expect(hydrated).toEqual(served);
    expect(t.problems).toEqual([]);
  });

  it.each(PAGES)('%s', async (path) => {
    const res = await t.page.goto(baseUrl + path);
    await waitForHydration(t.page);
    expect(res?.status()).toBe(path === '/no/such/page' ? 404 : 200);
    // The one console line allowed: the browser's note on the 404 document itself.
    expect(t.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    const head = await t.page.evaluate(() =>
      [...document.head.children].map((el) => `${el.outerHTML}`).filter((html) => !html.startsWith('<script')),
    );
    expect(head.filter((html) => html.startsWith('<title'))).toHaveLength(1);
    expect(head.filter((html, i) => head.indexOf(html) !== i)).toEqual([]);
  });

  it('reports a hydration mismatch to the server', async () => {
    const reported = t.page.waitForRequest((r) => r.url().endsWith(CLIENT_ERRORS_PATH) && r.method() === 'POST');
    await t.page.goto(`${baseUrl}/__test/hydration-mismatch`);
    const request = await reported;
    const report = request.postDataJSON() as ClientErrorReport;
    expect(report).toMatchObject({ kind: 'recoverable', url: '/__test/hydration-mismatch' });
    expect(report.message).toMatch(/418|[Hh]ydrat/);
    expect((await request.response())?.status()).toBe(204);
    // The browser renders its own version in place of the server's.
    await poll(() => t.page.textContent('main')).toContain('Rendered in the browser');
    const reports = t.problems.filter((p) => p.includes(REACT_ERROR_CONSOLE_PREFIX));
    expect(reports).toHaveLength(1);
    // Seen and checked: this test's expected report must not fail it in the harness.
    t.problems.splice(0, t.problems.length, ...t.problems.filter((p) => !reports.includes(p)));
  });
});
