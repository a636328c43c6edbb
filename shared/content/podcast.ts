/** Podcast and podcast episode (spec §3). */
import { z } from 'zod';
import { SeoSchema, defaulted, flag, image, portableText, text } from './common.js';
import { PodcastLinksSchema, normaliseBlocks } from './blocks.js';
import { episodeUrl, podcastUrl } from './urls.js';

export const PodcastSchema = z
  .object({
    _id: z.string(),
    _createdAt: z.string(),
    title: z.string(),
    slug: z.string(),
    date: text,
    releaseDate: text,
    dek: text,
    description: portableText,
    credits: portableText,
    subscribeLink: text,
    spotifyPodcastLink: text,
    applePodcastLink: text,
    rssLink: text,
    amazonPodcastLink: text,
    amazonPodcastText: text,
    chronologicalOrder: flag,
    image,
    seo: SeoSchema,
  })
  .transform(({ _id, _createdAt, ...p }) => ({
    id: _id,
    ...p,
    url: podcastUrl(p.slug),
    date: p.releaseDate ?? p.date ?? _createdAt,
  }));
export type Podcast = z.output<typeof PodcastSchema>;

export const EpisodeSchema = z
  .object({
    _id: z.string(),
    _createdAt: z.string(),
    _updatedAt: z.string(),
    releaseDate: text,
    date: text,
    title: z.string(),
    slug: z.string(),
    dek: text,
    description: portableText,
    content: z.unknown(),
    listenOn: defaulted(z.object({ apple: text, spotify: text, amazon: text })),
    legacyPathname: text,
    image,
    podcast: PodcastLinksSchema,
    seo: SeoSchema,
  })
  .transform(({ _id, _createdAt, _updatedAt, content, ...e }) => ({
    id: _id,
    ...e,
    url: episodeUrl(e.podcast.slug, e.slug),
    // Episode date: releaseDate, then date, then createdAt (spec §3).
    date: e.releaseDate ?? e.date ?? _createdAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    // The episode's own audio block becomes a player carrying the episode and podcast details.
    content: normaliseBlocks(content, { ...e, audio: undefined }),
  }));
export type Episode = z.output<typeof EpisodeSchema>;
