/** The podcast feed document: RSS 2.0 with Apple's iTunes namespace. Pure: data and URLs in, XML out. */
import { absoluteUrl } from '../../shared/public-url.js';
import { emptyElement, textElement } from '../seo/xml.js';
import type { FeedEpisode, FeedPodcast } from './feed-data.js';
import { audioType, itunesDuration, plainText } from './format.js';
import { rfc822, rssDocument, selfLink } from './rss.js';

export interface FeedOptions {
  /** The site's public origin (PUBLIC_URL): every link in a feed is absolute. */
  publicUrl: string;
  /** Absolute URL of the podcast's square cover art, if any. */
  imageUrl?: string;
  /** Byte length of an enclosure (0 when unknown, as RSS allows). */
  enclosureLength?: (audioUrl: string) => number;
  siteNameFallback: string;
  /** Apple's category when the podcast names none. */
  defaultCategory?: string;
}

const NAMESPACES = ['xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"', 'xmlns:atom="http://www.w3.org/2005/Atom"'];

const path = {
  podcast: (slug: string) => `/podcasts/${encodeURIComponent(slug)}`,
  episode: (podcast: string, slug: string) => `/podcasts/${encodeURIComponent(podcast)}/${encodeURIComponent(slug)}`,
  feed: (slug: string) => `/podcasts/${encodeURIComponent(slug)}/feed.xml`,
};

/** An episode's date: releaseDate, then date, then createdAt. */
export const episodeDate = (e: FeedEpisode): string => e.releaseDate ?? e.date ?? e._createdAt;

function item(podcast: FeedPodcast, episode: FeedEpisode, options: FeedOptions): string {
  const link = absoluteUrl(options.publicUrl, path.episode(podcast.slug, episode.slug));
  const description = plainText(episode.description) || episode.dek || episode.title;
  const audioUrl = episode.audio ? absoluteUrl(options.publicUrl, episode.audio.podcastAudioLink) : undefined;
  const parts = [
    textElement('title', episode.title),
    textElement('link', link),
    textElement('description', description),
    textElement('pubDate', rfc822(episodeDate(episode))),
    textElement('guid', episode._id, { isPermaLink: 'false' }),
    audioUrl
      ? emptyElement('enclosure', {
          url: audioUrl,
          length: String(options.enclosureLength?.(episode.audio!.podcastAudioLink) ?? 0),
          type: audioType(audioUrl),
        })
      : '',
    textElement('itunes:duration', itunesDuration(episode.audio?.durationSeconds)),
    textElement('itunes:summary', episode.dek),
    textElement('itunes:episodeType', 'full'),
    textElement('itunes:explicit', podcast.explicit ? 'true' : 'false'),
  ];
  return `<item>${parts.join('')}</item>`;
}

export function buildPodcastFeed(podcast: FeedPodcast, options: FeedOptions): string {
  const author = podcast.siteName ?? options.siteNameFallback;
  const link = absoluteUrl(options.publicUrl, path.podcast(podcast.slug));
  const self = absoluteUrl(options.publicUrl, path.feed(podcast.slug));
  const description = [podcast.dek, plainText(podcast.description)].filter(Boolean).join('\n\n') || podcast.title;
  const newest = podcast.episodes[0];
  const channel = [
    textElement('title', podcast.title),
    textElement('link', link),
    selfLink(self),
    textElement('description', description),
    textElement('language', 'en-us'),
    textElement('copyright', `\u00a9 ${author}`),
    newest ? textElement('lastBuildDate', rfc822(episodeDate(newest))) : '',
    textElement('itunes:author', author),
    textElement('itunes:summary', description),
    // Apple verifies a show through its owner's email: without one the feed is refused.
    `<itunes:owner>${textElement('itunes:name', podcast.owner?.name ?? author)}${podcast.owner?.email ? textElement('itunes:email', podcast.owner.email) : ''}</itunes:owner>`,
    options.imageUrl ? emptyElement('itunes:image', { href: options.imageUrl }) : '',
    options.imageUrl
      ? `<image>${textElement('url', options.imageUrl)}${textElement('title', podcast.title)}${textElement('link', link)}</image>`
      : '',
    emptyElement('itunes:category', { text: podcast.category ?? options.defaultCategory ?? 'News' }),
    textElement('itunes:explicit', podcast.explicit ? 'true' : 'false'),
    // A show meant to be heard from the first episode is 'serial' for Apple.
    textElement('itunes:type', podcast.chronologicalOrder ? 'serial' : 'episodic'),
    ...podcast.episodes.map((e) => item(podcast, e, options)),
  ];
  return rssDocument(NAMESPACES, channel);
}
