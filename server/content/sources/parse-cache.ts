/**
 * Parsed GROQ trees, kept per query text. A query parsed without its params keeps them as
 * Parameter nodes that groq-js reads at evaluation, so one tree serves every slug or id: parsing
 * was about a third of a cold page's query time in the profile (bench/README.md, Cold pages).
 * groq-js needs the params at parse time only for slices such as [$start...$end]; those queries
 * are parsed with their params on every call, as before. Trees handed out are shared: callers must
 * not change them (narrowTree copies what it rewrites).
 */
import { parse, type ExprNode } from 'groq-js';
import { LRUCache } from 'lru-cache';

/** Far more than queries.ts holds: a bound only against callers that build query texts. */
const MAX_QUERIES = 500;

type Entry = { tree: ExprNode } | { needsParams: true };

export function createParseCache(max = MAX_QUERIES) {
  const cache = new LRUCache<string, Entry>({ max });
  return function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
    let entry = cache.get(query);
    if (!entry) {
      try {
        entry = { tree: parse(query) };
      } catch {
        // A slice bound by a param, or a syntax error: the parse below says which.
        entry = { needsParams: true };
      }
      cache.set(query, entry);
    }
    return 'tree' in entry ? entry.tree : parse(query, { params });
  };
}
