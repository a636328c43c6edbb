/**
 * Article plans: who, what, where and when for every article, decided before any body is
 * written so that bodies, holidays and front pages can point at one another.
 */
import { ARCHIVE_START, DATASET_DATE, DAY, LEGACY_CUTOFF, futureRelease, publishingTime, updatedAfter, utc } from '../dates.js';
import { pad, SlugPool } from '../docs.js';
import { Rng } from '../prng.js';
import { HOLIDAYS, type HolidayDef } from '../text/holidays.js';
import { ESSAY_TITLES, REPORT_TITLES } from '../text/templates.js';
import { GENERAL_TAGS, SECTIONS, type SectionDef } from '../text/topics.js';
import { fill, makeTopic, titleCase, type Topic } from '../text/writer.js';
import type { Contributor, People } from '../families/people.js';

export type LegacyKind = 'candidate' | 'hero-and-inset' | 'no-hero-no-inset';

export interface ArticlePlan {
  id: string;
  section: SectionDef;
  title: string;
  slug: string;
  created: number;
  updated: number;
  /** Scheduled release (ms); 2098 for future articles. */
  release?: number;
  future: boolean;
  topic: Topic;
  holiday?: HolidayDef;
  /** The holiday's "about" article. */
  guide?: boolean;
  authors: Contributor[];
  tags: string[];
  legacy?: LegacyKind;
  column?: string;
  collection?: string;
  fiction?: boolean;
}

export const FUTURE_ARTICLES = 10;
export const LEGACY_CANDIDATES = 20;
const HOLIDAY_ADJACENT = ['food', 'belief', 'community'];

export class TitleBook {
  private readonly titles = new Set<string>();
  readonly slugs = new SlugPool();

  /** A fresh title from the templates; retries until unused. */
  title(rng: Rng, templates: readonly string[], topic: Topic): string {
    for (let attempt = 0; attempt < 60; attempt++) {
      const title = titleCase(fill(rng, rng.pick(templates), topic));
      if (!this.titles.has(title.toLowerCase())) {
        this.titles.add(title.toLowerCase());
        return title;
      }
      if (attempt % 10 === 9) topic.place = rng.pick([topic.place2, topic.place]);
    }
    throw new Error(`could not find a unique title for ${topic.thing}`);
  }

  reserve(title: string): string {
    this.titles.add(title.toLowerCase());
    return title;
  }
}

function pickAuthors(rng: Rng, people: People, section: string): Contributor[] {
  const pool = people.bySection.get(section) ?? people.contributors;
  // Earlier contributors in a pool write more: a skewed pick gives the site its regulars.
  const main = pool[Math.floor(rng.next() ** 1.7 * pool.length)];
  const count = rng.weighted([[1, 72], [2, 21], [3, 7]] as const);
  const others = rng.pickN(people.contributors.filter((c) => c.id !== main.id), count - 1);
  return [main, ...others];
}

/**
 * The holiday a story's title or subject names (by its name or one of its subjects), if exactly
 * one: 'Hamantaschen Fillings' is Purim's, 'the Passover brisket' is Passover's.
 */
export function holidayNamedIn(text: string): HolidayDef | undefined {
  const names = (h: HolidayDef): RegExp[] =>
    [h.title, ...h.things].map((t) => new RegExp(`\\b${t.replace(/^(the|a|an) /, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'));
  const named = HOLIDAYS.filter((h) => names(h).some((re) => re.test(text)));
  return named.length === 1 ? named[0] : undefined;
}

function pickTags(rng: Rng, section: SectionDef, holiday?: HolidayDef): string[] {
  const tags = new Set<string>();
  if (holiday) tags.add(holiday.slug);
  const own = section.topics.tags;
  const want = rng.weighted([[1, 15], [2, 35], [3, 30], [4, 13], [5, 7]] as const);
  while (tags.size < want) {
    tags.add(rng.chance(0.82) ? own[Math.floor(rng.next() ** 1.5 * own.length)] : rng.pick(GENERAL_TAGS));
  }
  return [...tags];
}

function createdAt(rng: Rng, recent: boolean): number {
  if (recent) return publishingTime(rng, DATASET_DATE - rng.int(0, 20) * DAY - DAY);
  const span = DATASET_DATE - 2 * DAY - ARCHIVE_START;
  return publishingTime(rng, ARCHIVE_START + span * (1 - (1 - rng.next()) ** 1.3));
}

export function planArticles(people: People): { plans: ArticlePlan[]; titles: TitleBook } {
  const rng = Rng.from('article-plans');
  const titles = new TitleBook();
  const raw: Omit<ArticlePlan, 'id'>[] = [];
  const holidayGuides = new Set<string>();
  for (const section of SECTIONS) {
    const templates = [...section.topics.templates, ...(section.topics.register === 'report' ? REPORT_TITLES : ESSAY_TITLES)];
    for (let i = 0; i < section.articles; i++) {
      const holiday = section.slug === 'holidays' ? HOLIDAYS[i % HOLIDAYS.length] : undefined;
      const guide = holiday !== undefined && !holidayGuides.has(holiday.slug);
      let created = createdAt(rng, i < 3);
      if (guide) created = publishingTime(rng, utc(2016, 2, 1) + HOLIDAYS.indexOf(holiday) * 20 * DAY);
      const topic = makeTopic(rng, section.topics, { year: new Date(created).getUTCFullYear(), things: holiday?.things });
      let title: string;
      if (guide && holiday) {
        holidayGuides.add(holiday.slug);
        title = titles.reserve(`What Is ${holiday.title}? A Guide to the Holiday`);
      } else title = titles.title(rng, templates, topic);
      // Food, belief and community stories whose subject is a holiday's (hamantaschen, the Purim
      // carnival, the Passover brisket) belong to that holiday and carry its tag, which fills its
      // tag page. The tag used to be drawn at random, so a Purim story could be tagged 'sukkot'.
      const tagHoliday = holiday ?? (HOLIDAY_ADJACENT.includes(section.slug) ? holidayNamedIn(`${title} ${topic.thing}`) : undefined);
      raw.push({
        section, title, slug: titles.slugs.take(title), created, updated: updatedAfter(rng, created), future: false, topic,
        holiday, guide, authors: pickAuthors(rng, people, section.slug), tags: pickTags(rng, section, tagHoliday),
      });
      if (guide) raw[raw.length - 1].updated = DATASET_DATE - rng.int(20, 60) * DAY;
    }
  }
  for (let i = 0; i < FUTURE_ARTICLES; i++) {
    const section = SECTIONS[(i * 5) % SECTIONS.length];
    const created = DATASET_DATE - rng.int(1, 25) * DAY;
    const topic = makeTopic(rng, section.topics, { year: 2026 });
    const title = titles.title(rng, [...section.topics.templates, ...ESSAY_TITLES], topic);
    raw.push({
      section, title, slug: titles.slugs.take(title), created, updated: created, release: futureRelease(rng, i), future: true,
      topic, authors: pickAuthors(rng, people, section.slug), tags: pickTags(rng, section),
    });
  }
  raw.sort((a, b) => a.created - b.created || a.slug.localeCompare(b.slug));
  const plans: ArticlePlan[] = raw.map((p, i) => ({ ...p, id: `article-${pad(i + 1)}` }));
  markLegacy(rng, plans);
  // Most articles carry an explicit release date equal to publication; the rest rely on createdAt.
  for (const p of plans) if (!p.future && rng.chance(0.65)) p.release = p.created + rng.int(0, 3) * 3_600_000;
  return { plans, titles };
}

/** Old articles of the legacy hero migration (server/content/migration/legacy-heroes.ts) and the near misses it must skip. */
function markLegacy(rng: Rng, plans: ArticlePlan[]): void {
  const old = rng.shuffle(plans.filter((p) => p.created < LEGACY_CUTOFF && !p.guide));
  old.slice(0, LEGACY_CANDIDATES).forEach((p) => (p.legacy = 'candidate'));
  old.slice(LEGACY_CANDIDATES, LEGACY_CANDIDATES + 6).forEach((p) => (p.legacy = 'hero-and-inset'));
  old.slice(LEGACY_CANDIDATES + 6, LEGACY_CANDIDATES + 10).forEach((p) => (p.legacy = 'no-hero-no-inset'));
}
