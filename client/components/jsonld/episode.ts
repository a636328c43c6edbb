/** schema.org PodcastEpisode for an episode page. */
import { toPlainText } from '@portabletext/react';
import type { Episode, Podcast } from '../../../shared/content/podcast.js';
import type { JsonLdValue } from './JsonLd.js';

export function episodeJsonLd(episode: Episode, podcast: Podcast): { [key: string]: JsonLdValue } {
  const audio = episode.content.find((b) => b._type === 'podcastPlayer');
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    url: episode.url,
    datePublished: episode.date,
    description: episode.dek ?? (toPlainText(episode.description) || undefined),
    associatedMedia: audio && 'link' in audio ? { '@type': 'MediaObject', contentUrl: audio.link } : undefined,
    partOfSeries: { '@type': 'PodcastSeries', name: podcast.title, url: podcast.url },
  };
}
