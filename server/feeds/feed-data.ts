/** The PODCAST_FEED_QUERY answer, checked: a broken episode is left out rather than breaking the feed. */
import { z } from 'zod';

const text = z.string().nullish().transform((v) => v ?? undefined);

const FeedEpisodeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  dek: text,
  description: z.unknown().optional(),
  releaseDate: text,
  date: text,
  _createdAt: z.string(),
  audio: z
    .object({ podcastAudioLink: z.string(), durationSeconds: z.number().nullish() })
    .nullish()
    .transform((v) => v ?? undefined),
});
export type FeedEpisode = z.output<typeof FeedEpisodeSchema>;

export const FeedPodcastSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  dek: text,
  description: z.unknown().optional(),
  category: text,
  explicit: z.boolean().nullish().transform((v) => v ?? false),
  chronologicalOrder: z.boolean().nullish().transform((v) => v ?? false),
  owner: z
    .object({ name: text, email: text })
    .nullish()
    .catch(undefined)
    .transform((v) => v ?? undefined),
  image: z
    .object({
      id: z.string(),
      crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullish(),
      hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullish(),
    })
    .nullish()
    .transform((v) => (v ? { id: v.id, crop: v.crop ?? undefined, hotspot: v.hotspot ?? undefined } : undefined)),
  siteName: text,
  episodes: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = FeedEpisodeSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type FeedPodcast = z.output<typeof FeedPodcastSchema>;
