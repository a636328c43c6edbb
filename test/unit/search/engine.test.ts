/** The search index's rules on a handful of documents (server/content/search). */
import { editDistance, SearchIndex, splitPhrases, type SearchDocument } from '../../../server/content/search/engine.js';
import { stem } from '../../../server/content/search/stem.js';
import { fold, MAX_WORD, tokenize } from '../../../server/content/search/text.js';

describe('stem (Porter)', () => {
  it.each([
    ['fasting', 'fast'],
    ['fasted', 'fast'],
    ['fasts', 'fast'],
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['generalizations', 'gener'],
    ['effective', 'effect'],
    ['sensibility', 'sensibl'],
    ['tenements', 'tenement'],
    ['sky', 'sky'],
    ['as', 'as'],
    ['1936', '1936'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('tokenize and fold', () => {
  it('splits on what is not a letter or digit, folds case and accents, keeps offsets', () => {
    expect(tokenize('Café-Braised, “Brisket” 1936!')).toEqual([
      { word: 'cafe', start: 0, end: 4 },
      { word: 'braised', start: 5, end: 12 },
      { word: 'brisket', start: 15, end: 22 },
      { word: '1936', start: 24, end: 28 },
    ]);
  });
  it('joins an apostrophe inside a word and drops a possessive', () => {
    expect(fold("Don't")).toBe('dont');
    expect(tokenize('Rabbi’s sermon').map((t) => t.word)).toEqual(['rabbi', 'sermon']);
  });
  it('finds exactly the words the regular expression of text.ts finds, in every script', () => {
    // The scanner against its definition, on text with accents, marks, astral letters, apostrophes
    // at both ends and doubled, digits, and a random mix of all of them.
    const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
    const pieces = ['Café', 'e\u0301', 'don’t', "'tis", "rock'n'roll", "o''clock", 'ab’', '’', '𝒜lgebra', '𠀀𠀁', 'שָׁלוֹם', 'Ωmega', '٣٤', '1936', ' ', '-', '\u0000', '😀', 'ǅ', 'x', '\n'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const texts = [...pieces, pieces.join(''), pieces.join(' ')];
    for (let k = 0; k < 300; k++) texts.push(Array.from({ length: 12 }, () => pieces[Math.floor(random() * pieces.length)]).join(''));
    for (const text of texts) {
      const expected = [...text.matchAll(WORD)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
      const found = tokenize(text).map((t) => ({ raw: text.slice(t.start, t.end), start: t.start, end: t.end }));
      expect(found).toEqual(expected.filter((m) => fold(m.raw) !== '' && fold(m.raw).length <= MAX_WORD));
    }
  });
  it('ignores control characters and GROQ or SQL syntax', () => {
    expect(tokenize('\u0000*[_type == "user"]; DROP TABLE--').map((t) => t.word)).toEqual(['type', 'user', 'drop', 'table']);
  });
});

describe('editDistance', () => {
  it('counts one edit for an insertion, deletion, substitution or swap', () => {
    expect(editDistance('challah', 'challa', 1)).toBe(1);
    expect(editDistance('challah', 'chaallah', 1)).toBe(1);
    expect(editDistance('challah', 'chellah', 1)).toBe(1);
    expect(editDistance('challah', 'chlalah', 1)).toBe(1);
    expect(editDistance('challah', 'chlelah', 1)).toBe(2);
  });
});

describe('splitPhrases', () => {
  it('takes quoted words as phrases; an unclosed quote runs to the end; one quoted word is a phrase of one', () => {
    expect(splitPhrases('"white kittel" story')).toEqual({ phrases: ['white kittel'], rest: '  story' });
    expect(splitPhrases('story "white kittel')).toEqual({ phrases: ['white kittel'], rest: 'story  ' });
    // The word itself, no prefix or nearby spelling: what 'search instead for "brisekt"' asks.
    expect(splitPhrases('"kittel"')).toEqual({ phrases: ['kittel'], rest: ' ' });
  });
});

const doc = (id: string, title: string, text: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  type: 'article',
  title,
  url: `/a/${id}`,
  date: '2020-01-01T00:00:00Z',
  releaseDate: null,
  section: { title: 'News', slug: 'news' },
  podcast: null,
  excerpt: null,
  fields: { title: [title], summary: [], labels: [], text: [text], gated: [] },
  ...extra,
});

const index = SearchIndex.buildSync([
  doc('a', 'Making Room for the Fast', 'A day of fasting and reflection.', { date: '2020-01-01T00:00:00Z' }),
  doc('b', 'The Fast of Esther', 'Purim begins after it.', { date: '2021-01-01T00:00:00Z' }),
  doc('c', 'Braided Bread', 'The challah rose twice in the warm kitchen.'),
  doc('d', 'A Premium Story', 'The teaser anyone reads.', {
    fields: { title: ['A Premium Story'], summary: ['Its dek.'], labels: [], text: ['The teaser anyone reads.'], gated: ['The secret saffron ending.'] },
  }),
  doc('e', 'Tomorrow’s Story', 'Not yet released challah.', { releaseDate: '2099-01-01T00:00:00Z' }),
  doc('r', 'Round Challah', 'Raisins and honey.', { type: 'recipe' }),
]);
const NOW = '2026-01-01T00:00:00Z';
const ids = (term: string, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
  index.search({ term, now: NOW, offset: 0, limit: 24, ...extra }).items.map((i) => i.id);

describe('SearchIndex', () => {
  it('puts title matches first, newest first, and an exact title before them', () => {
    expect(ids('fast')).toEqual(['b', 'a']);
    expect(ids('making room for the fast')[0]).toBe('a');
  });
  it('finds a word by its stem, and a word only in the text', () => {
    expect(ids('fasted')).toContain('a');
    expect(ids('kitchen')).toEqual(['c']);
  });
  it('matches the last word as a prefix, and one typo on words of five letters or more', () => {
    expect(ids('kitch')).toEqual(['c']);
    expect(ids('kitchne')).toEqual(['c']);
    expect(ids('wram')).toEqual([]);
  });
  it('requires a phrase’s words together', () => {
    expect(ids('"warm kitchen"')).toEqual(['c']);
    expect(ids('"kitchen warm"')).toEqual([]);
  });
  it('gates release dates by `now` and filters by type', () => {
    expect(ids('challah')).toEqual(['r', 'c']);
    expect(ids('challah', { now: '2099-01-01T00:00:00Z' })).toContain('e');
    expect(ids('challah', { types: ['recipe'] })).toEqual(['r']);
  });
  it('matches a gated body but never quotes it', () => {
    const [item] = index.search({ term: 'saffron', now: NOW, offset: 0, limit: 24 }).items;
    expect(item.id).toBe('d');
    expect(item.snippet?.text).not.toContain('saffron');
    expect(item.snippet?.highlights).toEqual([]);
  });
  it('marks matches in the snippet as ranges of its text', () => {
    const [item] = index.search({ term: 'kitchen', now: NOW, offset: 0, limit: 24 }).items;
    const { text, highlights } = item.snippet!;
    expect(highlights.map(([s, e]) => text.slice(s, e))).toEqual(['kitchen']);
  });
  it('suggests the nearest words when nothing matches', () => {
    const answer = index.search({ term: 'kitchenzz warmmm', now: NOW, offset: 0, limit: 24 });
    expect(answer.total).toBe(0);
    expect(answer.suggestions?.[0]).toBe('kitchen warm');
  });
  it('says which term it searched when a word was taken as a nearby spelling (brisekt -> brisket)', () => {
    const typo = index.search({ term: 'Kitchne', now: NOW, offset: 0, limit: 24 });
    expect(typo.items.map((i) => i.id)).toEqual(['c']);
    expect(typo.corrected).toBe('kitchen');
    expect(index.search({ term: 'warm kitchne', now: NOW, offset: 0, limit: 24 }).corrected).toBe('warm kitchen');
    // Words found as themselves or as prefixes were not corrected.
    expect(index.search({ term: 'kitchen', now: NOW, offset: 0, limit: 24 }).corrected).toBeUndefined();
    expect(index.search({ term: 'kitch', now: NOW, offset: 0, limit: 24 }).corrected).toBeUndefined();
  });
  it('takes a quoted word as typed: "kitchne" finds nothing and suggests kitchen', () => {
    const answer = index.search({ term: '"kitchne"', now: NOW, offset: 0, limit: 24 });
    expect(answer.total).toBe(0);
    expect(answer.corrected).toBeUndefined();
    expect(answer.suggestions?.[0]).toBe('kitchen');
    expect(ids('"kitchen"')).toEqual(['c']);
  });
});

describe('snippets', () => {
  const sentence = (n: number) => `Sentence number ${n} tells of the orchard and the long road home.`;
  const long = Array.from({ length: 12 }, (_, n) => sentence(n + 1)).join(' ');
  const snippets = SearchIndex.buildSync([
    doc('p', 'Paragraphs', `${sentence(1)}\n\nThe harvest came early that year. ${sentence(2)}\n\n${sentence(3)}`),
    doc('l', 'Long', `${long} Then the lighthouse keeper spoke. ${long}`),
  ]);
  const snippetOf = (term: string) => snippets.search({ term, now: NOW, offset: 0, limit: 24 }).items[0].snippet!.text;

  it('puts no ellipsis after a sentence’s or a paragraph’s end, nor before a paragraph’s start', () => {
    const text = snippetOf('harvest');
    expect(text).toBe(`The harvest came early that year. ${sentence(2)}`);
    expect(text).not.toMatch(/[.!?]…/);
  });
  it('cuts a long paragraph at a sentence’s end where it can, with an ellipsis only before', () => {
    const text = snippetOf('lighthouse');
    // From the start of a sentence before the match, not from the middle of the one before it.
    expect(text.startsWith('…Then the lighthouse keeper spoke.')).toBe(true);
    expect(text).toContain('lighthouse');
    expect(text).toMatch(/\.$/);
    expect(text).not.toMatch(/\.…$/);
  });
});
