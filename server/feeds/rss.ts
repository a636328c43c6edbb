/** The podcast feed document: RSS 2.0 with Apple's iTunes namespace. Pure: data and URLs in, XML out. */
import type { FeedEpisode, FeedPodcast } from './feed-data.js';
import { absoluteUrl, audioType, itunesDuration, plainText, rfc822 } from './format.js';
import { element } from './xml.js';

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

const NAMESPACES = 'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom"';

const path = {
  podcast: (slug: string) => `/podcasts/${encodeURIComponent(slug)}`,
  episode: (podcast: string, slug: string) => `/podcasts/${encodeURIComponent(podcast)}/${encodeURIComponent(slug)}`,
  feed: (slug: string) => `/podcasts/${encodeURIComponent(slug)}/feed.xml`,
};

/** An episode's date: releaseDate, then date, then createdAt. */
export const episodeDate = (e: FeedEpisode): string => e.releaseDate ?? e.date ?? e._createdAt;

function item(podcast: FeedPodcast, episode: FeedEpisode, options: FeedOptions): string {
  const link = absoluteUrl(path.episode(podcast.slug, episode.slug), options.publicUrl);
  const description = plainText(episode.description) || episode.dek || episode.title;
  const audioUrl = episode.audio ? absoluteUrl(episode.audio.podcastAudioLink, options.publicUrl) : undefined;
  const parts = [
    element('title', episode.title),
    element('link', link),
    element('description', description),
    element('pubDate', rfc822(episodeDate(episode))),
    element('guid', episode._id, { isPermaLink: 'false' }),
    audioUrl
      ? element('enclosure', undefined, {
          url: audioUrl,
          length: String(options.enclosureLength?.(episode.audio!.podcastAudioLink) ?? 0),
          type: audioType(audioUrl),
        })
      : '',
    element('itunes:duration', itunesDuration(episode.audio?.durationSeconds)),
    element('itunes:summary', episode.dek),
    element('itunes:episodeType', 'full'),
    element('itunes:explicit', podcast.explicit ? 'true' : 'false'),
  ];
  return `<item>${parts.join('')}</item>`;
}

export function buildPodcastFeed(podcast: FeedPodcast, options: FeedOptions): string {
  const author = podcast.siteName ?? options.siteNameFallback;
  const link = absoluteUrl(path.podcast(podcast.slug), options.publicUrl);
  const self = absoluteUrl(path.feed(podcast.slug), options.publicUrl);
  const description = [podcast.dek, plainText(podcast.description)].filter(Boolean).join('\n\n') || podcast.title;
  const newest = podcast.episodes[0];
  const channel = [
    element('title', podcast.title),
    element('link', link),
    self ? element('atom:link', undefined, { href: self, rel: 'self', type: 'application/rss+xml' }) : '',
    element('description', description),
    element('language', 'en-us'),
    element('copyright', `© ${author}`),
    newest ? element('lastBuildDate', rfc822(episodeDate(newest))) : '',
    element('itunes:author', author),
    element('itunes:summary', description),
    // Apple verifies a show through its owner's email: without one the feed is refused.
    `<itunes:owner>${element('itunes:name', podcast.owner?.name ?? author)}${podcast.owner?.email ? element('itunes:email', podcast.owner.email) : ''}</itunes:owner>`,
    options.imageUrl ? element('itunes:image', undefined, { href: options.imageUrl }) : '',
    options.imageUrl
      ? `<image>${element('url', options.imageUrl)}${element('title', podcast.title)}${element('link', link)}</image>`
      : '',
    element('itunes:category', undefined, { text: podcast.category ?? options.defaultCategory ?? 'News' }),
    element('itunes:explicit', podcast.explicit ? 'true' : 'false'),
    // A show meant to be heard from the first episode is 'serial' for Apple.
    element('itunes:type', podcast.chronologicalOrder ? 'serial' : 'episodic'),
    ...podcast.episodes.map((e) => item(podcast, e, options)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ${NAMESPACES}><channel>${channel.join('')}</channel></rss>\n`;
}
