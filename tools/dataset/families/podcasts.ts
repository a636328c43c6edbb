/** Podcasts and their episodes (each episode's content opens with its audio block). */
import type { PodcastDocument, PodcastEpisodeDocument } from '../schema.js';
import type { AudioClip } from '../audio.js';
import { DATASET_DATE, DAY, futureRelease, iso, publishingTime, utc } from '../dates.js';
import { base, pad, ref, slug, SlugPool } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { markdownish, textBlock } from '../portable.js';
import { Rng } from '../prng.js';
import { bulletList, paragraph, type LinkSource } from '../text/prose.js';
import { makeTopic } from '../text/writer.js';
import type { People } from './people.js';
import { SHOWS, type ShowDef } from './podcast-shows.js';

export interface Podcasts {
  podcasts: PodcastDocument[];
  episodes: PodcastEpisodeDocument[];
  drafts: PodcastEpisodeDocument[];
  /** Released, published episodes (what articles may embed). */
  released: PodcastEpisodeDocument[];
}

const showLinks: LinkSource = {
  href: (rng, slot) => (slot === 'place' || slot === 'place2' ? '/sections/news' : rng.pick(['/podcasts', '/sections/culture', '/encyclopedia'])),
};

interface EpisodeFacts {
  guest: string;
  thing: string;
  place: string;
  idea: string;
}

/**
 * How an episode's dek and its notes open: with what the episode is about and who is on it. The
 * notes used to open on a sentence from the middle of an argument ('The timing is not
 * accidental.'), and the dek repeated it.
 */
const LEADS: readonly ((e: EpisodeFacts) => string)[] = [
  (e) => `${e.guest} joins us to talk about ${e.thing}.`,
  (e) => `This week: ${e.thing}, with ${e.guest}.`,
  (e) => `${e.guest} takes us to ${e.place} to talk about ${e.thing}.`,
  (e) => `What does ${e.thing} tell us about ${e.idea}? We ask ${e.guest}.`,
  (e) => `A conversation with ${e.guest} about ${e.thing} and ${e.idea}.`,
];

function platformIds(rng: Rng): { apple: string; spotify: string; amazon: string } {
  const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let spotify = '';
  for (let i = 0; i < 22; i++) spotify += base62[rng.int(0, 61)];
  const uuid = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;
  return { apple: String(rng.int(1_000_000_000, 1_999_999_999)), spotify, amazon: uuid };
}

function buildShow(rng: Rng, show: ShowDef, index: number, images: ImageLibrary, people: People): PodcastDocument {
  const ids = platformIds(rng);
  const hosts = rng.pickN(people.contributors, 2);
  const id = `podcast-${show.slug}`;
  return {
    ...base(id, 'podcast', show.span[0] - 30 * DAY, Math.min(show.span[1], DATASET_DATE)),
    title: show.title,
    slug: slug(show.slug),
    date: iso(show.span[0]),
    dek: show.dek,
    description: markdownish(rng, show.about),
    credits: markdownish(rng, [
      `Hosted by [${hosts[0].first} ${hosts[0].last}](/contributors/${hosts[0].id.replace(/^author-/, '')}) and [${hosts[1].first} ${hosts[1].last}](/contributors/${hosts[1].id.replace(/^author-/, '')}).`,
      `Produced by The Colophon. Theme music by the Lower East Side Chamber Klezmorim.`,
    ]),
    subscribeLink: `https://podcasts.apple.com/us/podcast/${show.slug}/id${ids.apple}?mt=2`,
    spotifyPodcastLink: `https://open.spotify.com/show/${ids.spotify}`,
    applePodcastLink: `https://podcasts.apple.com/us/podcast/${show.slug}/id${ids.apple}`,
    amazonPodcastLink: `https://music.amazon.com/podcasts/${ids.amazon}/${show.slug}`,
    amazonPodcastText: 'Listen on Amazon Music',
    chronologicalOrder: show.chronological,
    image: image(images.of('square')[index % images.of('square').length], { alt: `Cover art for ${show.title}` }),
    category: show.category,
    explicit: false,
    // The shows are published by our own feed (/podcasts/<slug>/feed.xml): no external RSS host.
    owner: { name: 'The Colophon', email: 'podcasts@thecolophon.org' },
    seo: { _type: 'seo', title: `${show.title}: a podcast from The Colophon`, description: show.dek },
  };
}

export function buildPodcasts(images: ImageLibrary, audio: readonly AudioClip[], people: People): Podcasts {
  const rng = Rng.from('podcasts');
  const podcasts: PodcastDocument[] = [];
  const episodes: PodcastEpisodeDocument[] = [];
  let legacyId = 48_200;
  SHOWS.forEach((show, showIndex) => {
    const podcast = buildShow(rng, show, showIndex, images, people);
    podcasts.push(podcast);
    const clip = audio.find((a) => a.name === show.audio) ?? audio[0];
    const slugs = new SlugPool();
    const subjects = rng.shuffle(show.topics.things);
    const total = show.episodes + show.future.length;
    for (let n = 1; n <= total; n++) {
      const future = show.future.includes(n);
      const at = future
        ? DATASET_DATE - rng.int(2, 20) * DAY
        : publishingTime(rng, show.span[0] + ((show.span[1] - show.span[0]) * (n - 1)) / Math.max(1, show.episodes - 1));
      const subject = show.subject?.(n) ?? subjects[(n - 1) % subjects.length];
      const topic = makeTopic(rng, show.topics, { year: new Date(at).getUTCFullYear(), thing: subject });
      const guest = `${topic.sources[1].first} ${topic.sources[1].last}`;
      const title = show.episodeTitle(n, subject, guest);
      const notes = paragraph(rng, topic, showLinks);
      const [dekLead, notesLead] = rng.pickN(LEADS, 2).map((lead) => lead({ guest, thing: topic.thing, place: topic.place, idea: topic.idea }));
      notes.children.unshift({ _type: 'span', _key: rng.key(), text: `${notesLead} `, marks: [] });
      const ids = platformIds(rng);
      const episodeSlug = slugs.take(title);
      const doc: PodcastEpisodeDocument = {
        ...base(`episode-${show.slug}-${pad(n, 3)}`, 'podcastEpisode', at, Math.min(at + rng.int(0, 3) * DAY, DATASET_DATE)),
        title,
        slug: slug(episodeSlug),
        podcast: ref(podcast._id),
        date: iso(at),
        dek: dekLead,
        description: [notes],
        content: [
          { _type: 'podcastAudio', _key: rng.key(), podcastAudioLink: clip.url, durationSeconds: clip.durationSeconds },
          textBlock(rng, 'In this episode', 'h3'),
          ...bulletList(rng, [
            `Why ${topic.thing} matters in ${topic.place} right now`,
            `What ${guest} learned about ${topic.idea}`,
            `${show.chronological ? 'Where the story goes next' : 'One recommendation for the week'}`,
          ]),
          paragraph(rng, topic, showLinks),
          paragraph(rng, topic, showLinks, { closing: true }),
        ],
        listenOn: {
          apple: `https://podcasts.apple.com/us/podcast/${show.slug}/id${ids.apple}?i=${1_000_600_000_000 + n * 7919}`,
          spotify: `https://open.spotify.com/episode/${ids.spotify}`,
          amazon: `https://music.amazon.com/podcasts/${ids.amazon}/episodes/${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-b${rng.hex(3)}-${rng.hex(12)}`,
        },
        image: podcast.image,
        // The episode's own dek describes it (meta description, og:description, JSON-LD); the show's tagline does not.
        seo: { _type: 'seo', title: `${title} | ${show.title}` },
      };
      if (future) doc.releaseDate = iso(futureRelease(rng, n));
      else if (rng.chance(0.5)) doc.releaseDate = doc.date;
      if (!future && at < utc(2022, 1, 1) && n % 3 === 0) doc.legacyPathname = `/audio/${legacyId++}/${episodeSlug}`;
      episodes.push(doc);
    }
  });
  const released = episodes.filter((e) => !e.releaseDate || e.releaseDate < iso(DATASET_DATE));
  return { podcasts, episodes, drafts: episodeDrafts(episodes), released };
}

/** One draft of a published episode (retitled) and one draft that was never published. */
function episodeDrafts(episodes: PodcastEpisodeDocument[]): PodcastEpisodeDocument[] {
  const twin = episodes.find((e) => e._id.startsWith('episode-the-colophon-weekly') && !e.releaseDate?.startsWith('2098')) ?? episodes[0];
  const edited: PodcastEpisodeDocument = {
    ...structuredClone(twin),
    ...base(`drafts.${twin._id}`, 'podcastEpisode', Date.parse(twin._createdAt), DATASET_DATE - 2 * DAY),
    title: `${twin.title} (Updated)`,
  };
  const show = episodes.find((e) => e._id.startsWith('episode-bylines')) ?? episodes[0];
  const fresh: PodcastEpisodeDocument = {
    ...structuredClone(show),
    ...base('drafts.episode-bylines-draft-001', 'podcastEpisode', DATASET_DATE - 5 * DAY, DATASET_DATE - DAY),
    title: 'Bylines Live: Recorded at the Book Fair',
    slug: slug('bylines-live-recorded-at-the-book-fair'),
    dek: 'Three writers, one stage and a very patient audience. Not yet released.',
    date: iso(DATASET_DATE + 10 * DAY),
  };
  delete fresh.legacyPathname;
  delete fresh.releaseDate;
  return [edited, fresh];
}
