/** Contributors (author documents) and staff (teamMember documents). */
import type { AuthorDocument, TeamMemberDocument } from '../schema.js';
import { ARCHIVE_START, DATASET_DATE, DAY } from '../dates.js';
import { base, slug, slugify } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { markdownish } from '../portable.js';
import { Rng } from '../prng.js';
import { PLACES } from '../text/common.js';
import { FIRST_NAMES, LAST_NAMES } from '../text/names.js';
import { SECTIONS } from '../text/topics.js';

const sectionTitle = (s: string): string => SECTIONS.find((d) => d.slug === s)?.title ?? s;

export const AUTHOR_COUNT = 90;

/** Kinds of contributor and the sections they write for. */
const ARCHETYPES: readonly (readonly [string, readonly string[]])[] = [
  ['staff writer', ['news', 'community']],
  ['political reporter', ['news', 'opinion']],
  ['Jerusalem correspondent', ['israel-middle-east']],
  ['Tel Aviv correspondent', ['israel-middle-east', 'culture']],
  ['book critic', ['arts-letters']],
  ['novelist', ['arts-letters', 'culture', 'opinion']],
  ['poet and translator', ['arts-letters', 'belief']],
  ['rabbi and teacher', ['belief', 'holidays']],
  ['food writer', ['food', 'holidays']],
  ['cookbook author', ['food']],
  ['historian', ['history', 'opinion']],
  ['archivist and essayist', ['history', 'arts-letters']],
  ['science reporter', ['science']],
  ['sportswriter', ['sports']],
  ['culture critic', ['culture', 'arts-letters']],
  ['contributing editor', ['opinion', 'news', 'belief']],
  ['essayist', ['belief', 'opinion', 'community']],
  ['photographer and writer', ['community', 'history']],
  ['podcast host', ['culture', 'news']],
  ['educator', ['holidays', 'community', 'belief']],
];

const BOOKS = [
  'The Orchards of Odessa', 'Salt and Honey', 'Borrowed Light', 'A House on Hester Street', 'Small Hours',
  'The Second Question', 'Letters to a Young Cantor', 'The Last Minyan', 'What the River Kept', 'Sundown',
  'The Book of Tables', 'A Field Guide to Leaving', 'Seven Species', 'The Long Table',
];

export interface Contributor {
  id: string;
  first: string;
  last: string;
  role: string;
  sections: readonly string[];
}

export interface People {
  authors: AuthorDocument[];
  contributors: Contributor[];
  team: TeamMemberDocument[];
  /** Contributor pools by section slug, most prolific first. */
  bySection: Map<string, Contributor[]>;
}

function uniqueNames(rng: Rng, count: number, taken: Set<string>): [string, string][] {
  const out: [string, string][] = [];
  while (out.length < count) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const key = slugify(`${first} ${last}`);
    if (taken.has(key)) continue;
    taken.add(key);
    out.push([first, last]);
  }
  return out;
}

function article(role: string): string {
  return /^[aeiou]/i.test(role) ? `an ${role}` : `a ${role}`;
}

export function buildPeople(images: ImageLibrary): People {
  const rng = Rng.from('people');
  const taken = new Set<string>();
  const names = uniqueNames(rng, AUTHOR_COUNT, taken);
  const contributors: Contributor[] = [];
  const authors: AuthorDocument[] = [];
  const legacyTaken = new Set<string>();
  names.forEach(([first, last], i) => {
    const [role, sections] = ARCHETYPES[i % ARCHETYPES.length];
    const full = `${first} ${last}`;
    const s = slugify(full);
    const id = `author-${s}`;
    contributors.push({ id, first, last, role, sections });
    const since = 2013 + (i % 12);
    const place = rng.pick(PLACES);
    const bio = [
      `**${full}** is ${article(role)} based in ${place}.`,
      rng.pick([
        `${first} has written for The Colophon since ${since}.`,
        `${first} is the author of _${rng.pick(BOOKS)}_.`,
        `${first}’s work has appeared in many magazines and two anthologies.`,
        `Before turning to writing, ${first} worked as ${rng.pick(['a paralegal', 'a line cook', 'a high-school teacher', 'a radio producer', 'a synagogue administrator'])}.`,
      ]) + ` ${first} writes mostly for [${sectionTitle(sections[0])}](/sections/${sections[0]}).`,
    ];
    const created = ARCHIVE_START + rng.int(0, 11 * 365) * DAY;
    const doc: AuthorDocument = {
      ...base(id, 'author', created, Math.min(created + rng.int(1, 400) * DAY, DATASET_DATE)),
      firstName: first,
      lastName: last,
      slug: slug(s),
      bio: markdownish(rng, bio),
    };
    if (rng.chance(0.85)) doc.image = image(images.pick(rng, 'avatar'), { alt: `Portrait illustration of ${full}` });
    if (i % 4 === 1) {
      const legacy = i % 8 === 1 ? `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '') : `${first[0]}${last}`.toLowerCase().replace(/[^a-z]/g, '');
      if (!legacyTaken.has(legacy)) {
        legacyTaken.add(legacy);
        doc.legacySlug = legacy;
      }
    }
    authors.push(doc);
  });

  const bySection = new Map<string, Contributor[]>();
  for (const c of contributors) {
    for (const section of c.sections) bySection.set(section, [...(bySection.get(section) ?? []), c]);
  }
  return { authors, contributors, team: buildTeam(rng, images, taken), bySection };
}

const JOBS: readonly (readonly [string, string])[] = [
  ['Editor in Chief', 'sets the magazine’s direction and edits its longest features'],
  ['Managing Editor', 'keeps the schedule, the style guide and everyone’s sanity'],
  ['Deputy Editor', 'edits the news and Israel desks'],
  ['Culture Editor', 'commissions criticism, fiction and the occasional poem'],
  ['Food Editor', 'tests every recipe we publish, some of them twice'],
  ['Podcast Producer', 'produces and sound-designs our shows'],
  ['Art Director', 'commissions the illustrations you see across the site'],
  ['Publisher', 'looks after the magazine’s readers, members and donors'],
];

function buildTeam(rng: Rng, images: ImageLibrary, taken: Set<string>): TeamMemberDocument[] {
  return uniqueNames(rng, JOBS.length, taken).map(([first, last], i) => {
    const [jobTitle, does] = JOBS[i];
    const s = slugify(`${first} ${last}`);
    return {
      ...base(`team-${s}`, 'teamMember', ARCHIVE_START + i * 30 * DAY, ARCHIVE_START + (400 + i * 90) * DAY),
      firstName: first,
      lastName: last,
      slug: slug(s),
      jobTitle,
      avatar: image(images.of('avatar')[i % images.of('avatar').length], { alt: `Portrait illustration of ${first} ${last}` }),
      bio: markdownish(rng, [
        `${first} ${last} is The Colophon’s ${jobTitle.toLowerCase()} and ${does}.`,
        `${first} joined the magazine in ${2013 + i} after ${rng.pick(['a decade in newspapers', 'years in book publishing', 'a career in public radio', 'running a small literary press'])}. Write to ${first} at [${first.toLowerCase()}@colophon.example](mailto:${first.toLowerCase()}@colophon.example).`,
      ]),
    };
  });
}
