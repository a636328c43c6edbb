/**
 * Fills phrase templates for one article's topic, so a whole article stays on one subject,
 * one place and the same quoted people.
 */
import type { Rng } from '../prng.js';
import { DECADES, IDEAS, PLACES, QUOTES } from './common.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import type { SectionTopics } from './topics.js';

export type Slot =
  | 'thing' | 'thing2' | 'place' | 'place2' | 'idea' | 'idea2' | 'person' | 'name' | 'name2'
  | 'detail' | 'quote' | 'quotec' | 'year' | 'decade' | 'pct' | 'money' | 'count';

export interface Run {
  text: string;
  slot?: Slot;
}

interface Source {
  first: string;
  last: string;
  named: boolean;
}

export interface Topic {
  thing: string;
  thing2: string;
  place: string;
  place2: string;
  idea: string;
  idea2: string;
  person: string;
  details: readonly string[];
  register: SectionTopics['register'];
  /** Latest year the prose may mention. */
  year: number;
  sources: [Source, Source];
  /** Shuffled template decks, so an article repeats a sentence only once a deck runs out. */
  decks: Map<readonly string[], string[]>;
}

export function makeTopic(
  rng: Rng,
  topics: SectionTopics,
  opts: { year: number; thing?: string; things?: readonly string[] },
): Topic {
  const things = opts.things ?? topics.things;
  const thing = opts.thing ?? rng.pick(things);
  const others = things.filter((t) => t !== thing);
  const [place, place2] = rng.pickN(PLACES, 2);
  const [idea, idea2] = rng.pickN(IDEAS, 2);
  const source = (): Source => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES), named: false });
  return {
    thing,
    thing2: others.length ? rng.pick(others) : thing,
    place,
    place2,
    idea,
    idea2,
    person: rng.pick(topics.people),
    details: topics.details,
    register: topics.register,
    year: opts.year,
    sources: [source(), source()],
    decks: new Map(),
  };
}

function slotValue(rng: Rng, topic: Topic, slot: Slot): string {
  switch (slot) {
    case 'thing':
    case 'thing2':
    case 'place':
    case 'place2':
    case 'idea':
    case 'idea2':
    case 'person':
      return topic[slot];
    case 'name':
    case 'name2': {
      const s = topic.sources[slot === 'name' ? 0 : 1];
      const text = s.named ? s.last : `${s.first} ${s.last}`;
      s.named = true;
      return text;
    }
    case 'detail':
      return rng.pick(topic.details);
    case 'quote':
      return rng.pick(QUOTES);
    case 'quotec':
      return rng.pick(QUOTES).replace(/\.$/, ',');
    case 'year':
      // Reporting talks about recent years; essays roam the century.
      return String(topic.register === 'report' ? rng.int(topic.year - 12, topic.year - 1) : rng.int(1890, Math.max(1891, topic.year - 2)));
    case 'decade':
      return rng.pick(DECADES);
    case 'pct':
      return String(rng.int(8, 45));
    case 'money':
      return rng.chance(0.5) ? `$${rng.int(120, 950)},000` : `$${rng.int(11, 48) / 10} million`;
    case 'count':
      return String(rng.int(3, 40) * 25);
  }
}

/** A template filled as runs, each slot value tagged with its slot so it can be marked up. */
export function fillRuns(rng: Rng, template: string, topic: Topic): Run[] {
  const runs: Run[] = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (let m = pattern.exec(template); m; m = pattern.exec(template)) {
    if (m.index > last) runs.push({ text: template.slice(last, m.index) });
    const slot = m[1] as Slot;
    runs.push({ text: slotValue(rng, topic, slot), slot });
    last = m.index + m[0].length;
  }
  if (last < template.length) runs.push({ text: template.slice(last) });
  return capitalizeRuns(runs);
}

export function fill(rng: Rng, template: string, topic: Topic): string {
  return fillRuns(rng, template, topic)
    .map((r) => r.text)
    .join('');
}

function capitalizeRuns(runs: Run[]): Run[] {
  const first = runs.find((r) => r.text.length > 0);
  if (first) first.text = capitalize(first.text);
  return runs;
}

export function capitalize(text: string): string {
  const i = text.search(/\p{L}/u);
  return i < 0 ? text : text.slice(0, i) + text[i].toUpperCase() + text.slice(i + 1);
}

const SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'for', 'nor', 'on', 'at', 'to', 'by', 'of', 'in', 'with', 'as', 'from', 'vs', 'into',
]);

/** Headline capitalisation: small words stay lower case except first, last and after a colon. */
export function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const afterBreak = i > 0 && /[:?—]$/.test(words[i - 1]);
      if (i !== 0 && i !== words.length - 1 && !afterBreak && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.split('-').map(capitalize).join('-');
    })
    .join(' ');
}

/** The next template from this topic's shuffled deck of `templates`. */
export function freshTemplate(rng: Rng, topic: Topic, templates: readonly string[]): string {
  let deck = topic.decks.get(templates);
  if (!deck || deck.length === 0) {
    deck = rng.shuffle(templates);
    topic.decks.set(templates, deck);
  }
  return deck.pop() as string;
}
