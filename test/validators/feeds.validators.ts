/**
 * The server's feeds as feed readers and Apple Podcasts read them: /rss.xml, every section feed and
 * every podcast feed are well-formed XML that a real feed parser (@rowanmanning/feed-parser) reads
 * with a title, link, guid and date on every item; every podcast feed has the tags Apple requires.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { parseXml } from '../integration/seo/helpers.js';
import { baseUrl, sitemapPaths } from './site.js';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** Every feed the site serves, from the sections and podcasts its sitemaps list. */
async function feedPaths(): Promise<{ articles: string[]; podcasts: string[] }> {
  const paths = await sitemapPaths();
  const sections = paths.filter((p) => /^\/sections\/(?!holidays\/)[^/]+$/.test(p));
  const podcasts = paths.filter((p) => /^\/podcasts\/[^/]+$/.test(p));
  expect(sections.length).toBeGreaterThan(0);
  expect(podcasts.length).toBeGreaterThan(0);
  return { articles: ['/rss.xml', ...sections.map((s) => `${s}/rss.xml`)], podcasts: podcasts.map((p) => `${p}/feed.xml`) };
}

async function fetchFeed(path: string): Promise<string> {
  const res = await fetch(baseUrl() + path);
  expect(`${path} ${res.status}`).toBe(`${path} 200`);
  expect(res.headers.get('content-type'), path).toMatch(/^application\/(rss\+)?xml/);
  return res.text();
}

/** What a feed parser finds missing on the items of `xml` ('path item 3: no guid'). */
function parsedProblems(path: string, xml: string): string[] {
  parseXml(xml); // well-formed, as a strict XML parser reads it (the feed parser is lenient)
  const feed = parseFeed(xml);
  const problems: string[] = [];
  if (!feed.title) problems.push(`${path}: no channel title`);
  if (feed.items.length === 0) problems.push(`${path}: no items`);
  feed.items.forEach((item, i) => {
    const missing = [!item.title && 'title', !item.url && 'link', !item.id && 'guid', !item.published && 'pubDate'].filter(Boolean);
    if (missing.length > 0) problems.push(`${path} item ${i + 1}: no ${missing.join(', ')}`);
  });
  return problems;
}

const child = (parent: Element, ns: string | null, name: string): Element | undefined =>
  [...parent.children].find((c) => c.localName === name && c.namespaceURI === ns);

/** Apple Podcasts' required tags (podcasters.apple.com, "Podcast RSS feed requirements"). */
function appleProblems(path: string, xml: string): string[] {
  const channel = parseXml(xml).getElementsByTagName('channel')[0];
  if (!channel) return [`${path}: no channel`];
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${path}: ${what}`);
  };
  const text = (el: Element | undefined) => el?.textContent?.trim() ?? '';
  need(text(child(channel, null, 'title')) !== '', 'channel has no <title>');
  need(text(child(channel, null, 'description')) !== '', 'channel has no <description>');
  need(/^[a-z]{2}(-[A-Za-z]{2})?$/.test(text(child(channel, null, 'language'))), 'channel has no ISO 639 <language>');
  need(/^https?:\/\//.test(child(channel, ITUNES, 'image')?.getAttribute('href') ?? ''), 'channel has no <itunes:image href="https://...">');
  need((child(channel, ITUNES, 'category')?.getAttribute('text') ?? '') !== '', 'channel has no <itunes:category text="...">');
  need(['true', 'false'].includes(text(child(channel, ITUNES, 'explicit'))), 'channel has no <itunes:explicit> true/false');
  need(text(child(channel, ITUNES, 'author')) !== '', 'channel has no <itunes:author>');
  const owner = child(channel, ITUNES, 'owner');
  need(owner !== undefined, 'channel has no <itunes:owner>');
  need(owner !== undefined && /^[^@\s]+@[^@\s]+$/.test(text(child(owner, ITUNES, 'email'))), 'channel has no <itunes:owner><itunes:email>');
  const items = [...channel.children].filter((c) => c.localName === 'item' && c.namespaceURI === null);
  need(items.length > 0, 'no episodes');
  items.forEach((item, i) => {
    const enclosure = child(item, null, 'enclosure');
    need(text(child(item, null, 'title')) !== '', `item ${i + 1} has no <title>`);
    need(text(child(item, null, 'guid')) !== '', `item ${i + 1} has no <guid>`);
    need(/^https?:\/\//.test(enclosure?.getAttribute('url') ?? ''), `item ${i + 1} has no <enclosure url="https://...">`);
    need(/^[1-9]\d*$/.test(enclosure?.getAttribute('length') ?? ''), `item ${i + 1} has no <enclosure length> in bytes`);
    need(/^audio\/|^video\//.test(enclosure?.getAttribute('type') ?? ''), `item ${i + 1} has no <enclosure type> of audio or video`);
  });
  return problems;
}

describe('feeds through a real feed parser', () => {
  it('/rss.xml and every section feed parse, every item with title, link, guid and pubDate', async () => {
    const { articles } = await feedPaths();
    const problems: string[] = [];
    for (const path of articles) problems.push(...parsedProblems(path, await fetchFeed(path)));
    expect(problems).toEqual([]);
  });

  it('every podcast feed parses, every episode with title, link, guid and pubDate', async () => {
    const { podcasts } = await feedPaths();
    const problems: string[] = [];
    for (const path of podcasts) problems.push(...parsedProblems(path, await fetchFeed(path)));
    expect(problems).toEqual([]);
  });

  it("every podcast feed has Apple Podcasts' required tags", async () => {
    const { podcasts } = await feedPaths();
    const problems: string[] = [];
    for (const path of podcasts) problems.push(...appleProblems(path, await fetchFeed(path)));
    expect(problems).toEqual([]);
  });
});
