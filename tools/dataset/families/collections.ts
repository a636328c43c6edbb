/** Collections (curated groups of articles) and columns (recurring series by one columnist). */
import type { CollectionDocument, ColumnDocument } from '../schema.js';
import { ARCHIVE_START, DATASET_DATE, DAY } from '../dates.js';
import { base, ref, refs, slug, slugify } from '../docs.js';
import { image, type Commission, type ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import type { Contributor, People } from './people.js';

export interface CollectionDef {
  id: string;
  title: string;
  sections: readonly string[];
  description: string;
  size: number;
  fiction?: boolean;
}

export interface ColumnDef {
  id: string;
  title: string;
  section: string;
  description: string;
  columnist: Contributor;
  size: number;
  startYear: number;
}

const COLLECTIONS: readonly (readonly [string, readonly string[], string])[] = [
  ['The Immigrant Kitchen', ['food', 'history'], 'Recipes and stories carried across oceans in suitcases and memories.'],
  ['Letters From the Diaspora', ['israel-middle-east', 'community', 'opinion'], 'Dispatches from Jewish communities large and small, near and far.'],
  ['The Archive Project', ['history'], 'What we found when we went back through the boxes.'],
  ['Summer Fiction', ['arts-letters', 'culture'], 'New short stories for long afternoons.'],
  ['Faith in the City', ['belief', 'community'], 'How people pray, study and gather in the places they live.'],
  ['The Sports Pages', ['sports'], 'Ballparks, boxing rings and the people who fill the bleachers.'],
  ['A High Holidays Reader', ['holidays', 'belief'], 'Essays for the Days of Awe, old and new.'],
  ['Science and the Sacred', ['science', 'belief'], 'Where the lab and the sanctuary meet, and argue.'],
  ['Laughing Matters', ['culture', 'opinion'], 'Jokes, comedians and the serious business of being funny.'],
  ['Ten Years of The Colophon', ['news', 'arts-letters', 'history'], 'Our editors pick the stories that defined our first decade.'],
  ['Small Towns, Big Questions', ['community', 'news'], 'Life far from the big-city centers of Jewish America.'],
  ['The Passover Table', ['holidays', 'food'], 'Everything you need for the seder, from the Haggadah to dessert.'],
  ['Voices From Israel', ['israel-middle-east'], 'Israelis tell their own stories, in their own words.'],
];

const COLUMNS: readonly (readonly [string, string, string, number])[] = [
  ['Dear Colophon', 'community', 'Advice for the perplexed, the aggrieved and the merely curious.', 2016],
  ['The Margins', 'arts-letters', 'Notes on books, and on the lives lived in their margins.', 2015],
  ['Shabbat Table', 'food', 'A recipe and a story for every Friday night.', 2017],
  ['Field Notes', 'science', 'What scientists are learning, and why it matters to us.', 2018],
  ['The Long View', 'history', 'A monthly dispatch from the archives.', 2015],
  ['Dispatches From Jerusalem', 'israel-middle-east', 'Life in a city that is never just a city.', 2016],
  ['Box Score', 'sports', 'Numbers, stories and the occasional grudge.', 2019],
  ['Daf Notes', 'belief', 'A page of Talmud, read slowly and out loud.', 2017],
  ['The Skeptic', 'opinion', 'Questions nobody else wants to ask.', 2018],
  ['Screen Time', 'culture', 'What to watch, and what it says about us.', 2020],
  ['The Beat', 'news', 'Local news from the places where national stories begin.', 2019],
];

export interface Series {
  collections: CollectionDef[];
  columns: ColumnDef[];
}

const collectionId = (title: string): string => `collection-${slugify(title)}`;

/** Each collection's cover is drawn for it (seeded by the collection), not taken from the shared library. */
export function collectionArt(): Commission[] {
  return COLLECTIONS.map(([title]) => ({ key: `${collectionId(title)}:image`, kind: 'landscape', width: 1600, height: 900, subject: `${title} cover` }));
}

export function planSeries(people: People): Series {
  const rng = Rng.from('series');
  const collections = COLLECTIONS.map(([title, sections, description], i) => ({
    id: collectionId(title),
    title,
    sections,
    description,
    size: rng.int(6, 10),
    fiction: i === 3,
  }));
  const taken = new Set<string>();
  const columns = COLUMNS.map(([title, section, description, startYear]) => {
    const pool = (people.bySection.get(section) ?? people.contributors).filter((c) => !taken.has(c.id));
    const columnist = pool[0] ?? rng.pick(people.contributors);
    taken.add(columnist.id);
    return { id: `column-${slugify(title)}`, title, section, description, columnist, size: rng.int(10, 18), startYear };
  });
  return { collections, columns };
}

/** The documents, once articles are assigned: collections feature their first articles. */
export function buildSeries(
  series: Series,
  images: ImageLibrary,
  members: Map<string, string[]>,
): { collections: CollectionDocument[]; columns: ColumnDocument[] } {
  const rng = Rng.from('series-docs');
  const collections = series.collections.map((def, i): CollectionDocument => ({
    ...base(def.id, 'collection', ARCHIVE_START + (200 + i * 150) * DAY, DATASET_DATE - (i + 1) * 9 * DAY),
    title: def.title,
    slug: slug(slugify(def.title)),
    description: def.description,
    image: image(images.commissioned(`${def.id}:image`), { alt: `Illustration for the collection ${def.title}` }),
    featuredArticles: refs((members.get(def.id) ?? []).slice(0, 6), () => rng.key()),
  }));
  const columns = series.columns.map((def, i): ColumnDocument => ({
    ...base(def.id, 'column', Date.UTC(def.startYear, 0, 10), DATASET_DATE - (i + 2) * 5 * DAY),
    title: def.title,
    slug: slug(slugify(def.title)),
    description: def.description,
    image: image(images.of('square')[i % images.of('square').length], { alt: `Illustration for the column ${def.title}` }),
    author: ref(def.columnist.id),
  }));
  return { collections, columns };
}
