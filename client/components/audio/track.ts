import type { PodcastPlayerData } from '../../../shared/content/blocks.js';
import type { Track } from './controller.js';

/** The player's track for a podcast player block (article bodies and episode content). */
export function trackFromBlock(block: PodcastPlayerData): Track {
  return {
    src: block.link,
    title: block.title,
    url: block.url,
    podcastTitle: block.podcast.title,
    podcastUrl: block.podcast.url,
    durationSeconds: block.durationSeconds,
  };
}
