/**
 * The relevance cases of GET /api/search on the embedded dataset: each query written from the
 * dataset with the result a reader would expect first (exact titles, a word found only in one body,
 * a recipe by an ingredient, an episode, a contributor's name, a tag, a misspelling, a stem, a
 * phrase, a prefix being typed). Asked of both sources by test/integration/search-relevance.test.ts
 * and of a library by bench/search-library.ts.
 */
import type { Block } from '../../shared/content/blocks.js';
import type { SearchResultItem } from '../../shared/search-terms.js';
import { datasetDocuments } from './dataset.js';

export interface RawDoc {
  _id: string;
  _type: string;
  title?: string;
  isPremium?: boolean;
  meta?: { authors?: { _ref: string }[]; tags?: string[]; excerpt?: string; brief?: string };
  hero?: { dek?: string };
  content?: { body?: Block[] };
}
export const docs = datasetDocuments() as unknown as RawDoc[];
export const byId = new Map(docs.map((d) => [d._id, d]));

export type Expectation = string | { check: (item: SearchResultItem) => boolean; what: string };
const by = (authorId: string): Expectation => ({
  what: `a document by ${authorId}`,
  check: (item) => (byId.get(item.id)?.meta?.authors ?? []).some((a) => a._ref === authorId),
});
const tagged = (tag: string): Expectation => ({
  what: `a document tagged ${tag}`,
  check: (item) => (byId.get(item.id)?.meta?.tags ?? []).includes(tag),
});
const titled = (word: RegExp): Expectation => ({ what: `a title matching ${word}`, check: (item) => word.test(item.title) });

/** [kind, term, type filter, expected first result] */
export const CASES: Array<[string, string, string, Expectation]> = [
  ['exact title (recipe)', 'Coffee-Braised Brisket', '', 'recipe-001'],
  ['exact title (article)', 'Why Eight Nights of Candles Still Matters', '', 'article-0001'],
  ['exact title (episode)', 'Eli Vilner on A Hanukkah Pop Song', '', 'episode-bylines-001'],
  ['exact title among many title matches', 'Why a Klezmer-Punk Band Still Matters', '', 'article-0008'],
  ['exact title, lower case', 'round raisin challah', '', 'recipe-006'],
  ['exact title with punctuation', 'No. 1: The Transit Expansion', '', 'episode-the-colophon-weekly-001'],
  ['word only in one body', 'tishrei', '', 'article-0281'],
  ['word only in one body', 'myrtle', '', 'article-0293'],
  ['word only in one body', 'holiest', '', 'article-0287'],
  ['word only in one episode', 'steerage', '', 'episode-the-long-memory-003'],
  ['word only in one episode', 'khachapuri', '', 'episode-table-for-ten-025'],
  ['recipe by an ingredient', 'ricotta', '', 'recipe-030'],
  ['recipe by an ingredient', 'watermelon', '', 'recipe-084'],
  ['recipe by an ingredient', 'barberries', '', 'recipe-080'],
  ['recipe by an ingredient', 'hawaij', '', 'recipe-011'],
  ['recipe by two ingredients', 'brisket apricots', '', 'recipe-004'],
  ['recipe by its words', 'chicken soup dill', '', 'recipe-010'],
  ['recipes only', 'challah', 'recipe', titled(/challah/i)],
  ['an episode', 'sweatshop', 'episode', 'episode-the-long-memory-006'],
  ['contributor', 'Jonah Amsalem', '', by('author-jonah-amsalem')],
  ['contributor', 'ruth toledano', '', by('author-ruth-toledano')],
  ['tag (not in any title)', 'television', '', tagged('television')],
  ['tag (not in any title)', 'medicine', '', tagged('medicine')],
  ['tag (two words)', 'tisha bav', 'article', tagged('tisha-bav')],
  ['misspelling (substitution)', 'tishrai', '', 'article-0281'],
  ['misspelling (substitution)', 'khachapury', '', 'episode-table-for-ten-025'],
  ['misspelling (deletion)', 'horseradsh', '', 'recipe-067'],
  ['misspelling (swap)', 'tamarnid', '', 'recipe-103'],
  ['stem (plural)', 'sweatshops', '', 'episode-the-long-memory-006'],
  ['stem (plural)', 'tenements', '', 'episode-the-long-memory-009'],
  ['stem (-ing)', 'abstaining', '', 'article-0287'],
  ['stem (fasting finds the fast)', 'fasting', '', titled(/\bfast\b/i)],
  ['phrase', '"expansion stalled"', '', 'article-0004'],
  ['phrase', '"perfect challah"', '', titled(/perfect challah/i)],
  ['prefix as you type', 'khachap', '', 'episode-table-for-ten-025'],
  ['prefix as you type', 'lemon ricot', '', 'recipe-030'],
  ['typed without its last letter', 'challa', 'recipe', titled(/challah/i)],
];
