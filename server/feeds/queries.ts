/**
 * GROQ of the podcast feed (the content service's own queries have no 'every episode with its
 * audio' list). Same conventions as server/content/queries.ts: release gating with $now.
 */

const RELEASED = `(!defined(releaseDate) || releaseDate <= $now)`;
const PUBLISHED = `!(_id in path("drafts.**"))`;
const IMAGE = `{ "id": asset._ref, crop, hotspot, "width": asset->metadata.dimensions.width }`;

/** Most items a feed lists; bounds the query (the largest show has a few dozen episodes). */
export const FEED_MAX_ITEMS = 1000;

/** One podcast with every released episode, newest first. Params: $slug, $now, $limit. */
export const PODCAST_FEED_QUERY = `*[_type == "podcast" && slug.current == $slug && ${RELEASED} && ${PUBLISHED}][0]{
  _id, title, "slug": slug.current, dek, description, category, explicit, chronologicalOrder,
  "image": image${IMAGE},
  "siteName": *[_id == "globalSettings"][0].siteName,
  "episodes": *[_type == "podcastEpisode" && podcast._ref == ^._id && ${RELEASED} && ${PUBLISHED}]
    | order(coalesce(releaseDate, date, _createdAt) desc, _id asc) [0...$limit]{
      _id, title, "slug": slug.current, dek, description, releaseDate, date, _createdAt,
      "audio": content[_type == "podcastAudio"][0]{ podcastAudioLink, durationSeconds }
    }
}`;
