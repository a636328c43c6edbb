/**
 * Parsed GROQ trees, kept per query text. A query parsed without its params keeps them as
 * Parameter nodes that groq-js reads at evaluation, so one tree serves every slug or id: parsing
 * was about a third of a cold page's query time in the profile (bench/README.md, Cold pages).
 * groq-js needs the params at parse time for slices such as [$start...$end] and for brackets over
 * params alone (`[$i]`); those queries are parsed with their params on every call, as before. Trees handed out are shared: callers must
 * not change them (narrowTree copies what it rewrites).
 */
import { parse, type ExprNode } from 'groq-js';
import { LRUCache } from 'lru-cache';

/** Far more than queries.ts holds: a bound only against callers that build query texts. */
const MAX_QUERIES = 500;

type Entry = { tree: ExprNode } | { needsParams: true };
type Node = { type?: unknown; base?: unknown; expr?: unknown };

function some(node: unknown, test: (n: Node) => boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => some(n, test));
  if (node === null || typeof node !== 'object' || (node as Node).type === 'Value') return false;
  return test(node as Node) || Object.values(node).some((child) => some(child, test));
}

/** Reads the document or scope it is evaluated in (`@`, `^`, `*`, a bare attribute). */
const readsScope = (n: Node) =>
  n.type === 'This' || n.type === 'Parent' || n.type === 'Everything' || (n.type === 'AccessAttribute' && n.base === undefined);

/**
 * `x[$i]` parses as an element access when $i is known to be a number (`x[$field]`: an attribute,
 * when a string), and as a filter when it is not: brackets over params alone need the params.
 */
const hasParamBracket = (tree: ExprNode) =>
  some(tree, (n) => n.type === 'Filter' && some(n.expr, (e) => e.type === 'Parameter') && !some(n.expr, readsScope));

export function createParseCache(max = MAX_QUERIES) {
  const cache = new LRUCache<string, Entry>({ max });
  return function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
    let entry = cache.get(query);
    if (!entry) {
      try {
        const tree = parse(query);
        entry = hasParamBracket(tree) ? { needsParams: true } : { tree };
      } catch {
        // A slice bound by a param, or a syntax error: the parse below says which.
        entry = { needsParams: true };
      }
      cache.set(query, entry);
    }
    return 'tree' in entry ? entry.tree : parse(query, { params });
  };
}
