/**
 * The heading outline of every kind of page: one h1, and no heading more than one level below the
 * heading before it (h1 -> h3 and h2 -> h4 fail accessibility checkers; editors' heading styles are
 * mapped under the page's outline by client/components/content/body/headingLevels.ts).
 */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { seoApp } from '../seo/helpers.js';
import { render } from './helpers.js';

const app = seoApp();

async function sitemapUrls(path: string, take: number): Promise<string[]> {
  const res = await request(app).get(path);
  return [...res.text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]).slice(0, take);
}

/** Pairs of consecutive headings in `main` where the level jumps by more than one. */
function skips(main: Element): string[] {
  const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim() }));
  const bad: string[] = [];
  for (let i = 1; i < levels.length; i++) {
    if (levels[i].level > levels[i - 1].level + 1) bad.push(`h${levels[i - 1].level} "${levels[i - 1].text}" -> h${levels[i].level} "${levels[i].text}"`);
  }
  return bad;
}

describe('heading outline', () => {
  it.each([
    ['articles', '/sitemaps/articles-2026.xml', 25],
    ['recipes', '/sitemaps/recipes.xml', 30],
    ['podcasts and episodes', '/sitemaps/podcasts.xml', 20],
    ['contributors', '/sitemaps/contributors.xml', 6],
    ['sections', '/sitemaps/sections.xml', 12],
    ['pages', '/sitemaps/pages.xml', 30],
  ])('%s: one h1 and no skipped level', async (_kind, sitemap, take) => {
    const paths = await sitemapUrls(sitemap, take);
    expect(paths.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const path of paths) {
      const page = await render(app, path);
      if (page.status !== 200) continue;
      const h1s = page.main.querySelectorAll('h1').length;
      if (h1s !== 1) problems.push(`${path}: ${h1s} h1`);
      for (const s of skips(page.main)) problems.push(`${path}: ${s}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('the print recipe too', async () => {
    const [recipe] = (await sitemapUrls('/sitemaps/recipes.xml', 60)).filter((p) => /^\/recipes\/[^/]+$/.test(p) && !p.includes('by-'));
    const res = await request(app).get(`${recipe}/print`);
    const main = new JSDOM(res.text).window.document.querySelector('main') ?? new JSDOM(res.text).window.document.body;
    expect(skips(main)).toEqual([]);
  });
});
