/**
 * The generated dataset writes the `_type` Sanity stores on every object whose schema type names one
 * (named object types such as seo or recipePart, images, references, blocks), as a real export
 * does; the Studio schema (studio/schema.json, `sanity schema extract`) says which.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedDataset, GENERATE_TIMEOUT, type Generated } from './generated.js';

type TypeNode = { type: string; name?: string; value?: TypeNode | string; of?: TypeNode | TypeNode[]; attributes?: Record<string, { value: TypeNode }> };
type SchemaEntry = { name: string; type: string; value?: TypeNode; attributes?: Record<string, { value: TypeNode }> };

const schema = JSON.parse(readFileSync(path.resolve('studio/schema.json'), 'utf8')) as SchemaEntry[];
const named = new Map(schema.map((t) => [t.name, t]));

function resolve(node: TypeNode): TypeNode {
  if (node.type !== 'inline' || !node.name) return node;
  const entry = named.get(node.name);
  if (!entry) return node;
  return entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : resolve(entry.value as TypeNode);
}

/** The `_type` an object node requires, if it names one. */
function requiredType(node: TypeNode): string | undefined {
  const attr = node.attributes?._type?.value;
  return attr && attr.type === 'string' && typeof attr.value === 'string' ? attr.value : undefined;
}

/** Every path under `value` where the schema names a `_type` the value lacks or contradicts. */
function missingTypes(value: unknown, node: TypeNode, at: string, out: string[]): void {
  const n = resolve(node);
  if (value === null || value === undefined) return;
  if (n.type === 'union') {
    const branches = (n.of as TypeNode[]).map(resolve).filter((b) => b.type === 'object');
    const own = typeof value === 'object' && !Array.isArray(value) ? (value as { _type?: unknown })._type : undefined;
    const match = branches.find((b) => requiredType(b) === own) ?? (branches.length === 1 ? branches[0] : undefined);
    if (match) missingTypes(value, match, at, out);
    return;
  }
  if (n.type === 'array' && Array.isArray(value)) {
    value.forEach((item, i) => missingTypes(item, n.of as TypeNode, `${at}[${i}]`, out));
    return;
  }
  if (n.type === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const wanted = requiredType(n);
    if (wanted && record._type !== wanted) out.push(`${at} (${String(record._type)}, schema: ${wanted})`);
    for (const [key, attr] of Object.entries(n.attributes ?? {})) if (key !== '_type') missingTypes(record[key], attr.value, `${at}.${key}`, out);
  }
}

let g: Generated;
beforeAll(async () => {
  g = await sharedDataset();
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

describe('object types', () => {
  it('gives every object the _type its schema type names, in every document', () => {
    const bad: string[] = [];
    for (const doc of g.docs) {
      const entry = named.get(doc._type);
      expect(entry?.type).toBe('document');
      missingTypes(doc, { type: 'object', attributes: entry!.attributes }, doc._id, bad);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('checks what it claims: an seo object without its _type is reported', () => {
    const article = g.ofType('article').find((a) => a.seo)!;
    const stripped = { ...article, seo: { ...article.seo, _type: undefined } };
    const bad: string[] = [];
    missingTypes(stripped, { type: 'object', attributes: named.get('article')!.attributes }, article._id, bad);
    expect(bad).toEqual([`${article._id}.seo (undefined, schema: seo)`]);
  });
});
