/** Podcast and podcast episode. */
import type { EPISODE_QUERY_RESULT, PODCAST_QUERY_RESULT } from './sanity.types.js';
import { image, portableText, seo } from './common.js';
import { normaliseBlocks, podcastLinks } from './blocks.js';
import { episodeUrl, podcastUrl } from './urls.js';

/** The PODCAST projection of queries.ts (one podcast, or each of the podcasts page's). */
export function normalisePodcast(raw: NonNullable<PODCAST_QUERY_RESULT>) {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    date: raw.releaseDate ?? raw.date ?? raw._createdAt,
    releaseDate: raw.releaseDate ?? undefined,
    dek: raw.dek ?? undefined,
    description: portableText(raw.description),
    credits: portableText(raw.credits),
    subscribeLink: raw.subscribeLink ?? undefined,
    spotifyPodcastLink: raw.spotifyPodcastLink ?? undefined,
    applePodcastLink: raw.applePodcastLink ?? undefined,
    rssLink: raw.rssLink ?? undefined,
    amazonPodcastLink: raw.amazonPodcastLink ?? undefined,
    amazonPodcastText: raw.amazonPodcastText ?? undefined,
    chronologicalOrder: raw.chronologicalOrder ?? false,
    image: image(raw.image),
    seo: seo(raw.seo),
    url: podcastUrl(raw.slug),
  };
}
export type Podcast = ReturnType<typeof normalisePodcast>;

export function normaliseEpisode(raw: NonNullable<EPISODE_QUERY_RESULT>) {
  const podcast = podcastLinks(raw.podcast);
  const releaseDate = raw.releaseDate ?? undefined;
  // Episode date: releaseDate, then date, then createdAt.
  const date = raw.releaseDate ?? raw.date ?? raw._createdAt;
  const description = portableText(raw.description);
  return {
    id: raw._id,
    releaseDate,
    date,
    title: raw.title,
    slug: raw.slug,
    dek: raw.dek ?? undefined,
    description,
    listenOn: { apple: raw.listenOn?.apple ?? undefined, spotify: raw.listenOn?.spotify ?? undefined, amazon: raw.listenOn?.amazon ?? undefined },
    legacyPathname: raw.legacyPathname ?? undefined,
    image: image(raw.image),
    podcast,
    seo: seo(raw.seo),
    url: episodeUrl(podcast.slug, raw.slug),
    createdAt: raw._createdAt,
    updatedAt: raw._updatedAt,
    // The episode's own audio block becomes a player carrying the episode and podcast details.
    content: normaliseBlocks(raw.content, { title: raw.title, slug: raw.slug, description, releaseDate, date: raw.date ?? undefined, podcast }),
  };
}
export type Episode = ReturnType<typeof normaliseEpisode>;
