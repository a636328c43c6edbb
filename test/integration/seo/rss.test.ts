/** The RSS 2.0 feeds of articles (site-wide and per section) over the generated dataset. */
import request from 'supertest';
import type { ArticleDocument } from '../../../tools/dataset/schema.js';
import { articleUrl } from '../../../shared/content/urls.js';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../server/render/page-cache.js';
import { byId, released, slugOf } from '../../support/dataset.js';
import { getXml, PUBLIC_URL, seoApp, sitePath } from './helpers.js';

const app = seoApp();
const DC = 'http://purl.org/dc/elements/1.1/';
const dateOf = (a: ArticleDocument) => a.releaseDate ?? a._createdAt;

/** The feed's order: newest first, ties by id (the BY_DATE order of queries.ts). */
function newest(filter: (a: ArticleDocument) => boolean = () => true): ArticleDocument[] {
  return released('article')
    .filter(filter)
    .sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || a._id.localeCompare(b._id))
    .slice(0, 50);
}

const child = (el: Element, name: string) => [...el.children].find((c) => c.tagName === name);
const text = (el: Element, name: string) => child(el, name)?.textContent ?? undefined;

describe('GET /rss.xml', () => {
  it('is RSS 2.0 of the 50 newest released articles, every field absolute and escaped', async () => {
    const feed = await getXml(app, '/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const rss = feed.doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = child(rss, 'channel')!;
    expect(text(channel, 'title')).toBe('The Colophon');
    expect(text(channel, 'link')).toBe(`${PUBLIC_URL}/`);
    expect(child(channel, 'atom:link')?.getAttribute('href')).toBe(`${PUBLIC_URL}/rss.xml`);

    const expected = newest();
    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((i) => text(i, 'title'))).toEqual(expected.map((a) => a.title));
    items.forEach((item, i) => {
      const a = expected[i];
      expect(text(item, 'link')).toBe(PUBLIC_URL + articleUrl(slugOf(a.section._ref), a.slug.current));
      expect(text(item, 'guid')).toBe(a._id);
      expect(child(item, 'guid')?.getAttribute('isPermaLink')).toBe('false');
      expect(Date.parse(text(item, 'pubDate')!)).toBe(Date.parse(dateOf(a)));
      expect(text(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(text(item, 'description')).toBe(a.meta.excerpt ?? a.hero?.dek);
      expect(text(item, 'category')).toBe((byId(a.section._ref) as { title: string }).title);
      const creators = [...item.getElementsByTagNameNS(DC, 'creator')].map((c) => c.textContent);
      expect(creators.length).toBe(a.meta.authors.length);
      const media = child(item, 'media:content');
      if (media) expect(media.getAttribute('url')).toMatch(new RegExp(`^${PUBLIC_URL}/images/`));
    });
    for (const item of items.slice(0, 5)) expect((await request(app).get(sitePath(text(item, 'link')!))).status).toBe(200);
  });
});

describe('GET /sections/:slug/rss.xml', () => {
  it('holds only that section’s newest released articles', async () => {
    const section = released('section').find((s) => s.slug.current === 'news')!;
    const feed = await getXml(app, '/sections/news/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    const channel = child(feed.doc.documentElement, 'channel')!;
    expect(text(channel, 'title')).toBe(`${section.title} | The Colophon`);
    expect(text(channel, 'link')).toBe(`${PUBLIC_URL}/sections/news`);
    expect(child(channel, 'atom:link')?.getAttribute('href')).toBe(`${PUBLIC_URL}/sections/news/rss.xml`);
    const expected = newest((a) => a.section._ref === section._id);
    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((i) => text(i, 'guid'))).toEqual(expected.map((a) => a._id));
  });

  it('answers 404 for an unknown section or a malformed slug, and leaves the section page alone', async () => {
    expect((await request(app).get('/sections/no-such-section/rss.xml')).status).toBe(404);
    expect((await request(app).get('/sections/%2E%2E/rss.xml')).status).toBe(404);
    const page = await request(app).get('/sections/news');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
