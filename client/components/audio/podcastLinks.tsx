/** Where a podcast (or one episode of it) can be heard and followed (Apple, Spotify, Amazon, RSS). */
import { safeHref } from '../../../shared/safe-href.js';

export interface PodcastLinkFields {
  slug: string;
  applePodcastLink?: string;
  spotifyPodcastLink?: string;
  amazonPodcastLink?: string;
  amazonPodcastText?: string;
  rssLink?: string;
  subscribeLink?: string;
}

export interface ListenLink {
  key: 'apple' | 'spotify' | 'amazon' | 'rss' | 'subscribe';
  label: string;
  href: string;
}

/** Our own feed (server/feeds), used when the podcast names no RSS link. */
export const feedPath = (slug: string) => `/podcasts/${encodeURIComponent(slug)}/feed.xml`;

/** The podcast's feed: its own RSS link when editors set one (a feed host), else ours. */
export const podcastFeed = (podcast: Pick<PodcastLinkFields, 'slug' | 'rssLink'>): string => podcast.rssLink ?? feedPath(podcast.slug);

/** `<link rel="alternate">` to the podcast's feed, so feed readers and podcast apps find it from the page. */
export function PodcastFeedLink({ podcast }: { podcast: Pick<PodcastLinkFields, 'slug' | 'rssLink'> & { title: string } }) {
  const href = safeHref(podcastFeed(podcast));
  return href ? <link rel="alternate" type="application/rss+xml" title={`${podcast.title} (podcast feed)`} href={href} /> : null;
}

/**
 * The listen and subscribe links in display order. An episode's own platform links (listenOn)
 * win over the podcast's; unsafe or empty links are left out.
 */
export function listenLinks(podcast: PodcastLinkFields, episode?: { apple?: string; spotify?: string; amazon?: string }): ListenLink[] {
  const candidates: [ListenLink['key'], string, string | undefined][] = [
    ['apple', 'Apple Podcasts', episode?.apple ?? podcast.applePodcastLink],
    ['spotify', 'Spotify', episode?.spotify ?? podcast.spotifyPodcastLink],
    ['amazon', podcast.amazonPodcastText?.trim() || 'Amazon Music', episode?.amazon ?? podcast.amazonPodcastLink],
    ['rss', 'RSS feed', podcastFeed(podcast)],
    ['subscribe', 'Subscribe', podcast.subscribeLink],
  ];
  return candidates.flatMap(([key, label, raw]) => {
    const href = safeHref(raw);
    return href ? [{ key, label, href }] : [];
  });
}
