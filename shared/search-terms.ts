/**
 * How a search term becomes words (pure, shared by the /api/search server and the highlighter).
 * Words are split where GROQ's `match` splits text (spaces and !@#$%^&*(),\/?";:{}|[]+<>-), so a
 * word can never carry GROQ pattern syntax (the `*` wildcard included): the server adds its own
 * trailing `*` to each word, making every word a case-insensitive prefix of some title word.
 */

/** One search result (GET /api/search items, and the first page the /search page renders). */
/** What a result is (the results page filters on it: ?type=). */
export type SearchResultType = 'article' | 'podcastEpisode' | 'recipe';
/** The filter values GET /api/search takes in `type`, and the result types each stands for. */
export const SEARCH_TYPE_FILTERS = { article: 'article', recipe: 'recipe', episode: 'podcastEpisode' } as const satisfies Record<string, SearchResultType>;
export type SearchTypeFilter = keyof typeof SEARCH_TYPE_FILTERS;

/** Plain text and the [start, end) ranges of it to mark (rendered as <mark> elements, never as HTML). */
export interface SearchSnippet {
  text: string;
  highlights: Array<[number, number]>;
}

export interface SearchResultItem {
  id: string;
  type: SearchResultType;
  title: string;
  url: string;
  date?: string;
  section?: { title: string; slug: string } | null;
  podcast?: { title: string; slug: string } | null;
  excerpt?: string | null;
  /** Words around the first match in what any visitor may read (never a premium body); null when none. */
  snippet?: SearchSnippet | null;
}

/** The first page of results for `term`, as the server rendered it on /search?q=term. */
export interface SearchFirstPage {
  term: string;
  items: SearchResultItem[];
  total: number;
  /** The type filter of the page (?type=), absent for all types. */
  type?: SearchTypeFilter;
  suggestions?: string[];
  /** The term searched when a word was taken as a nearby spelling ('brisekt' -> 'brisket'). */
  corrected?: string;
}

/** The term of a /search URL (?q=), capped like the field: what the page searches for. */
export function searchTermOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').slice(0, MAX_SEARCH_TERM).trim();
}

/** The type filter of a /search URL (?type=article|recipe|episode), null for every type or anything else. */
export function searchTypeOf(params: URLSearchParams): SearchTypeFilter | null {
  const type = params.get('type');
  return type !== null && Object.hasOwn(SEARCH_TYPE_FILTERS, type) ? (type as SearchTypeFilter) : null;
}

/** Longest term the search accepts (the API answers 400 beyond it; forms cap input at it). */
export const MAX_SEARCH_TERM = 200;

/** Characters GROQ's `match` treats as word separators, plus its `*` wildcard. */
export const WORD = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/gu;
/** Lone UTF-16 surrogates and control characters: they match nothing and upset JSON encoders. */
const JUNK = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\p{Cc}/gu;
/** GROQ drops dots at word edges ('U.S.' is the word 'U.S'). */
const EDGE_DOTS = /^\.+|\.+$/g;

/**
 * Lower case (so 'Transit' and 'transit' share a cache entry), except where lower-casing changes the
 * length ('İ' -> 'i̇'): such a word would no longer match its own upper-case spelling.
 */
function lower(word: string): string {
  const l = word.toLowerCase();
  return l.length === word.length ? l : word;
}

/** The words of a term, lower-cased, unique, in order; [] when nothing searchable is left. */
export function searchWords(term: string): string[] {
  const clean = term.replace(JUNK, ' ').normalize('NFC');
  const words = (clean.match(WORD) ?? []).map((w) => lower(w.replace(EDGE_DOTS, ''))).filter(Boolean);
  return [...new Set(words)];
}

/** GROQ `match` patterns for a term: every word as a prefix ('trans*'). All must match. */
export function matchPatterns(term: string): string[] {
  return searchWords(term).map((w) => `${w}*`);
}
