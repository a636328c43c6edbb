/**
 * The full-text search index (docs/decisions/search-engine.md): an inverted index held in this
 * process, built from the documents one GROQ query returns (./documents.ts), so every replica
 * given the same content builds the same index.
 *
 * What a search matches and how it ranks (docs/architecture.md#search):
 * 1. Title matches first, as the title search always did: documents whose title has, for every word
 *    of the term, a word starting with it (GROQ `match` words, shared/search-terms.ts). A title equal
 *    to the term comes before the others; the rest are newest first.
 * 2. Then every other document that has every word of the term somewhere (title, summary, text,
 *    contributors, tags, or a premium body that is matched but never shown), best BM25F score first.
 *    A word matches its own stem ('fasting' finds 'fast'), every indexed word it starts (as you
 *    type), and, when it has five letters or more and neither of those exists, an indexed word one
 *    edit away (insertion, deletion, substitution or swap of two neighbours). "Quoted words" must
 *    appear next to each other in one field.
 * Release dates are gated per search (`now`), so the index needs no rebuild when a story's time comes.
 */
import { searchWords, type SearchResultType } from '../../../shared/search-terms.js';
import { eachWord, termOf, tokenize } from './text.js';

export type SearchType = SearchResultType;
export const SEARCH_TYPES: readonly SearchType[] = ['article', 'podcastEpisode', 'recipe'];

export interface Ref {
  title: string;
  slug: string;
}

/** Where a document's words are, and how much a match there weighs. */
export const FIELDS = ['title', 'summary', 'labels', 'text', 'gated'] as const;
export type Field = (typeof FIELDS)[number];
const FIELD_WEIGHT: Record<Field, number> = { title: 4, summary: 2, labels: 2.5, text: 1, gated: 1 };
/** Fields a snippet may quote: what any visitor may read. Never `gated` (a premium body past its teaser). */
const SNIPPET_FIELDS: readonly Field[] = ['text', 'summary'];

/** One searchable document, as ./documents.ts makes it from the query's rows. */
export interface SearchDocument {
  id: string;
  type: SearchType;
  title: string;
  url: string;
  /** The date shown and sorted on (each type's rule). */
  date: string;
  /** Hidden while later than the search's `now` (null: always released). */
  releaseDate: string | null;
  section: Ref | null;
  podcast: Ref | null;
  excerpt: string | null;
  /** Each field's texts (paragraphs, names, tags): a phrase never spans two of them. */
  fields: Record<Field, string[]>;
}

/** A highlighted excerpt: plain text, and the [start, end) ranges to mark in it. */
export interface Snippet {
  text: string;
  highlights: Array<[number, number]>;
}

export interface SearchItem {
  id: string;
  type: SearchType;
  title: string;
  url: string;
  date: string;
  section: Ref | null;
  podcast: Ref | null;
  excerpt: string | null;
  snippet: Snippet | null;
}

export interface SearchRequest {
  term: string;
  /** Release gate: documents released at or before it (ISO string). */
  now: string;
  types?: readonly SearchType[];
  offset: number;
  limit: number;
}

export interface SearchAnswer {
  items: SearchItem[];
  total: number;
  /** With no results: whole terms, each a nearby spelling of the term ('Did you mean ...'). */
  suggestions?: string[];
  /**
   * The term as it was searched when a word of it matched nothing itself and was taken as a nearby
   * word ('brisekt' -> 'brisket'): the page says so, and offers the word as typed, in quotes.
   */
  corrected?: string;
}

/** Positions are field * FIELD_SPAN + position in the field. */
const FIELD_SPAN = 1 << 22;
/** Positions skipped between two texts of a field, so a phrase never joins them. */
const TEXT_GAP = 8;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** A word's expansions, by how they matched. */
const EXACT = 1;
const PREFIX = 0.6;
const TYPO = 0.45;
/** Most indexed words one typed word expands to as a prefix (the most frequent are kept). */
const MAX_PREFIX_EXPANSIONS = 24;
/** An indexed word shorter than this is not also taken as a prefix (it would be most of the vocabulary). */
const MIN_PREFIX_WITH_EXACT = 4;
/** Shortest typed word tolerated with one typo, and shortest indexed word it may reach. */
export const TYPO_MIN_LENGTH = 5;
/** Words of a term checked for standing together, the documents checked, and their reward. */
const MAX_PROXIMITY_WORDS = 5;
const PROXIMITY_CANDIDATES = 200;
const PROXIMITY_BOOST = 1.5;
const SNIPPET_LEAD = 60;
const SNIPPET_LENGTH = 200;
/** A snippet cut at a sentence's end keeps at least this much of its window. */
const SNIPPET_SENTENCE_MIN = 120;
/** A sentence's last characters: its stop and any closing quote or bracket, before a space. */
const SENTENCE_END = /[.!?\u2026]["'\u201D\u2019)\]]*(?=\s)/g;
/** Text that ends a sentence (no ellipsis after it). */
const ENDS_SENTENCE = /[.!?\u2026]["'\u201D\u2019)\]]*$/;

interface Posting {
  docs: Int32Array;
  /** Weighted term frequency in each document. */
  wtf: Float32Array;
  /** posStart[i]..posStart[i + 1]: positions of the term in docs[i], ascending. */
  posStart: Int32Array;
  pos: Int32Array;
}

interface DocEntry {
  doc: SearchDocument;
  /** Joined text of each snippet field, and its tokens' start offsets by position. */
  snippetText: Partial<Record<Field, { text: string; starts: Int32Array }>>;
  weightedLength: number;
  /** Folded title words, joined by spaces: an exact-title match compares with it. */
  titleKey: string;
}

interface Builder {
  docs: number[];
  wtf: number[];
  posStart: number[];
  pos: number[];
}

/** Rows of editDistance, reused: a search compares thousands of words, and allocating them was most of its cost. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance, capped: returns max + 1 as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, before[j - 2] + 1);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

const deletions = (w: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
};

/** The title words GROQ `match` sees (shared/search-terms.ts), for the title tier. */
const titleWords = (title: string): string[] => searchWords(title);

export class SearchIndex {
  private readonly entries: DocEntry[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly postings: Posting[] = [];
  /** Folded word as written -> its term; sorted list of those words for prefix ranges. */
  private readonly surface = new Map<string, number>();
  private sortedSurface: string[] = [];
  /** One-deletion variants of each indexed word of TYPO_MIN_LENGTH - 1 letters or more. */
  private readonly deletionsOf = new Map<string, string[]>();
  /** Title words (GROQ's) -> documents, and the sorted words. */
  private readonly titleDocs = new Map<string, number[]>();
  private sortedTitleWords: string[] = [];
  private averageLength = 1;
  /** BM25's length normalisation of each document: k1 * (1 - b + b * length / average length). */
  private lengthNorm = new Float64Array(0);
  /**
   * Each document's release date, type (a bit of TYPE_BIT) and rank by date (0: the newest), so a
   * search gates and orders thousands of documents without reading their objects.
   */
  private releaseDates: Array<string | null> = [];
  private typeBits = new Uint8Array(0);
  private dateRank = new Int32Array(0);
  private byRank = new Int32Array(0);
  /** Indexed words without digits, by length, with their letterMask: the candidates of a "Did you mean". */
  private readonly wordsByLength: Array<{ words: string[]; masks: number[] }> = [];
  private scratch: Scratch | null = null;

  /** Builds in slices of `sliceSize` documents, yielding between them when `yieldEvery` is given. */
  static async build(documents: readonly SearchDocument[], yieldEvery?: () => Promise<void>, sliceSize = 100): Promise<SearchIndex> {
    const index = new SearchIndex();
    const builders: Builder[] = [];
    for (let start = 0; start < documents.length; start += sliceSize) {
      for (const doc of documents.slice(start, start + sliceSize)) index.add(doc, builders);
      if (yieldEvery) await yieldEvery();
    }
    index.finish(builders);
    return index;
  }

  static buildSync(documents: readonly SearchDocument[]): SearchIndex {
    const index = new SearchIndex();
    const builders: Builder[] = [];
    for (const doc of documents) index.add(doc, builders);
    index.finish(builders);
    return index;
  }

  get size(): number {
    return this.entries.length;
  }

  get vocabularySize(): number {
    return this.surface.size;
  }

  private add(doc: SearchDocument, builders: Builder[]): void {
    const docId = this.entries.length;
    const entry: DocEntry = { doc, snippetText: {}, weightedLength: 0, titleKey: tokenize(doc.title).map((t) => t.word).join(' ') };
    this.entries.push(entry);
    /** term -> [weighted frequency, ...positions] */
    const local = new Map<number, number[]>();
    FIELDS.forEach((field, f) => {
      const keepStarts = SNIPPET_FIELDS.includes(field);
      const weight = FIELD_WEIGHT[field];
      const starts: number[] = [];
      let position = 0;
      let offset = 0;
      const texts = doc.fields[field].filter((t) => t.trim() !== '');
      for (const text of texts) {
        eachWord(text, (word, start) => {
          const term = this.termFor(word);
          const list = local.get(term);
          if (list) {
            list[0] += weight;
            list.push(f * FIELD_SPAN + position);
          } else local.set(term, [weight, f * FIELD_SPAN + position]);
          if (keepStarts) starts[position] = offset + start;
          entry.weightedLength += weight;
          position++;
        });
        position += TEXT_GAP;
        offset += text.length + 2;
      }
      if (keepStarts && texts.length > 0) entry.snippetText[field] = { text: texts.join('\n\n'), starts: Int32Array.from(starts, (v) => v ?? -1) };
    });
    for (const [term, list] of local) {
      let b = builders[term];
      if (!b) builders[term] = b = { docs: [], wtf: [], posStart: [], pos: [] };
      b.docs.push(docId);
      b.wtf.push(list[0]);
      b.posStart.push(b.pos.length);
      for (let i = 1; i < list.length; i++) b.pos.push(list[i]);
    }
    for (const word of new Set(titleWords(doc.title))) {
      let list = this.titleDocs.get(word);
      if (!list) this.titleDocs.set(word, (list = []));
      list.push(docId);
    }
  }

  private termFor(word: string): number {
    let term = this.surface.get(word);
    if (term !== undefined) return term;
    const key = termOf(word);
    term = this.termIds.get(key);
    if (term === undefined) {
      term = this.termIds.size;
      this.termIds.set(key, term);
    }
    this.surface.set(word, term);
    return term;
  }

  private finish(builders: Builder[]): void {
    for (let t = 0; t < this.termIds.size; t++) {
      const b = builders[t] ?? { docs: [], wtf: [], posStart: [], pos: [] };
      this.postings.push({
        docs: Int32Array.from(b.docs),
        wtf: Float32Array.from(b.wtf),
        posStart: Int32Array.from([...b.posStart, b.pos.length]),
        pos: Int32Array.from(b.pos),
      });
    }
    this.sortedSurface = [...this.surface.keys()].sort();
    this.sortedTitleWords = [...this.titleDocs.keys()].sort();
    for (const word of this.sortedSurface) {
      if (word.length < TYPO_MIN_LENGTH - 1 || /\d/.test(word)) continue;
      for (const d of deletions(word)) {
        const list = this.deletionsOf.get(d);
        if (list) list.push(word);
        else this.deletionsOf.set(d, [word]);
      }
    }
    const total = this.entries.reduce((sum, e) => sum + e.weightedLength, 0);
    this.averageLength = Math.max(1, total / Math.max(1, this.entries.length));
    this.lengthNorm = Float64Array.from(this.entries, (e) => BM25_K1 * (1 - BM25_B + (BM25_B * e.weightedLength) / this.averageLength));
    this.releaseDates = this.entries.map((e) => e.doc.releaseDate);
    this.typeBits = Uint8Array.from(this.entries, (e) => TYPE_BIT[e.doc.type]);
    const newestFirst = (a: number, b: number) => {
      const da = this.entries[a].doc;
      const db = this.entries[b].doc;
      return da.date === db.date ? (da.id < db.id ? -1 : 1) : da.date < db.date ? 1 : -1;
    };
    this.byRank = Int32Array.from(this.entries.keys()).sort(newestFirst);
    this.dateRank = new Int32Array(this.entries.length);
    this.byRank.forEach((d, rank) => (this.dateRank[d] = rank));
    for (const word of this.sortedSurface) {
      if (/\d/.test(word)) continue;
      const band = (this.wordsByLength[word.length] ??= { words: [], masks: [] });
      band.words.push(word);
      band.masks.push(letterMask(word));
    }
  }

  /** Words of the sorted list `words` that start with `prefix`. */
  private static prefixRange(words: readonly string[], prefix: string): string[] {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < words.length && words[i].startsWith(prefix); i++) out.push(words[i]);
    return out;
  }

  private df(term: number): number {
    return this.postings[term].docs.length;
  }

  /** Indexed words one edit from `word` (which has TYPO_MIN_LENGTH letters or more). */
  private typoNeighbours(word: string): string[] {
    const found = new Set<string>(this.deletionsOf.get(word) ?? []);
    for (const d of deletions(word)) {
      if (this.surface.has(d) && d.length >= TYPO_MIN_LENGTH - 1) found.add(d);
      for (const w of this.deletionsOf.get(d) ?? []) found.add(w);
    }
    return [...found].filter((w) => w !== word && editDistance(word, w, 1) <= 1);
  }

  /**
   * The terms a typed word matches, each with the weight of how it matched. `typing`: the word may
   * be unfinished (the term's last word, no space after it), so it also matches as a prefix; so does
   * any word that is not indexed itself. A short word that is indexed ('the') matches only itself.
   */
  private expand(word: string, typing: boolean): Map<number, number> {
    const out = new Map<number, number>();
    const exact = this.termIds.get(termOf(word));
    if (exact !== undefined) out.set(exact, EXACT);
    const asPrefix = exact === undefined || (typing && word.length >= MIN_PREFIX_WITH_EXACT);
    const prefixed = (asPrefix ? SearchIndex.prefixRange(this.sortedSurface, word) : [])
      .map((w) => this.surface.get(w)!)
      .filter((t) => t !== exact);
    const unique = [...new Set(prefixed)].sort((a, b) => this.df(b) - this.df(a)).slice(0, MAX_PREFIX_EXPANSIONS);
    for (const t of unique) out.set(t, PREFIX);
    if (out.size === 0 && word.length >= TYPO_MIN_LENGTH && !/\d/.test(word)) {
      for (const w of this.typoNeighbours(word)) {
        const t = this.surface.get(w)!;
        if (!out.has(t)) out.set(t, TYPO);
      }
    }
    return out;
  }

  private idf(term: number): number {
    const n = this.entries.length;
    const df = this.postings[term].docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private bm25(term: number, i: number, idf = this.idf(term)): number {
    const p = this.postings[term];
    const tf = p.wtf[i];
    return (idf * tf * (BM25_K1 + 1)) / (tf + this.lengthNorm[p.docs[i]]);
  }

  private scratchFor(): Scratch {
    this.scratch ??= new Scratch(this.entries.length);
    return this.scratch;
  }

  /**
   * The documents that have one word (its best expansion's score), among `within` (the documents
   * that had every word before it) or, for the first, every document `allowed`: each one's running
   * score grows by its best expansion's.
   */
  private matchWord(expansions: Map<number, number>, within: Candidates | null, allowed: (doc: number) => boolean): Candidates {
    const s = this.scratchFor();
    const seen = s.next();
    const list = s.listFor(within);
    let count = 0;
    const { lengthNorm } = this;
    for (const [term, weight] of expansions) {
      const p = this.postings[term];
      // BM25 (this.bm25) with its constant factors taken out of the loop.
      const factor = weight * this.idf(term) * (BM25_K1 + 1);
      for (let i = 0; i < p.docs.length; i++) {
        const doc = p.docs[i];
        if (within ? s.alive[doc] !== within.stamp : !allowed(doc)) continue;
        const tf = p.wtf[i];
        const score = (factor * tf) / (tf + lengthNorm[doc]);
        if (s.seen[doc] !== seen) {
          s.seen[doc] = seen;
          s.best[doc] = score;
          list[count++] = doc;
        } else if (score > s.best[doc]) s.best[doc] = score;
      }
    }
    return s.keep(list, count, within !== null);
  }

  /** Among `within` (or every document allowed), those where the phrase's terms stand next to each other. */
  private matchPhrase(terms: number[], within: Candidates | null, allowed: (doc: number) => boolean): Candidates {
    const s = this.scratchFor();
    const list = s.listFor(within);
    let count = 0;
    const first = this.postings[terms[0]];
    for (let i = 0; i < first.docs.length; i++) {
      const doc = first.docs[i];
      if (within ? s.alive[doc] !== within.stamp : !allowed(doc)) continue;
      const rest: Int32Array[] = [];
      for (let k = 1; k < terms.length; k++) {
        const positions = this.positionsIn(terms[k], doc);
        if (!positions) break;
        rest.push(positions);
      }
      if (rest.length < terms.length - 1) continue;
      let hits = 0;
      for (let j = first.posStart[i]; j < first.posStart[i + 1]; j++) {
        const start = first.pos[j];
        if (rest.every((positions, k) => includes(positions, start + k + 1))) hits++;
      }
      if (hits === 0) continue;
      let score = 0;
      for (const t of terms) score += this.bm25(t, this.indexOf(this.postings[t], doc));
      s.best[doc] = score * (1 + Math.log(1 + hits));
      list[count++] = doc;
    }
    return s.keep(list, count, within !== null);
  }

  private positionsIn(term: number, doc: number): Int32Array | null {
    const p = this.postings[term];
    let lo = 0;
    let hi = p.docs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (p.docs[mid] === doc) return p.pos.subarray(p.posStart[mid], p.posStart[mid + 1]);
      if (p.docs[mid] < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  private indexOf(p: Posting, doc: number): number {
    let lo = 0;
    let hi = p.docs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (p.docs[mid] === doc) return mid;
      if (p.docs[mid] < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /**
   * Raises the score of the best PROXIMITY_CANDIDATES documents where the words stand next to each
   * other, in order, in one field (a name, 'Ruth Toledano'; a dish, 'chicken soup').
   */
  private boostAdjacent(found: Candidates, expansions: Array<Map<number, number>>): void {
    const { total } = this.scratchFor();
    const docs = found.list.subarray(0, found.count);
    const floor = docs.length > PROXIMITY_CANDIDATES ? nthHighest(docs, total, PROXIMITY_CANDIDATES) : -Infinity;
    for (const doc of docs) {
      if (total[doc] < floor) continue;
      const sets = expansions.map((terms) => {
        const set = new Set<number>();
        for (const term of terms.keys()) for (const p of this.positionsIn(term, doc) ?? []) set.add(p);
        return set;
      });
      const adjacent = [...sets[0]].some((p) => sets.every((set, k) => set.has(p + k)));
      if (adjacent) total[doc] *= PROXIMITY_BOOST;
    }
  }

  /** Documents whose title has a word starting with each of `words` (the title search's rule). */
  private titleMatches(words: string[], allowed: (doc: number) => boolean): Set<number> {
    let result: Set<number> | null = null;
    for (const word of words) {
      const docs = new Set<number>();
      for (const w of SearchIndex.prefixRange(this.sortedTitleWords, word)) {
        for (const d of this.titleDocs.get(w)!) if ((result === null || result.has(d)) && allowed(d)) docs.add(d);
      }
      result = docs;
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }

  search(request: SearchRequest): SearchAnswer {
    const { phrases, rest } = splitPhrases(request.term);
    const words = [...new Set(tokenize(rest).map((t) => t.word))];
    const phraseTokens = phrases.map((p) => tokenize(p).map((t) => t.word)).filter((p) => p.length > 0);
    if (words.length === 0 && phraseTokens.length === 0) return { items: [], total: 0 };
    const typeMask = request.types && request.types.length > 0 ? request.types.reduce((m, t) => m | TYPE_BIT[t], 0) : ALL_TYPES;
    const { releaseDates, typeBits } = this;
    const now = request.now;
    const allowed = (d: number) => (typeBits[d] & typeMask) !== 0 && (releaseDates[d] === null || releaseDates[d]! <= now);

    // Full text: every word (one of its expansions) and every phrase.
    const matched = new Set<number>();
    let found: Candidates | null = null;
    const missing: string[] = [];
    /** Words found only as nearby spellings (expand's TYPO). */
    const typos: string[] = [];
    const typing = !/[\s"\u201c\u201d]$/.test(request.term);
    for (const [i, word] of words.entries()) {
      const expansions = this.expand(word, typing && i === words.length - 1);
      if (expansions.size === 0) missing.push(word);
      else if ([...expansions.values()].every((weight) => weight === TYPO)) typos.push(word);
      for (const t of expansions.keys()) matched.add(t);
      if (found === null || found.count > 0) found = this.matchWord(expansions, found, allowed);
    }
    for (const tokens of phraseTokens) {
      const terms = tokens.map((w) => this.termIds.get(termOf(w)));
      if (terms.some((t) => t === undefined)) {
        missing.push(...tokens.filter((w) => this.termIds.get(termOf(w)) === undefined));
        found = NONE;
        continue;
      }
      for (const t of terms) matched.add(t!);
      if (found === null || found.count > 0) found = this.matchPhrase(terms as number[], found, allowed);
    }
    const fullText: Candidates = found ?? NONE;
    if (words.length >= 2 && words.length <= MAX_PROXIMITY_WORDS && fullText.count > 0) this.boostAdjacent(fullText, words.map((w) => this.expand(w, false)));
    const s = this.scratchFor();
    const inFullText = (d: number) => fullText !== NONE && s.alive[d] === fullText.stamp;

    // Title matches (the words as GROQ `match` splits them); with a phrase, only those that have it.
    const titleTier = this.titleMatches(searchWords(request.term), allowed);
    if (phraseTokens.length > 0) for (const d of titleTier) if (!inFullText(d)) titleTier.delete(d);

    const termKey = [...phrases, rest].flatMap((p) => tokenize(p).map((t) => t.word)).join(' ');
    const exact: number[] = [];
    const titled: number[] = [];
    const inTitleTier = s.next();
    for (const d of titleTier) {
      (this.entries[d].titleKey === termKey ? exact : titled).push(d);
      s.seen[d] = inTitleTier;
    }
    const titleRanked = [...this.newestFirst(exact), ...this.newestFirst(titled)];
    let others = 0;
    for (let k = 0; k < fullText.count; k++) if (s.seen[fullText.list[k]] !== inTitleTier) fullText.list[others++] = fullText.list[k];
    const total = titleRanked.length + others;

    // The page: title matches, then the rest by score (only as many of them sorted as the page reaches).
    const { offset, limit } = request;
    const page = titleRanked.slice(offset, offset + limit);
    const wanted = Math.min(others, offset + limit - titleRanked.length);
    if (page.length < limit && wanted > 0) {
      const best = this.bestFirst(fullText.list.subarray(0, others), wanted);
      page.push(...best.slice(Math.max(0, offset - titleRanked.length), wanted));
    }
    const queryWords = [...words, ...phraseTokens.flat()];
    const items = page.map((d) => this.item(d, matched, queryWords));
    const answer: SearchAnswer = { items, total };
    if (total > 0 && typos.length > 0) answer.corrected = this.corrected(request.term, typos);
    if (total === 0) {
      const suggestions = this.suggest(request.term, missing.length > 0 ? missing : []);
      if (suggestions.length > 0) answer.suggestions = suggestions;
    }
    return answer;
  }

  /** Documents newest first (their dates, then ids). */
  private newestFirst(docs: number[]): number[] {
    const ranks = Int32Array.from(docs, (d) => this.dateRank[d]).sort();
    return Array.from(ranks, (r) => this.byRank[r]);
  }

  /** The `wanted` best of `docs` by this search's score (ties: newest first), best first. */
  private bestFirst(docs: Int32Array, wanted: number): number[] {
    const { total } = this.scratchFor();
    const floor = docs.length > wanted ? nthHighest(docs, total, wanted) : -Infinity;
    const kept: number[] = [];
    for (const d of docs) if (total[d] >= floor) kept.push(d);
    return kept.sort((a, b) => total[b] - total[a] || this.dateRank[a] - this.dateRank[b]).slice(0, wanted);
  }

  private item(d: number, matched: Set<number>, queryWords: string[]): SearchItem {
    const { doc } = this.entries[d];
    return {
      id: doc.id,
      type: doc.type,
      title: doc.title,
      url: doc.url,
      date: doc.date,
      section: doc.section,
      podcast: doc.podcast,
      excerpt: doc.excerpt,
      snippet: this.snippet(d, matched, queryWords),
    };
  }

  /** Text around the first match in what a visitor may read (the text, else the summary), marks on matches. */
  private snippet(d: number, matched: Set<number>, queryWords: string[]): Snippet | null {
    const entry = this.entries[d];
    for (const field of SNIPPET_FIELDS) {
      const source = entry.snippetText[field];
      if (!source) continue;
      const f = FIELDS.indexOf(field);
      let first = Infinity;
      for (const term of matched) {
        const positions = this.positionsIn(term, d);
        if (!positions) continue;
        for (const p of positions) {
          if (Math.floor(p / FIELD_SPAN) === f) {
            first = Math.min(first, p % FIELD_SPAN);
            break;
          }
        }
      }
      if (first === Infinity) continue;
      return window(source.text, Math.max(0, source.starts[first] ?? 0), (t) => this.isMatch(t, matched, queryWords));
    }
    const fallback = entry.snippetText.summary ?? entry.snippetText.text;
    return fallback ? window(fallback.text, 0, () => false) : null;
  }

  private isMatch(word: string, matched: Set<number>, queryWords: string[]): boolean {
    const term = this.surface.get(word);
    return (term !== undefined && matched.has(term)) || queryWords.some((w) => word.startsWith(w));
  }

  /** `term` as typed, each of `typos` replaced by its most frequent nearby word (the one most results have). */
  private corrected(term: string, typos: string[]): string {
    const best = new Map<string, string>();
    for (const word of typos) {
      const near = this.typoNeighbours(word).sort((a, b) => this.df(this.surface.get(b)!) - this.df(this.surface.get(a)!) || (a < b ? -1 : 1));
      if (near[0]) best.set(word, near[0]);
    }
    let out = '';
    let at = 0;
    eachWord(term, (word, start, end) => {
      const near = best.get(word);
      if (near === undefined) return;
      out += term.slice(at, start) + near;
      at = end;
    });
    return (out + term.slice(at)).trim();
  }

  /** Whole terms with each unknown word replaced by the nearest indexed words (up to three). */
  private suggest(term: string, missing: string[]): string[] {
    if (missing.length === 0) return [];
    const options = missing.map((word) => ({ word, near: this.nearest(word) }));
    if (options.some((o) => o.near.length === 0)) return [];
    const base = tokenize(term).map((t) => t.word);
    const out: string[] = [];
    for (let k = 0; k < 3; k++) {
      const replaced = base.map((w) => {
        const o = options.find((x) => x.word === w);
        return o ? (o.near[k] ?? o.near[0]) : w;
      });
      const s = replaced.join(' ');
      if (!out.includes(s)) out.push(s);
    }
    return out;
  }

  /** Indexed words at most two edits from `word`, nearest and most frequent first. */
  private nearest(word: string): string[] {
    const max = word.length >= 4 ? 2 : 1;
    const found: Array<{ w: string; dist: number; df: number }> = [];
    const mask = letterMask(word);
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
      const band = this.wordsByLength[length];
      if (!band) continue;
      for (let k = 0; k < band.words.length; k++) {
        // Each character one word has and the other lacks takes an edit: too many, and the distance is past max.
        if (bitCount(mask & ~band.masks[k]) > max || bitCount(band.masks[k] & ~mask) > max) continue;
        const w = band.words[k];
        const dist = editDistance(word, w, max);
        if (dist <= max) found.push({ w, dist, df: this.df(this.surface.get(w)!) });
      }
    }
    found.sort((a, b) => a.dist - b.dist || b.df - a.df || (a.w < b.w ? -1 : 1));
    return found.slice(0, 3).map((f) => f.w);
  }
}

/**
 * "Quoted" parts of a term (an unclosed quote runs to the end), and the words outside them. One
 * quoted word is a phrase of one: that word itself, neither a prefix nor a nearby spelling (what
 * 'search instead for "brisekt"' asks).
 */
export function splitPhrases(term: string): { phrases: string[]; rest: string } {
  const phrases: string[] = [];
  const rest = term.replace(/["\u201c\u201d]([^"\u201c\u201d]*)(?:["\u201c\u201d]|$)/g, (_, phrase: string) => {
    if (tokenize(phrase).length > 0) phrases.push(phrase);
    return ' ';
  });
  return { phrases, rest };
}

/** SNIPPET_LENGTH characters of `text` from a little before `at`, cut at spaces, with their matches marked. */
export function window(text: string, at: number, isMatch: (word: string) => boolean): Snippet {
  let start = Math.max(0, at - SNIPPET_LEAD);
  if (start > 0) {
    const paragraph = text.lastIndexOf('\n', at);
    if (paragraph >= start) start = paragraph + 1;
    else {
      // At a sentence's start before the match, if one is in the lead ('…It would be', not '…so. It would be'); else after a space.
      let sentence = -1;
      for (const m of text.slice(start, at).matchAll(SENTENCE_END)) sentence = start + m.index + m[0].length + 1;
      const space = text.indexOf(' ', start);
      start = sentence > start && sentence <= at ? sentence : space >= 0 && space < at ? space + 1 : start;
    }
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  const paragraphEnd = text.indexOf('\n', Math.max(at, start));
  if (paragraphEnd >= 0 && paragraphEnd < end) end = paragraphEnd;
  else if (end < text.length) {
    // At the end of a sentence, if one ends late enough in the window; else at a space.
    const from = Math.max(at, start + SNIPPET_SENTENCE_MIN);
    let sentence = -1;
    for (const m of text.slice(from, end + 1).matchAll(SENTENCE_END)) sentence = from + m.index + m[0].length;
    const space = text.lastIndexOf(' ', end);
    if (sentence > 0) end = sentence;
    else if (space > at) end = space;
  }
  const body = text.slice(start, end).trim();
  // An ellipsis only where text is left out: not before a paragraph's start, nor after a
  // paragraph's or a sentence's end (no '.…').
  const lead = start > 0 && text[start - 1] !== '\n' ? '…' : '';
  const tail = end < text.length && text[end] !== '\n' && !ENDS_SENTENCE.test(body) ? '…' : '';
  const shift = lead.length;
  const highlights: Array<[number, number]> = [];
  eachWord(body, (word, from, to) => {
    if (isMatch(word)) highlights.push([from + shift, to + shift]);
  });
  return { text: lead + body + tail, highlights };
}

const TYPE_BIT: Record<SearchType, number> = { article: 1, podcastEpisode: 2, recipe: 4 };
const ALL_TYPES = 7;

/** Documents matched so far in one search: list[0..count), each marked in Scratch.alive with `stamp`. */
interface Candidates {
  list: Int32Array;
  count: number;
  stamp: number;
}

const NONE: Candidates = { list: new Int32Array(0), count: 0, stamp: -1 };

/**
 * A search's working arrays, a slot per document, reused by every search of one index (a search
 * runs start to end without yielding, so two never share them). Slots are told apart from an older
 * search's by stamps, so nothing is cleared between searches.
 */
class Scratch {
  /** A document's best score for the word being matched, then its running score. */
  readonly best: Float64Array;
  readonly total: Float64Array;
  /** Stamp of the last word that reached a document / of the candidates it is in. */
  readonly seen: Int32Array;
  readonly alive: Int32Array;
  private readonly lists: [Int32Array, Int32Array];
  private stamp = 0;

  constructor(size: number) {
    this.best = new Float64Array(size);
    this.total = new Float64Array(size);
    this.seen = new Int32Array(size);
    this.alive = new Int32Array(size);
    this.lists = [new Int32Array(size), new Int32Array(size)];
  }

  next(): number {
    if (this.stamp >= 0x7ffffff0) {
      this.seen.fill(0);
      this.alive.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** A list to collect the next candidates in: not the one `within` is read from. */
  listFor(within: Candidates | null): Int32Array {
    return within?.list === this.lists[0] ? this.lists[1] : this.lists[0];
  }

  /** The documents collected in `list` become the candidates: their running score adds (or starts with) their best. */
  keep(list: Int32Array, count: number, adding: boolean): Candidates {
    const stamp = this.next();
    for (let k = 0; k < count; k++) {
      const d = list[k];
      this.total[d] = adding ? this.total[d] + this.best[d] : this.best[d];
      this.alive[d] = stamp;
    }
    return { list, count, stamp };
  }
}

/** The `n`th highest of `scores` over `docs` (1 <= n <= docs.length), by selection: no full sort. */
function nthHighest(docs: Int32Array, scores: Float64Array, n: number): number {
  const values = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) values[i] = scores[docs[i]];
  // Hoare's selection of the value that would stand at index k of the list sorted high to low.
  const k = n - 1;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}

/** Whether the ascending `positions` hold `value`. */
function includes(positions: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid] === value) return true;
    if (positions[mid] < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * The characters of a word as bits (a to z one each, anything else shares the last six): a
 * character whose bit one word has and the other lacks is in the first only.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    mask |= 1 << (c >= 0 && c < 26 ? c : 26 + ((c + 97) % 6));
  }
  return mask;
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
