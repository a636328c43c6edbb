/**
 * Structured data of the listing and profile pages (issue 19): a contributor is a ProfilePage
 * about a Person, tag and collection pages are CollectionPages listing the stories they show, a
 * holiday page is about the holiday as an Event, a recipe has its breadcrumbs. URLs come from the
 * server's own sitemaps, so every case runs over the real dataset.
 */
import request from 'supertest';
import { jsonLd, render } from '../pages/helpers.js';
import { PUBLIC_URL, seoApp } from './helpers.js';

const app = seoApp();

async function firstUrl(sitemap: string, pattern: RegExp): Promise<string> {
  const res = await request(app).get(sitemap);
  const path = [...res.text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]).find((p) => pattern.test(p));
  if (!path) throw new Error(`no URL matching ${pattern} in ${sitemap}`);
  return path;
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type);

describe('structured data of listing and profile pages', () => {
  it('a contributor page is a ProfilePage about the Person, with their portrait', async () => {
    const path = await firstUrl('/sitemaps/contributors.xml', /^\/contributors\/[^/]+$/);
    const page = await render(app, path);
    const profile = ofType(jsonLd(page.doc), 'ProfilePage') as { url: string; mainEntity: Record<string, string> };
    expect(profile.url).toBe(`${PUBLIC_URL}${path}`);
    expect(profile.mainEntity['@type']).toBe('Person');
    expect(profile.mainEntity.name).toBe(page.main.querySelector('h1')?.textContent);
    expect(profile.mainEntity.image).toMatch(/^https:\/\/.*\/images\//);
  });

  it('a tag page is a CollectionPage whose ItemList names the stories on the page, in order', async () => {
    const home = await render(app, '/');
    const tagPath = [...home.doc.querySelectorAll('a[href^="/tags/"]')].map((a) => a.getAttribute('href')!)[0]
      ?? (await firstUrl('/sitemaps/pages.xml', /^\/tags\//));
    const page = await render(app, tagPath);
    const collection = ofType(jsonLd(page.doc), 'CollectionPage') as { mainEntity: { numberOfItems: number; itemListElement: { url: string; position: number }[] } };
    const cards = [...page.main.querySelectorAll('.card a[href*="/articles/"], article a[href*="/articles/"]')].map((a) => `${PUBLIC_URL}${a.getAttribute('href')}`);
    expect(collection.mainEntity.numberOfItems).toBeGreaterThan(0);
    expect(collection.mainEntity.itemListElement[0]).toMatchObject({ position: 1 });
    for (const item of collection.mainEntity.itemListElement) expect(cards).toContain(item.url);
  });

  it('a collection page is a CollectionPage listing its stories', async () => {
    const path = await firstUrl('/sitemaps/pages.xml', /^\/collections\/[^/]+$/);
    const page = await render(app, path);
    const collection = ofType(jsonLd(page.doc), 'CollectionPage') as { name: string; mainEntity: { itemListElement: { url: string }[] } };
    expect(collection.name).toBe(page.main.querySelector('h1')?.textContent);
    expect(collection.mainEntity.itemListElement.length).toBeGreaterThan(0);
    expect(collection.mainEntity.itemListElement[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/sections/[^/]+/articles/`));
  });

  it('a holiday page is a WebPage about the holiday as an Event with its dates', async () => {
    const path = await firstUrl('/sitemaps/pages.xml', /^\/sections\/holidays\/[^/]+$/);
    const page = await render(app, path);
    const web = ofType(jsonLd(page.doc), 'WebPage') as { about: Record<string, string> };
    expect(web.about['@type']).toBe('Event');
    expect(web.about.name).toBe(page.main.querySelector('h1')?.textContent);
    expect(Date.parse(web.about.startDate)).toBeLessThanOrEqual(Date.parse(web.about.endDate));
  });

  it('a recipe has a BreadcrumbList Home > Recipes > the recipe', async () => {
    const path = await firstUrl('/sitemaps/recipes.xml', /^\/recipes\/(?!by-)[^/]+$/);
    const page = await render(app, path);
    const crumbs = ofType(jsonLd(page.doc), 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/recipes`, `${PUBLIC_URL}${path}`]);
  });
});
