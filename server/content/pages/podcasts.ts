/** Podcasts: the podcasts page, one podcast with its episodes, one episode. */
import { listOf } from '../../../shared/content/common.js';
import { PODCASTS_SETTINGS_ERROR } from '../../../shared/messages.js';
import { normaliseEpisode, normalisePodcast } from '../../../shared/content/podcast.js';
import { episodeSummaryList } from '../../../shared/content/summaries.js';
import { EPISODES_CHRONOLOGICAL_QUERY, EPISODES_QUERY, EPISODE_QUERY, PODCASTS_QUERY, PODCAST_QUERY } from '../queries.js';
import { loadList, notFound, param, redirectTo, type Loader, type ContentRequest } from './context.js';
import type { EPISODE_QUERY_RESULT, PODCASTS_QUERY_RESULT, PODCAST_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

export const podcasts: Loader<'podcasts'> = async (ctx) => {
  const raw = await ctx.query<PODCASTS_QUERY_RESULT>(PODCASTS_QUERY);
  // The podcasts page lists what global settings name; without them there is nothing to show.
  if (!raw || !Array.isArray(raw.podcasts)) throw new Error(PODCASTS_SETTINGS_ERROR);
  return { description: raw.description ?? undefined, podcasts: listOf(raw.podcasts, normalisePodcast) };
};

async function loadPodcast(ctx: ContentRequest, slug: string) {
  const raw = await ctx.query<PODCAST_QUERY_RESULT>(PODCAST_QUERY, { slug });
  if (!raw) throw notFound(ctx, `podcast ${slug}`);
  return normalisePodcast(raw);
}

export const podcast: Loader<'podcast'> = async (ctx) => {
  const found = await loadPodcast(ctx, param(ctx, 'podcastSlug'));
  // chronologicalOrder: oldest first (a serial); otherwise newest first.
  const query = found.chronologicalOrder ? EPISODES_CHRONOLOGICAL_QUERY : EPISODES_QUERY;
  return { podcast: found, episodes: await loadList(ctx, query, { id: found.id }, episodeSummaryList) };
};

export const episode: Loader<'episode'> = async (ctx) => {
  const podcastSlug = param(ctx, 'podcastSlug');
  const slug = param(ctx, 'episodeSlug');
  const [raw, found] = await Promise.all([
    ctx.query<EPISODE_QUERY_RESULT>(EPISODE_QUERY, { slug }),
    ctx.query<PODCAST_QUERY_RESULT>(PODCAST_QUERY, { slug: podcastSlug }),
  ]);
  if (!raw) throw notFound(ctx, `episode ${slug}`);
  const parsed = normaliseEpisode(raw);
  // An episode reached under another podcast's path moves to its own.
  if (parsed.podcast.slug !== podcastSlug) throw redirectTo(ctx, parsed.url);
  if (!found) throw notFound(ctx, `podcast ${podcastSlug}`);
  return { episode: parsed, podcast: normalisePodcast(found) };
};
