/**
 * The one RSS 2.0 writer: the document around a channel, the self link and the dates. The podcast
 * feed (./podcast.ts) and the article feeds (./articles.ts) fill the channel with their own items.
 */
import { emptyElement, XML_DECLARATION } from '../seo/xml.js';

/** RFC 822 date ('Sat, 07 Sep 2024 12:00:00 GMT'); undefined for an invalid date. */
export function rfc822(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/** `<atom:link rel="self">`: the feed's own absolute URL, as feed validators ask. */
export function selfLink(href: string): string {
  return emptyElement('atom:link', { href, rel: 'self', type: 'application/rss+xml' });
}

/** The whole document: `channel` is the channel's already-built elements, `namespaces` its xmlns attributes. */
export function rssDocument(namespaces: readonly string[], channel: readonly string[]): string {
  return `${XML_DECLARATION}<rss version="2.0" ${namespaces.join(' ')}><channel>${channel.join('')}</channel></rss>\n`;
}
