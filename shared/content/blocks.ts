/**
 * Body blocks (article body, episode content, generic pages). Images come resolved with their
 * asset metadata; audio becomes a podcast player block carrying everything the player shows, so
 * the client never needs a second request (spec §3, podcast episode).
 */
import { z } from 'zod';
import type { AdSlotBlock, Alignment, ImageWidth, PullQuoteBlock, RelatedRecipesBlock, TextBlock } from './schema-types.js';
import { image, images, lenient, opt, portableText, text, type ImageData, type PortableText } from './common.js';
import { episodeUrl, podcastUrl } from './urls.js';

export const PodcastLinksSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    image,
    applePodcastLink: text,
    spotifyPodcastLink: text,
    amazonPodcastLink: text,
    amazonPodcastText: text,
    rssLink: text,
    subscribeLink: text,
  })
  .transform((p) => ({ ...p, url: podcastUrl(p.slug) }));
export type PodcastLinks = z.output<typeof PodcastLinksSchema>;

export interface PodcastPlayerData {
  _type: 'podcastPlayer';
  _key: string;
  title: string;
  slug: string;
  /** Episode page path. */
  url: string;
  description: PortableText;
  releaseDate?: string;
  /** Audio file URL (absolute, or a /media/ site path in the embedded dataset). */
  link: string;
  durationSeconds?: number;
  podcast: PodcastLinks;
}

/** What a player needs of an episode; the PLAYER_EPISODE projection of queries.ts answers this. */
export const PlayerEpisodeSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: portableText,
  releaseDate: text,
  date: text,
  audio: lenient(z.object({ podcastAudioLink: z.string(), durationSeconds: opt(z.number()) })),
  podcast: lenient(PodcastLinksSchema),
});
export type PlayerEpisode = z.output<typeof PlayerEpisodeSchema>;

/** A player block for `episode`, or undefined when it has no audio or podcast. */
export function playerBlock(key: string, episode: PlayerEpisode): PodcastPlayerData | undefined {
  if (!episode.audio || !episode.podcast) return undefined;
  return {
    _type: 'podcastPlayer',
    _key: key,
    title: episode.title,
    slug: episode.slug,
    url: episodeUrl(episode.podcast.slug, episode.slug),
    description: episode.description,
    releaseDate: episode.releaseDate ?? episode.date,
    link: episode.audio.podcastAudioLink,
    durationSeconds: episode.audio.durationSeconds,
    podcast: episode.podcast,
  };
}

export interface InsetImageData {
  _type: 'insetImage';
  _key: string;
  image: ImageData;
  alignment: Alignment;
  width: ImageWidth;
  caption?: string;
  credit?: string;
}

export interface ImageCarouselData {
  _type: 'imageCarousel';
  _key: string;
  images: ImageData[];
}

export type Block =
  | TextBlock
  | InsetImageData
  | PullQuoteBlock
  | PodcastPlayerData
  | ImageCarouselData
  | RelatedRecipesBlock
  | AdSlotBlock;

const Keyed = z.looseObject({ _type: z.string(), _key: z.string() });
const InsetImage = z.object({
  _key: z.string(),
  image,
  alignment: z.enum(['left', 'right', 'center', 'full-bleed']).catch('center'),
  width: z.enum(['full-width', 'sidebar']).catch('full-width'),
  caption: text,
  credit: text,
});

/**
 * Normalise body blocks. `episode` is the episode whose content this is: its podcastAudio block
 * becomes a player for it. Unknown or broken blocks are dropped rather than breaking the page.
 */
export function normaliseBlocks(raw: unknown, episode?: PlayerEpisode): Block[] {
  if (!Array.isArray(raw)) return [];
  const out: Block[] = [];
  for (const item of raw) {
    const keyed = Keyed.safeParse(item);
    if (!keyed.success) continue;
    const block = keyed.data;
    switch (block._type) {
      case 'block':
      case 'pullQuote':
      case 'relatedRecipes':
      case 'adSlot':
        out.push(block as unknown as Block);
        break;
      case 'insetImage': {
        const inset = InsetImage.safeParse(block);
        if (inset.success && inset.data.image) out.push({ ...inset.data, _type: 'insetImage', image: inset.data.image });
        break;
      }
      case 'imageCarousel':
        out.push({ _type: 'imageCarousel', _key: block._key, images: images.parse(block.images) });
        break;
      case 'podcastPlayer': {
        const ep = PlayerEpisodeSchema.safeParse(block.episode);
        const player = ep.success ? playerBlock(block._key, ep.data) : undefined;
        if (player) out.push(player);
        break;
      }
      case 'podcastAudio': {
        const audio = z.object({ podcastAudioLink: z.string(), durationSeconds: opt(z.number()) }).safeParse(block);
        const player = episode && audio.success ? playerBlock(block._key, { ...episode, audio: audio.data }) : undefined;
        if (player) out.push(player);
        break;
      }
    }
  }
  return out;
}

export const blocks = z
  .array(z.unknown())
  .nullish()
  .catch(undefined)
  .transform((raw) => normaliseBlocks(raw));
