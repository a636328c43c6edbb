/**
 * The server's sitemaps against the sitemaps.org schemas and Google's news schema (vendored in
 * ./schemas), with xmllint: the index, every sitemap it lists, and the news sitemap, both as the
 * server answers it today and, in process, at the dataset's own date with the paywall on (so it
 * has articles and news:access). Needs xmllint: skipped locally without it, a failure in CI.
 */
import request from 'supertest';
import { released } from '../support/dataset.js';
import { DATASET_NOW, seoApp } from '../integration/seo/helpers.js';
import { elementTexts, fetchText, listedSitemaps } from './site.js';
import { validateXml, xmllintAvailable } from './xmllint.js';

const hasXmllint = xmllintAvailable();
const inCi = process.env.CI === 'true';
const NEWS = '/sitemap-news.xml';

describe('sitemaps against the sitemaps.org and Google News XSDs', () => {
  if (!hasXmllint && !inCi) {
    it.skip('needs xmllint (apt-get install libxml2-utils): not installed here, so the sitemaps are not validated', () => {});
    return;
  }

  it('finds xmllint in CI', () => {
    expect(hasXmllint).toBe(true);
  });

  it('the index and every sitemap it lists validate', async () => {
    const index = await fetchText('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.text).toMatch(/<sitemapindex[\s>]/);
    const problems = validateXml(index.text, 'siteindex.xsd', '/sitemap.xml');
    const listed = await listedSitemaps();
    expect(listed.length).toBeGreaterThan(1);
    for (const path of listed) {
      const sitemap = await fetchText(path);
      expect(`${path} ${sitemap.status}`).toBe(`${path} 200`);
      expect(sitemap.text, path).toMatch(/<urlset[\s>]/);
      problems.push(...validateXml(sitemap.text, path === NEWS ? 'news-sitemap.xsd' : 'sitemap.xsd', path));
    }
    expect(problems).toEqual([]);
  });

  it('the news sitemap validates, or answers 404 and is not listed when it would be empty', async () => {
    const news = await fetchText(NEWS);
    const listed = await listedSitemaps();
    if (news.status === 404) {
      expect(listed).not.toContain(NEWS);
      return;
    }
    expect(news.status).toBe(200);
    expect(listed).toContain(NEWS);
    expect(validateXml(news.text, 'news-sitemap.xsd', NEWS)).toEqual([]);
  });

  it('a news sitemap with articles and news:access (paywall on) validates', async () => {
    // 'Now' just after the newest premium article: the two-day window holds one (see sitemaps.test.ts).
    const all = [...released('article'), ...released('featureArticle')];
    const newestPremium = Math.max(...all.filter((a) => a.isPremium === true).map((a) => Date.parse(a.releaseDate ?? a._createdAt)));
    for (const [vars, now] of [
      [{ FEATURE_PAYWALL: 'on' }, new Date(newestPremium + 3_600_000)],
      [{}, DATASET_NOW],
    ] as const) {
      const res = await request(seoApp(vars, () => now)).get(NEWS).buffer(true);
      expect(res.status).toBe(200);
      const xml = res.text;
      expect(elementTexts(xml, 'news:title').length).toBeGreaterThan(0);
      if (vars.FEATURE_PAYWALL) expect(elementTexts(xml, 'news:access')).toContain('Subscription');
      expect(validateXml(xml, 'news-sitemap.xsd', `${NEWS} at ${now.toISOString()}`)).toEqual([]);
    }
  }, 120_000);
});
