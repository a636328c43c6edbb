/** The magazine's podcasts: what each show is and how its episodes are titled. */
import type { SectionTopics } from '../text/topics.js';
import { titleCase } from '../text/writer.js';
import { ARTS_LETTERS, BELIEF, FOOD, ISRAEL, NEWS } from '../text/topics-a.js';
import { CULTURE, HISTORY } from '../text/topics-b.js';

export interface ShowDef {
  slug: string;
  title: string;
  category: string;
  chronological: boolean;
  episodes: number;
  /** First and last episode dates (ms), episodes spread evenly between. */
  span: readonly [number, number];
  audio: string;
  dek: string;
  about: readonly string[];
  topics: SectionTopics;
  /**
   * A serial's episodes are about their own chapter, not a subject drawn from the show's topic
   * bank (which other stories draw from too).
   */
  subject?: (n: number) => string;
  /** Episode title from its number and the episode's subject. */
  episodeTitle: (n: number, subject: string, guest: string) => string;
  /** Episodes that are scheduled in the future (by number). */
  future: readonly number[];
}

/** The Long Memory's chapters: each one's title and what it is about (its episode's subject). */
export const CHAPTERS: readonly (readonly [string, string])[] = [
  ['The Manifest', 'the ship’s manifest that lists Rivka Adler, seamstress, aged nineteen'],
  ['A Village Called Zhitomir', 'the village near Zhitomir that Rivka left behind'],
  ['Steerage', 'twelve days in steerage between Hamburg and New York'],
  ['Ellis Island, Line Four', 'the inspection line on Ellis Island'],
  ['Hester Street', 'Rivka’s first room on Hester Street'],
  ['The Sweatshop', 'the shirtwaist shop where Rivka sewed sleeves'],
  ['Letters Home', 'the letters Rivka wrote to her mother'],
  ['The Union Hall', 'the union hall where Rivka met Shmuel'],
  ['A Wedding in the Tenement', 'Rivka and Shmuel’s wedding in a tenement courtyard'],
  ['The Landsmanshaft', 'the Zhitomir landsmanshaft and its burial plot'],
  ['Pushcarts', 'Shmuel’s pushcart on Orchard Street'],
  ['The Influenza Winter', 'the family’s influenza winter of 1918'],
  ['Moving Uptown', 'the family’s move to an apartment in the Bronx'],
  ['The Yiddish Stage', 'the Yiddish theater on Second Avenue that the children loved'],
  ['The Crash', 'what the crash of 1929 took from the family'],
  ['Relief', 'the relief years of the Depression'],
  ['News From Europe', 'the news from Europe that stopped coming'],
  ['The Telegram', 'the telegram from the Red Cross'],
  ['The War Years', 'Rivka’s sons in the war'],
  ['Homecoming', 'the sons’ homecoming in 1945'],
  ['The Suburbs', 'the family’s house in the new suburbs'],
  ['A Bar Mitzvah in Levittown', 'a grandson’s bar mitzvah in Levittown'],
  ['The Archive in the Attic', 'the box of letters found in the attic'],
  ['Return to Zhitomir', 'a granddaughter’s trip back to Zhitomir'],
  ['What the Grandchildren Found', 'what the grandchildren found in the archives'],
  ['Epilogue', 'what the family remembers of Rivka a century on'],
];

const QUESTIONS = [
  'Why Do We Cover Our Eyes for the Shema?', 'Can You Pray Without Believing?', 'What Is a Mitzvah, Really?',
  'Why Two Days of Rosh Hashanah?', 'Is Doubt a Sin?', 'Why Break a Glass at a Wedding?', 'What Does Kosher Actually Mean?',
  'Why Say Kaddish for Eleven Months?', 'Who Wrote the Haggadah?', 'Can a Synagogue Be Online?',
  'What Happens After We Die?', 'What Do We Owe Strangers?', 'Is It OK to Be Angry at God?', 'Why Do Jews Argue So Much?',
  'What Is the Oral Torah?', 'Why Light Candles on Friday?', 'Does Prayer Change Anything?',
  'What Makes a Book Jewish?', 'Why Do We Fast?', 'What Is Teshuvah?', 'Why Are There Four Questions?',
  'What Is the Messiah?', 'Why Wear a Kippah?', 'Who Counts in a Minyan?', 'Why Read the Same Torah Every Year?',
  'What Is a Blessing For?', 'Why Cheesecake on Shavuot?', 'What Is Shabbat For?',
];

const cap = titleCase;

export const SHOWS: readonly ShowDef[] = [
  {
    slug: 'the-colophon-weekly', title: 'The Colophon Weekly', category: 'News', chronological: false, episodes: 32,
    span: [Date.UTC(2026, 3, 2, 10), Date.UTC(2026, 10, 12, 10)], audio: 'morning-chime',
    dek: 'The week’s most important stories, explained by the reporters who covered them.',
    about: [
      'Every Thursday, our editors sit down with the writers behind the week’s biggest stories: what happened, why it matters and what everyone is getting wrong.',
      'Twenty-five minutes, no shouting, and always one good recommendation at the end.',
    ],
    topics: { ...NEWS, things: [...NEWS.things, ...ISRAEL.things] }, episodeTitle: (n, subject) => `No. ${n}: ${cap(subject)}`, future: [33, 34],
  },
  {
    slug: 'the-long-memory', title: 'The Long Memory', category: 'History', chronological: true, episodes: 26,
    span: [Date.UTC(2019, 8, 5, 10), Date.UTC(2020, 2, 26, 10)], audio: 'evening-bells',
    dek: 'A serialized history of one family, one century and three continents. Start with chapter one.',
    about: [
      'In 1907 a nineteen-year-old seamstress boarded a ship in Hamburg with a suitcase and an address. The Long Memory follows her family for a hundred years, from a village near Zhitomir to a suburb of Philadelphia.',
      'Told in twenty-six chapters, best heard in order.',
    ],
    topics: HISTORY, episodeTitle: (n) => `Chapter ${n}: ${CHAPTERS[n - 1][0]}`, subject: (n) => CHAPTERS[n - 1][1], future: [],
  },
  {
    slug: 'table-for-ten', title: 'Table for Ten', category: 'Arts', chronological: false, episodes: 30,
    span: [Date.UTC(2024, 9, 1, 10), Date.UTC(2026, 10, 3, 10)], audio: 'table-song',
    dek: 'Conversations over dinner with cooks, bakers and eaters about the food that made them.',
    about: [
      'Each episode, we cook one dish with a guest and talk about where it came from: the grandmother, the neighborhood, the argument.',
      'Recipes from every episode are on our recipes page.',
    ],
    topics: { ...FOOD, things: [...FOOD.things, 'stuffed cabbage', 'Georgian khachapuri', 'mandelbrot', 'shakshuka', 'chocolate babka', 'matzah ball soup'] },
    episodeTitle: (_n, subject, guest) => `${cap(subject)}, With ${guest}`, future: [31],
  },
  {
    slug: 'the-second-question', title: 'The Second Question', category: 'Religion & Spirituality', chronological: false, episodes: 28,
    span: [Date.UTC(2023, 1, 7, 10), Date.UTC(2026, 9, 20, 10)], audio: 'soft-chord',
    dek: 'Big questions about Jewish belief and practice, answered slowly by people who have thought hard about them.',
    about: [
      'The first question is easy: what do we do? The second question, why, is the one that keeps us up at night.',
      'A rabbi, a skeptic and a guest take one question per episode and see how far it goes.',
    ],
    topics: BELIEF, episodeTitle: (n) => QUESTIONS[(n - 1) % QUESTIONS.length], future: [],
  },
  {
    slug: 'bylines', title: 'Bylines', category: 'Society & Culture', chronological: false, episodes: 24,
    span: [Date.UTC(2021, 4, 11, 10), Date.UTC(2026, 10, 9, 10)], audio: 'harbor-waltz',
    dek: 'Writers and artists on the work that obsesses them.',
    about: [
      'Bylines is a conversation with one writer or artist about one piece of work: a novel, a film, an essay, an album.',
      'Our contributors talk about how they made it, and what it cost.',
    ],
    topics: { ...CULTURE, things: [...CULTURE.things, ...ARTS_LETTERS.things] },
    episodeTitle: (_n, subject, guest) => `${guest} on ${cap(subject)}`, future: [25],
  },
];

