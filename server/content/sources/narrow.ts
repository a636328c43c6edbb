/**
 * Narrows a parsed GROQ tree to the documents each `*[filter]` can match, so groq-js evaluates the
 * filter over a handful of candidates instead of scanning the whole dataset (issue 21). Wherever a
 * Filter's base is `*` and the `&&`-conjuncts of its condition pin `_type`, `_id`, `slug.current`
 * or a `_ref` to constants (literals, or params, which `parse(query, {params})` inlines), the base
 * becomes a Value node holding those candidates in dataset order. The filter itself stays, so each
 * candidate is still tested by groq-js: the index only has to hold a superset of the matches.
 * Anything else (`||`, `!`, comparisons with `^`, non-string constants) leaves the scan as it was.
 */
import type { ExprNode, FuncCallNode, OpCallNode } from 'groq-js';
import type { DocumentIndex, IndexedDocument } from './dataset-index.js';

type Positions = readonly number[];
type Key = 'type' | 'id' | 'slug' | 'ref';
type Params = Record<string, unknown>;

const TABLES = { type: 'byType', id: 'byId', slug: 'bySlug', ref: 'byRef' } as const;

/** The node is `@` (the document being filtered): an attribute with no base, or `@` itself. */
function isThis(node: ExprNode | undefined): boolean {
  return node === undefined || node.type === 'This';
}

/** `a.b.c` read from the document being filtered (no `^`, no `->`, no indexing). */
function isOwnAttribute(node: ExprNode | undefined): boolean {
  return isThis(node) || (node?.type === 'AccessAttribute' && isOwnAttribute(node.base));
}

/** Which index answers a comparison on this expression, if any. */
function indexedKey(node: ExprNode): Key | undefined {
  if (node.type !== 'AccessAttribute') return undefined;
  if (isThis(node.base) && node.name === '_type') return 'type';
  if (isThis(node.base) && node.name === '_id') return 'id';
  if (node.name === 'current' && node.base?.type === 'AccessAttribute' && node.base.name === 'slug' && isThis(node.base.base)) {
    return 'slug';
  }
  if (node.name === '_ref' && isOwnAttribute(node.base)) return 'ref';
  return undefined;
}

/** `a.b[]._ref`: the ids an array of the document's own references points at. */
function isOwnRefList(node: ExprNode): boolean {
  return (
    node.type === 'Map' &&
    node.base.type === 'ArrayCoerce' &&
    isOwnAttribute(node.base.base) &&
    node.expr.type === 'AccessAttribute' &&
    node.expr.name === '_ref' &&
    node.expr.base?.type === 'This'
  );
}

/** The value of a node known before evaluation, boxed so that `undefined` means "not constant". */
function constant(node: ExprNode, params: Params): { value: unknown } | undefined {
  if (node.type === 'Value') return { value: node.value };
  if (node.type === 'Parameter') return { value: params[node.name] };
  // `["article", "podcastEpisode"]` stays an Array node after parsing; without splats it is a list of its constants.
  if (node.type === 'Array') {
    const values: unknown[] = [];
    for (const element of node.elements) {
      const value = element.isSplat ? undefined : constant(element.value, params);
      if (!value) return undefined;
      values.push(value.value);
    }
    return { value: values };
  }
  return undefined;
}

/** Positions present in both (each sorted ascending, without repeats). */
function intersect(a: Positions | undefined, b: Positions | undefined): Positions | undefined {
  if (!a) return b;
  if (!b) return a;
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

function lookup(index: DocumentIndex, key: Key, values: readonly string[]): Positions {
  const table = index[TABLES[key]];
  if (values.length === 1) return table.get(values[0]) ?? [];
  const all = new Set<number>();
  for (const value of values) for (const position of table.get(value) ?? []) all.add(position);
  return [...all].sort((x, y) => x - y);
}

const strings = (values: readonly unknown[]): string[] | undefined =>
  values.every((v): v is string => typeof v === 'string') ? (values as string[]) : undefined;

/** `field == "x"`, `"x" == field`, `field in ["x", "y"]`, `"id" in refs[]._ref`. Only string constants narrow. */
function comparison(node: OpCallNode, index: DocumentIndex, params: Params): Positions | undefined {
  if (node.op === '==') {
    for (const [field, other] of [[node.left, node.right], [node.right, node.left]]) {
      const key = indexedKey(field);
      const value = key && constant(other, params);
      if (key && value && typeof value.value === 'string') return lookup(index, key, [value.value]);
    }
  }
  if (node.op === 'in') {
    const key = indexedKey(node.left);
    const value = key && constant(node.right, params);
    const list = value && Array.isArray(value.value) ? strings(value.value) : undefined;
    if (key && list) return lookup(index, key, list);
    const id = constant(node.left, params);
    if (id && typeof id.value === 'string' && isOwnRefList(node.right)) return lookup(index, 'ref', [id.value]);
  }
  return undefined;
}

/** `references("id")`, `references(["a", "b"])`: like groq-js, non-string arguments are ignored. */
function references(node: FuncCallNode, index: DocumentIndex, params: Params): Positions | undefined {
  if (node.namespace !== 'global' || node.name !== 'references') return undefined;
  const ids: string[] = [];
  for (const arg of node.args) {
    const value = constant(arg, params);
    if (!value) return undefined;
    for (const v of [value.value].flat()) if (typeof v === 'string') ids.push(v);
  }
  return lookup(index, 'ref', ids);
}

/** The documents a filter condition can be true for, or undefined when that takes a scan. */
export function candidates(expr: ExprNode, index: DocumentIndex, params: Params): Positions | undefined {
  switch (expr.type) {
    case 'Group':
      return candidates(expr.base, index, params);
    case 'And':
      return intersect(candidates(expr.left, index, params), candidates(expr.right, index, params));
    case 'OpCall':
      return comparison(expr, index, params);
    case 'FuncCall':
      return references(expr, index, params);
    default:
      return undefined;
  }
}

type Node = { type: string; [key: string]: unknown };
const isNode = (x: unknown): x is Node => x !== null && typeof x === 'object' && typeof (x as Node).type === 'string';

/**
 * The tree with every narrowable `*[filter]` reading its candidates. Copy on write: only the nodes
 * on the way to a narrowed filter are new, the rest (and the tree given, which parse-cache.ts
 * shares between calls) are left as they are.
 */
export function narrowTree(tree: ExprNode, documents: readonly IndexedDocument[], index: DocumentIndex, params: Params): ExprNode {
  function visit(value: unknown): unknown {
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      value.forEach((item, i) => {
        const next = visit(item);
        if (next !== item) (copy ??= [...value])[i] = next;
      });
      return copy ?? value;
    }
    // A Value node's payload is data (a param's array, say), not syntax.
    if (!isNode(value) || value.type === 'Value') return value;
    let node = value;
    for (const key in value) {
      const child = value[key];
      if (child === null || typeof child !== 'object') continue;
      const next = visit(child);
      if (next !== child) {
        if (node === value) node = { ...value };
        node[key] = next;
      }
    }
    if (node.type === 'Filter' && (node.base as Node).type === 'Everything') {
      const found = candidates(node.expr as ExprNode, index, params);
      if (found && found.length < documents.length) return { ...node, base: { type: 'Value', value: found.map((p) => documents[p]) } };
    }
    return node;
  }
  return visit(tree) as ExprNode;
}
