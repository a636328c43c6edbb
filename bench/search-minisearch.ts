/**
 * The search contract of server/content/search/engine.ts (SearchIndex: build, search(request) ->
 * SearchAnswer) answered by MiniSearch (npm `minisearch`), for bench/search-library.ts only: the
 * comparison of docs/decisions/search-engine.md, "Weighed against MiniSearch". Not used by the server.
 *
 * What MiniSearch does here: the inverted index, BM25 scoring per field with our field weights, AND
 * of the words, prefix expansion of the word being typed, fuzzy matching (Levenshtein, one edit for
 * words of five letters or more), release-date and type filtering (its `filter`), and "Did you mean"
 * (its `autoSuggest`). What it cannot do, and stays ours around it: the words and the stemmer (its
 * `tokenize` and `processTerm` are our text.ts and stem.ts: MiniSearch has no stemmer), the title
 * tier (GROQ `match` words, exact title first, then newest first: a second MiniSearch of titles
 * gives the set, the order is ours), quoted phrases (MiniSearch keeps no positions: the documents
 * having every word are checked again by tokenizing their texts), the snippet (engine.ts's window,
 * located by tokenizing the text again) and `corrected` (which word matched only as a nearby spelling,
 * worked out from the terms each result matched). Not reproduced: the proximity boost (x1.5 for words
 * standing together) and the cap of 24 completions per prefix.
 *
 * Each word is indexed as itself and as its stem (`processTerm` returns both when they differ), so a
 * word being typed matches as a prefix of what was written ('celebrat' -> 'celebration'), as ours
 * does through its surface vocabulary, while a whole word matches by its stem.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { searchWords } from '../shared/search-terms.js';
import {
  editDistance,
  FIELDS,
  splitPhrases,
  window,
  type Field,
  type SearchAnswer,
  type SearchDocument,
  type SearchItem,
  type SearchRequest,
  type Snippet,
} from '../server/content/search/engine.js';
import { termOf, tokenize } from '../server/content/search/text.js';

const BOOST: Record<Field, number> = { title: 4, summary: 2, labels: 2.5, text: 1, gated: 1 };
const SNIPPET_FIELDS: readonly Field[] = ['text', 'summary'];
const TYPO_MIN_LENGTH = 5;

type Row = { id: string } & Record<Field, string>;

const words = (text: string): string[] => tokenize(text).map((t) => t.word);
/** Stems by word: MiniSearch asks for each occurrence, and stemming is the costly part (ours asks once a word). */
const stems = new Map<string, string>();
const stemOf = (word: string): string => {
  let stemmed = stems.get(word);
  if (stemmed === undefined) stems.set(word, (stemmed = termOf(word)));
  return stemmed;
};
/** A word indexed as written and as its stem. */
const asIndexed = (word: string): string | string[] => {
  const stemmed = stemOf(word);
  return stemmed === word ? word : [word, stemmed];
};

export class MiniSearchIndex {
  private readonly docs = new Map<string, SearchDocument>();
  private readonly full: MiniSearch<Row>;
  private readonly titles: MiniSearch<{ id: string; title: string }>;
  /** Time spent inside MiniSearch's own search and autoSuggest calls (the rest of a search is this adapter's). */
  libraryMs = 0;
  /** Newest first: a document's rank (0: the newest), for the title tier and ties. */
  private readonly dateRank = new Map<string, number>();

  private constructor() {
    this.full = new MiniSearch<Row>({
      fields: [...FIELDS],
      tokenize: words,
      processTerm: asIndexed,
      searchOptions: { boost: BOOST, weights: { prefix: 0.6, fuzzy: 0.45 }, bm25: { k: 1.2, b: 0.75, d: 0.5 } },
    });
    this.titles = new MiniSearch({ fields: ['title'], tokenize: searchWords, processTerm: (w) => w });
  }

  private static rowOf(doc: SearchDocument): Row {
    const row = { id: doc.id } as Row;
    for (const f of FIELDS) row[f] = doc.fields[f].join('\n\n');
    return row;
  }

  private finish(documents: readonly SearchDocument[]): void {
    const newest = [...documents].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1));
    newest.forEach((d, rank) => this.dateRank.set(d.id, rank));
  }

  static buildSync(documents: readonly SearchDocument[]): MiniSearchIndex {
    const index = new MiniSearchIndex();
    for (const doc of documents) index.docs.set(doc.id, doc);
    index.full.addAll(documents.map(MiniSearchIndex.rowOf));
    index.titles.addAll(documents.map((d) => ({ id: d.id, title: d.title })));
    index.finish(documents);
    return index;
  }

  get size(): number {
    return this.full.documentCount;
  }

  get vocabularySize(): number {
    return this.full.termCount;
  }

  search(request: SearchRequest): SearchAnswer {
    const { phrases, rest } = splitPhrases(request.term);
    const typed = [...new Set(words(rest))];
    const phraseWords = phrases.map(words).filter((p) => p.length > 0);
    if (typed.length === 0 && phraseWords.length === 0) return { items: [], total: 0 };
    const types = request.types && request.types.length > 0 ? new Set(request.types) : null;
    const allowed = (id: string) => {
      const doc = this.docs.get(id)!;
      return (!types || types.has(doc.type)) && (doc.releaseDate === null || doc.releaseDate <= request.now);
    };
    const filter = (r: SearchResult) => allowed(r.id as string);

    // Full text: every word (the last one, being typed, also as a prefix; a long one also one edit
    // away), every word of every phrase as itself.
    const typing = !/[\s"\u201c\u201d]$/.test(request.term);
    const queries: Query[] = typed.map((word, i) => {
      const last = typing && i === typed.length - 1;
      const fuzzy = word.length >= TYPO_MIN_LENGTH && !/\d/.test(word) ? 1 : false;
      const stemmed = stemOf(word);
      return { queries: [stemmed], combineWith: 'OR', fuzzy, ...(last ? { queries: [stemmed, word], prefix: (t: string) => t === word } : {}) };
    });
    for (const p of phraseWords) for (const w of p) queries.push({ queries: [stemOf(w)], prefix: false, fuzzy: false });
    const options: SearchOptions = { filter, processTerm: (t) => t };
    let t = performance.now();
    let found = this.full.search({ queries, combineWith: 'AND' }, options);
    this.libraryMs += performance.now() - t;
    if (phraseWords.length > 0) found = found.filter((r) => phraseWords.every((p) => this.hasPhrase(r.id as string, p)));

    // Title matches (GROQ `match` words, each a prefix of a title word), with a phrase only those that have it.
    const titleWords = searchWords(request.term);
    t = performance.now();
    let titleIds = titleWords.length > 0 ? this.titles.search(titleWords.join(' '), { prefix: true, combineWith: 'AND', filter }).map((r) => r.id as string) : [];
    this.libraryMs += performance.now() - t;
    const inFull = new Set(found.map((r) => r.id as string));
    if (phraseWords.length > 0) titleIds = titleIds.filter((id) => inFull.has(id));
    const termKey = [...phrases, rest].flatMap(words).join(' ');
    const byDate = (a: string, b: string) => this.dateRank.get(a)! - this.dateRank.get(b)!;
    const exact = titleIds.filter((id) => words(this.docs.get(id)!.title).join(' ') === termKey).sort(byDate);
    const exactSet = new Set(exact);
    const titled = titleIds.filter((id) => !exactSet.has(id)).sort(byDate);
    const inTitles = new Set(titleIds);
    const others = found.filter((r) => !inTitles.has(r.id as string)).sort((a, b) => b.score - a.score || byDate(a.id as string, b.id as string));
    const ranked = [...exact, ...titled, ...others.map((r) => r.id as string)];

    const matched = new Set(found.flatMap((r) => r.terms));
    const queryWords = [...typed, ...phraseWords.flat()];
    const items = ranked.slice(request.offset, request.offset + request.limit).map((id) => this.item(id, matched, queryWords));
    const answer: SearchAnswer = { items, total: ranked.length };
    if (answer.total > 0) {
      const corrected = this.corrected(request.term, typed, matched);
      if (corrected !== undefined) answer.corrected = corrected;
    } else {
      t = performance.now();
      const suggestions = this.full
        .autoSuggest(queryWords.join(' '), { fuzzy: (t) => (t.length >= 4 ? 2 : 1), prefix: false, processTerm: (t) => t })
        .slice(0, 3)
        .map((s) => s.suggestion);
      this.libraryMs += performance.now() - t;
      if (suggestions.length > 0) answer.suggestions = suggestions;
    }
    return answer;
  }

  /** Whether the words stand next to each other, in order, in one text of one field. */
  private hasPhrase(id: string, phrase: string[]): boolean {
    const terms = phrase.map(stemOf);
    const doc = this.docs.get(id)!;
    for (const f of FIELDS) {
      for (const text of doc.fields[f]) {
        const t = words(text).map(stemOf);
        for (let i = 0; i + terms.length <= t.length; i++) if (terms.every((term, k) => t[i + k] === term)) return true;
      }
    }
    return false;
  }

  /** The term as typed, each word that matched only as a nearby spelling replaced by its most found neighbour. */
  private corrected(term: string, typed: string[], matched: Set<string>): string | undefined {
    const best = new Map<string, string>();
    const exactOnly: SearchOptions = { prefix: false, fuzzy: false, processTerm: (t) => t };
    for (const word of typed) {
      const stemmed = stemOf(word);
      if (matched.has(stemmed) || [...matched].some((m) => m.startsWith(word))) continue;
      const near = [...matched]
        .filter((m) => editDistance(stemmed, m, 1) <= 1 || editDistance(word, m, 1) <= 1)
        .map((m) => ({ m, df: this.full.search(m, exactOnly).length }))
        .sort((a, b) => b.df - a.df || (a.m < b.m ? -1 : 1));
      if (near.length > 0) best.set(word, near[0].m);
    }
    if (best.size === 0) return undefined;
    let out = '';
    let at = 0;
    for (const t of tokenize(term)) {
      const near = best.get(t.word);
      if (near === undefined) continue;
      out += term.slice(at, t.start) + near;
      at = t.end;
    }
    return (out + term.slice(at)).trim();
  }

  private item(id: string, matched: Set<string>, queryWords: string[]): SearchItem {
    const doc = this.docs.get(id)!;
    return {
      id: doc.id,
      type: doc.type,
      title: doc.title,
      url: doc.url,
      date: doc.date,
      section: doc.section,
      podcast: doc.podcast,
      excerpt: doc.excerpt,
      snippet: this.snippet(doc, matched, queryWords),
    };
  }

  private snippet(doc: SearchDocument, matched: Set<string>, queryWords: string[]): Snippet | null {
    const isMatch = (word: string) => matched.has(word) || matched.has(stemOf(word)) || queryWords.some((w) => word.startsWith(w));
    for (const field of SNIPPET_FIELDS) {
      const texts = doc.fields[field].filter((t) => t.trim() !== '');
      if (texts.length === 0) continue;
      const text = texts.join('\n\n');
      const first = tokenize(text).find((t) => matched.has(t.word) || matched.has(stemOf(t.word)));
      if (first) return window(text, first.start, isMatch);
    }
    const fallback = [doc.fields.summary, doc.fields.text].map((f) => f.filter((t) => t.trim() !== '')).find((f) => f.length > 0);
    return fallback ? window(fallback.join('\n\n'), 0, () => false) : null;
  }
}
