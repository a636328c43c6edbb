/**
 * Body blocks (article body, episode content, generic pages), from the BODY projection of
 * queries.ts as TypeGen types it. Images come resolved with their asset metadata; audio becomes a
 * podcast player block carrying everything the player shows, so the client never needs a second
 * request.
 */
import type { AdSlotBlock, Alignment, ImageWidth, PullQuoteBlock, RelatedRecipesBlock, TextBlock } from './schema-types.js';
import type { ARTICLE_BODY_QUERY_RESULT, EPISODE_QUERY_RESULT } from './sanity.types.js';
import { image, images, portableText, type ImageData, type Item, type PortableText } from './common.js';
import { episodeUrl, podcastUrl } from './urls.js';

/** A BODY projection: an article's, an episode's (with its audio block) or a page's blocks. */
type RawBody = NonNullable<ARTICLE_BODY_QUERY_RESULT>['body'] | NonNullable<EPISODE_QUERY_RESULT>['content'];
type RawBlock = Item<RawBody>;
type RawPlayerEpisode = Extract<RawBlock, { _type: 'podcastPlayer' }>['episode'];
type RawPodcastLinks = RawPlayerEpisode['podcast'];

/** What a player shows of a podcast (the PODCAST_LINKS projection of queries.ts). */
export function podcastLinks(raw: RawPodcastLinks) {
  return {
    title: raw.title,
    slug: raw.slug,
    image: image(raw.image),
    applePodcastLink: raw.applePodcastLink ?? undefined,
    spotifyPodcastLink: raw.spotifyPodcastLink ?? undefined,
    amazonPodcastLink: raw.amazonPodcastLink ?? undefined,
    amazonPodcastText: raw.amazonPodcastText ?? undefined,
    rssLink: raw.rssLink ?? undefined,
    subscribeLink: raw.subscribeLink ?? undefined,
    url: podcastUrl(raw.slug),
  };
}
export type PodcastLinks = ReturnType<typeof podcastLinks>;

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

/** What a player needs of an episode (the PLAYER_EPISODE projection of queries.ts, normalised). */
export interface PlayerEpisode {
  title: string;
  slug: string;
  description: PortableText;
  releaseDate?: string;
  date?: string;
  audio?: { podcastAudioLink: string; durationSeconds?: number };
  podcast?: PodcastLinks;
}

function playerEpisode(raw: RawPlayerEpisode): PlayerEpisode {
  return {
    title: raw.title,
    slug: raw.slug,
    description: portableText(raw.description),
    releaseDate: raw.releaseDate ?? undefined,
    date: raw.date ?? undefined,
    audio: raw.audio ? { podcastAudioLink: raw.audio.podcastAudioLink, durationSeconds: raw.audio.durationSeconds ?? undefined } : undefined,
    podcast: raw.podcast ? podcastLinks(raw.podcast) : undefined,
  };
}

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

const ALIGNMENTS: readonly Alignment[] = ['left', 'right', 'center', 'full-bleed'];
const WIDTHS: readonly ImageWidth[] = ['full-width', 'sidebar'];

/** A block as stored, `_type` and `_key` first. */
function asStored({ _type, _key, ...rest }: Exclude<RawBlock, null>): Block {
  return { _type, _key, ...rest } as Block;
}

/**
 * Normalise body blocks. `episode` is the episode whose content this is: its podcastAudio block
 * becomes a player for it. Blocks of no known type, insets without their image and players
 * without an episode (a dangling reference), audio or podcast are dropped rather than breaking the
 * page. The second signature is for callers that read a body without its query's type.
 */
export function normaliseBlocks(raw: RawBody | undefined, episode?: PlayerEpisode): Block[];
export function normaliseBlocks(raw: unknown): Block[];
export function normaliseBlocks(raw: unknown, episode?: PlayerEpisode): Block[] {
  if (!Array.isArray(raw)) return [];
  const out: Block[] = [];
  for (const block of raw as (RawBlock | null)[]) {
    if (!block || typeof block._key !== 'string') continue;
    switch (block._type) {
      case 'block':
      case 'pullQuote':
      case 'relatedRecipes':
      case 'adSlot':
        out.push(asStored(block));
        break;
      case 'insetImage': {
        const inset = image(block.image);
        if (!inset) break;
        out.push({
          _key: block._key,
          image: inset,
          alignment: ALIGNMENTS.includes(block.alignment) ? block.alignment : 'center',
          width: WIDTHS.includes(block.width) ? block.width : 'full-width',
          caption: block.caption ?? undefined,
          credit: block.credit ?? undefined,
          _type: 'insetImage',
        });
        break;
      }
      case 'imageCarousel':
        out.push({ _type: 'imageCarousel', _key: block._key, images: images(block.images) });
        break;
      case 'podcastPlayer': {
        const player = block.episode ? playerBlock(block._key, playerEpisode(block.episode)) : undefined;
        if (player) out.push(player);
        break;
      }
      case 'podcastAudio': {
        const audio = { podcastAudioLink: block.podcastAudioLink, durationSeconds: block.durationSeconds ?? undefined };
        const player = episode ? playerBlock(block._key, { ...episode, audio }) : undefined;
        if (player) out.push(player);
        break;
      }
    }
  }
  return out;
}
