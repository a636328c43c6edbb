/** Where a podcast (or one episode of it) can be heard and followed (spec §1, §3). */
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

/**
 * The listen and subscribe links in display order. An episode's own platform links (listenOn)
 * win over the podcast's; unsafe or empty links are left out.
 */
export function listenLinks(podcast: PodcastLinkFields, episode?: { apple?: string; spotify?: string; amazon?: string }): ListenLink[] {
  const candidates: [ListenLink['key'], string, string | undefined][] = [
    ['apple', 'Apple Podcasts', episode?.apple ?? podcast.applePodcastLink],
    ['spotify', 'Spotify', episode?.spotify ?? podcast.spotifyPodcastLink],
    ['amazon', podcast.amazonPodcastText?.trim() || 'Amazon Music', episode?.amazon ?? podcast.amazonPodcastLink],
    ['rss', 'RSS feed', podcast.rssLink ?? feedPath(podcast.slug)],
    ['subscribe', 'Subscribe', podcast.subscribeLink],
  ];
  return candidates.flatMap(([key, label, raw]) => {
    const href = safeHref(raw);
    return href ? [{ key, label, href }] : [];
  });
}
