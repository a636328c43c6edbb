/**
 * GET /podcasts/:slug/feed.xml against the generated dataset: well-formed RSS 2.0 (parsed by a real
 * XML parser, jsdom's), the iTunes tags, and exactly one item per released, published episode.
 */
import path from 'node:path';
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { loadConfig } from '../../../server/config.js';
import { createLogger } from '../../../server/logger.js';
import { createContentService } from '../../../server/content/index.js';
import { createFeedsRouter } from '../../../server/feeds/index.js';
import { buildTestApp } from '../../support/app.js';
import { datasetDocuments, released, slugOf } from '../../support/dataset.js';

const PUBLIC_URL = 'https://mag.example';
const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL });
const logger = createLogger('silent');
const content = createContentService({ config, logger });
const feeds = createFeedsRouter({
  query: (groq, params) => content.query(groq, params),
  images: content.images,
  publicUrl: PUBLIC_URL,
  mediaDir: path.join(config.datasetDir, 'media'),
});
const app = buildTestApp(content, { config, routers: [feeds] });

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const child = (el: Element, name: string) => [...el.children].find((c) => c.tagName === name);
const text = (el: Element, name: string) => child(el, name)?.textContent ?? undefined;

/** Podcasts with the most released episodes and with some future or draft ones, from the raw dataset. */
function pickPodcast() {
  const podcasts = released('podcast');
  const episodes = datasetDocuments().filter((d) => d._type === 'podcastEpisode') as ReturnType<typeof released<'podcastEpisode'>>;
  const stats = podcasts.map((p) => {
    const mine = episodes.filter((e) => e.podcast._ref === p._id);
    const live = released('podcastEpisode').filter((e) => e.podcast._ref === p._id);
    return { podcast: p, live, hidden: mine.length - live.length };
  });
  return stats.sort((a, b) => b.hidden - a.hidden || b.live.length - a.live.length)[0];
}

describe('podcast RSS feed', () => {
  const { podcast, live, hidden } = pickPodcast();
  const slug = slugOf(podcast._id);

  it('is well-formed RSS 2.0 with the iTunes tags, served as application/rss+xml', async () => {
    const res = await request(app).get(`/podcasts/${slug}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const doc = parseXml(res.text);
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = child(rss, 'channel')!;
    expect(text(channel, 'title')).toBe(podcast.title);
    expect(text(channel, 'link')).toBe(`${PUBLIC_URL}/podcasts/${slug}`);
    expect(text(channel, 'language')).toBe('en-us');
    expect(text(channel, 'description')).toBeTruthy();
    for (const tag of ['author', 'image', 'category', 'explicit']) {
      expect(channel.getElementsByTagNameNS(ITUNES, tag).length, `itunes:${tag}`).toBeGreaterThan(0);
    }
    expect(text(channel, 'itunes:author')).toBe('The Colophon');
    expect(child(channel, 'itunes:image')!.getAttribute('href')).toMatch(/^https:\/\/mag\.example\//);
    expect(child(channel, 'itunes:category')!.getAttribute('text')).toBe(podcast.category ?? 'News');
    expect(['true', 'false']).toContain(text(channel, 'itunes:explicit'));
    // Apple verifies a show through its owner's email and refuses a feed without one.
    const owner = channel.getElementsByTagNameNS(ITUNES, 'owner')[0];
    expect(owner.getElementsByTagNameNS(ITUNES, 'email')[0]?.textContent).toBe(podcast.owner?.email);
  });

  it('answers a poll of an unchanged feed with 304 and no body (ETag)', async () => {
    const first = await request(app).get(`/podcasts/${slug}/feed.xml`);
    expect(first.headers.etag).toBeTruthy();
    const again = await request(app).get(`/podcasts/${slug}/feed.xml`).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('has exactly one item per released episode, newest first, never a future or draft one', async () => {
    expect(hidden).toBeGreaterThan(0); // the dataset has future or draft episodes to leave out
    const doc = parseXml((await request(app).get(`/podcasts/${slug}/feed.xml`)).text);
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(live.length);
    const guids = items.map((i) => text(i, 'guid'));
    expect(new Set(guids)).toEqual(new Set(live.map((e) => e._id)));
    const dates = items.map((i) => Date.parse(text(i, 'pubDate')!));
    expect(dates.every((d) => !Number.isNaN(d) && d <= Date.now())).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('gives each item its title, RFC 822 date, guid, enclosure and duration', async () => {
    const doc = parseXml((await request(app).get(`/podcasts/${slug}/feed.xml`)).text);
    const item = doc.getElementsByTagName('item')[0];
    const episode = live.find((e) => e._id === text(item, 'guid'))!;
    expect(text(item, 'title')).toBe(episode.title);
    expect(text(item, 'link')).toBe(`${PUBLIC_URL}/podcasts/${slug}/${episode.slug.current}`);
    expect(text(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(text(item, 'pubDate')).toBe(new Date(episode.releaseDate ?? episode.date ?? episode._createdAt).toUTCString());
    expect(child(item, 'guid')!.getAttribute('isPermaLink')).toBe('false');
    expect(text(item, 'description')).toBeTruthy();
    const enclosure = child(item, 'enclosure')!;
    expect(enclosure.getAttribute('url')).toMatch(/^https:\/\/mag\.example\/media\/audio\/[\w-]+\.mp3$/);
    expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
    expect(Number(enclosure.getAttribute('length'))).toBeGreaterThan(100_000);
    expect(text(item, 'itunes:duration')).toMatch(/^\d+:\d{2}$/);
  });

  it('answers 404 for an unknown podcast or a malformed slug', async () => {
    expect((await request(app).get('/podcasts/no-such-show/feed.xml')).status).toBe(404);
    expect((await request(app).get('/podcasts/%2e%2e/feed.xml')).status).toBe(404);
  });

  it('escapes text that would break the XML', async () => {
    const { buildPodcastFeed } = await import('../../../server/feeds/podcast.js');
    const { FeedPodcastSchema } = await import('../../../server/feeds/feed-data.js');
    const podcast = FeedPodcastSchema.parse({
      _id: 'p',
      title: 'Tom & Jerry <live> "quoted" \u0001',
      slug: 'tom',
      episodes: [{ _id: 'e1', title: 'A < B & C', slug: 'a-b', _createdAt: '2024-01-02T03:04:05Z' }],
    });
    const xml = buildPodcastFeed(podcast, { publicUrl: PUBLIC_URL, siteNameFallback: 'Site' });
    const doc = parseXml(xml);
    expect(doc.getElementsByTagName('title')[0].textContent).toBe('Tom & Jerry <live> "quoted" ');
    expect(doc.getElementsByTagName('item')[0].getElementsByTagName('title')[0].textContent).toBe('A < B & C');
  });
});
