/** The magazine's sections and their topic banks, and the tag vocabulary. */
import { ARTS_LETTERS, BELIEF, FOOD, HOLIDAYS, ISRAEL, NEWS } from './topics-a.js';
import { COMMUNITY, CULTURE, HISTORY, OPINION, SCIENCE, SPORTS } from './topics-b.js';

export interface SectionTopics {
  /** 'report' reads like reporting, 'essay' like a first-person or critical essay. */
  register: 'report' | 'essay';
  /** Subjects, lower case with their article: "the new housing bill". */
  things: readonly string[];
  /** Kinds of people, lower case with their article: "a veteran organizer". */
  people: readonly string[];
  /** Concrete images for the prose. */
  details: readonly string[];
  /** Title templates of this section, used with the shared ones. */
  templates: readonly string[];
  /** Tags this section's articles favour. */
  tags: readonly string[];
  articleTypes: readonly (readonly ['standard' | 'essay' | 'news' | 'review' | 'interview' | 'recipe', number])[];
}

export interface SectionDef {
  slug: string;
  title: string;
  description: string;
  /** How many published articles the section gets. */
  articles: number;
  /** First path segment of the old site's URLs (legacyPathname). */
  legacyCategory: string;
  topics: SectionTopics;
  hideInSideNav?: boolean;
}

/** The ten sections of the footer's recent-articles block first (RECENT_SECTIONS, in that order), then the extra navigation sections. */
export const SECTIONS: readonly SectionDef[] = [
  { slug: 'news', title: 'News', description: 'Reporting on the communities, politics and institutions that shape Jewish life.', articles: 240, legacyCategory: 'news', topics: NEWS },
  { slug: 'arts-letters', title: 'Arts & Letters', description: 'Books, music, theater, art and the people who make them.', articles: 180, legacyCategory: 'arts-culture', topics: ARTS_LETTERS },
  { slug: 'belief', title: 'Belief', description: 'Prayer, text, doubt and practice: essays on religious life.', articles: 140, legacyCategory: 'life-religion', topics: BELIEF },
  { slug: 'israel-middle-east', title: 'Israel & Middle East', description: 'Dispatches and analysis from Israel and the wider region.', articles: 160, legacyCategory: 'israel-middle-east', topics: ISRAEL },
  { slug: 'food', title: 'Food', description: 'Recipes, restaurants and the stories behind what we eat.', articles: 150, legacyCategory: 'food', topics: FOOD },
  { slug: 'holidays', title: 'Holidays', description: 'Guides, recipes and reflections for every holiday of the Jewish year.', articles: 140, legacyCategory: 'life-religion', topics: HOLIDAYS },
  { slug: 'community', title: 'Community', description: 'Synagogues, schools, volunteers and neighbors: how communities work.', articles: 120, legacyCategory: 'community', topics: COMMUNITY },
  { slug: 'history', title: 'History', description: 'The past, from archives, family stories and the historians who tell them.', articles: 130, legacyCategory: 'history', topics: HISTORY },
  { slug: 'science', title: 'Science', description: 'Discoveries, researchers and the questions science raises for us.', articles: 90, legacyCategory: 'science', topics: SCIENCE },
  { slug: 'sports', title: 'Sports', description: 'Ballplayers, coaches, fans and the games we love.', articles: 80, legacyCategory: 'sports', topics: SPORTS },
  { slug: 'opinion', title: 'Opinion', description: 'Arguments, columns and the occasional provocation.', articles: 100, legacyCategory: 'opinion', topics: OPINION },
  { slug: 'culture', title: 'Culture', description: 'Television, comedy, fashion and the internet, seen with a Jewish eye.', articles: 90, legacyCategory: 'arts-culture', topics: CULTURE, hideInSideNav: true },
];

/** The tag vocabulary (lower-case, hyphenated). Holiday slugs are tags too (text/holidays.ts). */
export const TAGS = [
  'shabbat', 'torah', 'talmud', 'prayer', 'yiddish', 'hebrew', 'ladino', 'books', 'fiction', 'poetry', 'film',
  'television', 'music', 'theater', 'art', 'photography', 'museums', 'recipes', 'baking', 'deli', 'kosher', 'family',
  'immigration', 'new-york', 'jerusalem', 'tel-aviv', 'diaspora', 'antisemitism', 'politics', 'elections',
  'education', 'summer-camp', 'synagogues', 'rabbis', 'interfaith', 'memory', 'holocaust', 'archives', 'genealogy',
  'science', 'technology', 'climate', 'medicine', 'baseball', 'basketball', 'soccer', 'olympics', 'comedy', 'humor',
  'love', 'parenting', 'philanthropy', 'sephardi', 'ashkenazi', 'israel', 'middle-east', 'opinion',
] as const;

/** Tags every section may use besides its own. */
export const GENERAL_TAGS = ['memory', 'family', 'diaspora', 'new-york', 'jerusalem', 'humor', 'immigration'] as const;
