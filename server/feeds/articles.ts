/** RSS 2.0 feeds of articles (site-wide and per section). Pure: data and URLs in, XML out. */
import { imageUrl, type ImageConfig } from '../../shared/images.js';
import { articleUrl } from '../../shared/content/urls.js';
import { absoluteUrl } from '../../shared/public-url.js';
import type { RssItem } from '../seo/listings.js';
import { emptyElement, parentElement, textElement } from '../seo/xml.js';
import { rfc822, rssDocument, selfLink } from './rss.js';

export interface RssChannel {
  title: string;
  description: string;
  /** Site path of the HTML page the feed mirrors ('/' or '/sections/news'). */
  path: string;
  /** Site path of the feed itself (atom:link rel="self"). */
  selfPath: string;
}

export interface RssOptions {
  publicUrl: string;
  images: ImageConfig;
}

/** The hero image in feed readers' usual 16:9 card. */
export const RSS_IMAGE = { width: 1200, height: 675 } as const;

const NAMESPACES = [
  'xmlns:atom="http://www.w3.org/2005/Atom"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:media="http://search.yahoo.com/mrss/"',
];

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };

/** MIME type of an image by its asset id ('image-<hash>-<w>x<h>-<ext>'). */
export function imageType(id: string): string {
  return IMAGE_TYPES[id.slice(id.lastIndexOf('-') + 1).toLowerCase()] ?? 'image/jpeg';
}

const itemDate = (item: RssItem) => item.releaseDate ?? item._createdAt;

/** The hero image as Media RSS, with its alt text when there is one. */
function mediaContent(image: NonNullable<RssItem['image']>, options: RssOptions): string {
  const attrs = {
    url: absoluteUrl(options.publicUrl, imageUrl(options.images, image, RSS_IMAGE)),
    medium: 'image',
    type: imageType(image.id),
    width: RSS_IMAGE.width,
    height: RSS_IMAGE.height,
  };
  return image.alt ? parentElement('media:content', [textElement('media:description', image.alt)], attrs) : emptyElement('media:content', attrs);
}

function itemXml(item: RssItem, options: RssOptions): string {
  const link = absoluteUrl(options.publicUrl, articleUrl(item.section.slug, item.slug));
  const names = item.authors.map((a) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim()).filter((n) => n !== '');
  return parentElement('item', [
    textElement('title', item.title),
    textElement('link', link),
    // The document id, not the URL: an article moved to another section is not a new item.
    textElement('guid', item._id, { isPermaLink: 'false' }),
    textElement('pubDate', rfc822(itemDate(item))),
    textElement('description', item.excerpt),
    ...names.map((n) => textElement('dc:creator', n)),
    textElement('category', item.section.title),
    item.image ? mediaContent(item.image, options) : '',
  ]);
}

export function rssXml(channel: RssChannel, items: RssItem[], options: RssOptions): string {
  const newest = items[0];
  const parts = [
    textElement('title', channel.title),
    textElement('link', absoluteUrl(options.publicUrl, channel.path)),
    textElement('description', channel.description),
    textElement('language', 'en'),
    selfLink(absoluteUrl(options.publicUrl, channel.selfPath)),
    newest ? textElement('lastBuildDate', rfc822(itemDate(newest))) : '',
    ...items.map((item) => itemXml(item, options)),
  ];
  return rssDocument(NAMESPACES, parts);
}
