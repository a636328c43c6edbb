/** Which `*[filter]`s narrowTree narrows to indexed candidates, and which it must leave to a scan. */
import { evaluate, parse, type ExprNode } from 'groq-js';
import { indexDocuments, type IndexedDocument } from '../../../server/content/sources/dataset-index.js';
import { narrowTree } from '../../../server/content/sources/narrow.js';

const docs: IndexedDocument[] = [
  { _id: 'a1', _type: 'article', slug: { current: 'one' }, section: { _type: 'reference', _ref: 's1' }, meta: { authors: [{ _ref: 'p1' }] } },
  { _id: 's1', _type: 'section', slug: { current: 'news' } },
  { _id: 'a2', _type: 'article', slug: { current: 'two' }, section: { _ref: 's2' }, meta: { authors: [{ _ref: 'p1' }, { _ref: 'p2' }] } },
  { _id: 'e1', _type: 'episode', slug: { current: 'one' }, podcast: { _ref: 'pod' }, body: [{ children: [{ markDefs: [{ _ref: 'a1' }] }] }] },
  { _id: 's2', _type: 'section', slug: { current: 'arts' } },
  { _id: 'a3', _type: 'article', slug: { current: 3 }, section: { _ref: 's1' } },
];
const index = indexDocuments(docs);

function narrow(query: string, params: Record<string, unknown> = {}): ExprNode {
  return narrowTree(parse(query, { params }), docs, index, params);
}

/** The ids a query's outermost `*[...]` reads, or '*' when it still scans everything. */
function readsFrom(tree: ExprNode): string[] | '*' {
  const node = tree as { type: string; base?: ExprNode; value?: IndexedDocument[] };
  if (node.type === 'Filter') {
    const base = node.base as { type: string; value?: IndexedDocument[] };
    return base.type === 'Everything' ? '*' : base.value!.map((d) => d._id);
  }
  if (!node.base) throw new Error(`no filter in ${node.type}`);
  return readsFrom(node.base);
}

/** Every Filter node of a tree, outermost first. */
function filters(node: unknown): ExprNode[] {
  if (Array.isArray(node)) return node.flatMap(filters);
  if (node === null || typeof node !== 'object' || (node as { type?: string }).type === 'Value') return [];
  const own = (node as { type?: string }).type === 'Filter' ? [node as ExprNode] : [];
  return [...own, ...Object.values(node).flatMap(filters)];
}

async function same(query: string, params: Record<string, unknown> = {}): Promise<void> {
  const run = async (tree: ExprNode) => (await evaluate(tree, { dataset: docs, params })).get();
  expect(await run(narrow(query, params))).toEqual(await run(parse(query, { params })));
}

describe('narrowTree', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['*[_type == "article"]', {}, ['a1', 'a2', 'a3']],
    ['*["section" == _type]', {}, ['s1', 's2']],
    ['*[_type in ["section", "article"]]', {}, ['a1', 's1', 'a2', 's2', 'a3']],
    ['*[_type in $types]', { types: ['episode', 'section'] }, ['s1', 'e1', 's2']],
    ['*[_id == $id]', { id: 'a2' }, ['a2']],
    ['*[_id in $ids]', { ids: ['s2', 'a1', 'nope'] }, ['a1', 's2']],
    ['*[slug.current == $slug]', { slug: 'one' }, ['a1', 'e1']],
    ['*[_type == "article" && slug.current == $slug]', { slug: 'one' }, ['a1']],
    ['*[section._ref == $id]', { id: 's1' }, ['a1', 'a3']],
    ['*[_type == "article" && $id in meta.authors[]._ref]', { id: 'p2' }, ['a2']],
    ['*[references($id)]', { id: 'a1' }, ['e1']],
    ['*[references(["s2", "pod"])]', {}, ['a2', 'e1']],
    ['*[(_type == "article" && (section._ref == "s1")) && true]', {}, ['a1', 'a3']],
    ['*[_type == "nothing"]', {}, []],
  ])('narrows %s', async (query, params, ids) => {
    expect(readsFrom(narrow(query, params))).toEqual(ids);
    await same(query, params);
  });

  it.each<[string, Record<string, unknown>]>([
    // Either side may match documents the other's index does not hold.
    ['*[_type == "article" || _type == "section"]', {}],
    ['*[!(_type == "article")]', {}],
    ['*[_type != "article"]', {}],
    // Non-string constants: slug.current == 3 matches a3, which the slug index (strings) does not list.
    ['*[slug.current == 3]', {}],
    ['*[slug.current in [3, "one"]]', {}],
    ['*[_id == $missing]', {}],
    ['*[_type in path("art*")]', {}],
    // Not read from the document itself.
    ['*[^._type == "article"]', {}],
    ['*[(section->)._id == "s1"]', {}],
    ['*[_type == $t]', { t: null }],
  ])('leaves %s to a full scan', async (query, params) => {
    expect(readsFrom(narrow(query, params))).toBe('*');
    await same(query, params);
  });

  it('narrows a subquery by its constants, and by type where it compares with ^', async () => {
    const query = '*[_type == "section"]{ _id, "one": *[_id == "a1"][0]._id, "articles": *[_type == "article" && section._ref == ^._id]._id }';
    expect(filters(narrow(query)).map(readsFrom)).toEqual([['s1', 's2'], ['a1'], ['a1', 'a2', 'a3']]);
    await same(query);
  });

  it('keeps ordering and ties of the dataset', async () => {
    await same('*[_type in ["article", "section"]] | order(_type asc)._id');
    await same('*[_id in ["s2", "a3", "a1"]]._id');
  });

  it('leaves the tree it was given as it was (parse-cache.ts shares trees between calls)', () => {
    const tree = parse('*[_type == "section"]{ "articles": *[_type == "article" && section._ref == ^._id]._id }');
    const before = structuredClone(tree);
    const narrowed = narrowTree(tree, docs, index, {});
    expect(tree).toEqual(before);
    expect(filters(narrowed).map(readsFrom)).toEqual([['s1', 's2'], ['a1', 'a2', 'a3']]);
  });

  it('leaves the params it was given as they are', () => {
    const ids = [{ type: 'Filter', base: { type: 'Everything' } }];
    const tree = narrow('*[_id in $ids]', { ids }) as unknown as { expr: { right: { value: unknown } } };
    expect(tree.expr.right.value).toBe(ids);
  });
});
