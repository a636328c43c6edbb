/** Parsed trees are shared per query text unless a slice needs the params at parse time. */
import { evaluate, parse, type ExprNode } from 'groq-js';
import { createParseCache } from '../../../server/content/sources/parse-cache.js';

const docs = [1, 2, 3, 4, 5].map((n) => ({ _id: `d${n}`, _type: n % 2 ? 'odd' : 'even', n }));
const run = async (tree: ExprNode, params: Record<string, unknown>) => (await evaluate(tree, { dataset: docs, params })).get();

describe('createParseCache', () => {
  it('parses a query once and reads its params at evaluation', async () => {
    const parseQuery = createParseCache();
    const query = '*[_type == $type].n';
    const odd = parseQuery(query, { type: 'odd' });
    const even = parseQuery(query, { type: 'even' });
    expect(even).toBe(odd);
    expect(await run(odd, { type: 'odd' })).toEqual([1, 3, 5]);
    expect(await run(even, { type: 'even' })).toEqual([2, 4]);
  });

  it('parses a query with a slice bound by params on every call, with those params', async () => {
    const parseQuery = createParseCache();
    const query = '*[_type == "odd"][$start...$end].n';
    const first = parseQuery(query, { start: 0, end: 1 });
    const rest = parseQuery(query, { start: 1, end: 3 });
    expect(rest).not.toBe(first);
    expect(await run(first, {})).toEqual([1]);
    expect(await run(rest, {})).toEqual([3, 5]);
  });

  it('parses brackets over params alone with the params: [$i] is an element, [$field] an attribute', async () => {
    const parseQuery = createParseCache();
    for (const [query, params] of [
      ['*[$i]._id', { i: 1 }],
      ['*[_type == "odd"][$i + 1].n', { i: 0 }],
      ['*[_type == "odd"][$field]', { field: 'n' }],
      ['*[_type == "odd"][$flag]._id', { flag: true }],
    ] as const) {
      const tree = parseQuery(query, params);
      expect(await run(tree, params)).toEqual(await run(parse(query, { params }), params));
    }
    expect(await run(parseQuery('*[$i]._id', { i: 3 }), { i: 3 })).toBe('d4');
  });

  it('still throws groq-js syntax errors', () => {
    const parseQuery = createParseCache();
    expect(() => parseQuery('*[_type ==', {})).toThrow();
    expect(() => parseQuery('*[_type ==', {})).toThrow();
  });

  it('keeps no more query texts than its bound', () => {
    const parseQuery = createParseCache(2);
    const a = parseQuery('*[_type == "a"]', {});
    parseQuery('*[_type == "b"]', {});
    parseQuery('*[_type == "c"]', {});
    expect(parseQuery('*[_type == "a"]', {})).not.toBe(a);
  });
});
