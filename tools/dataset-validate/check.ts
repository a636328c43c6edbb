/**
 * Checks documents against the Studio's extracted schema (studio/schema.json): every document's
 * `_type` is a document type of the schema, every field has the schema's type, required fields are
 * present and not empty, enumerations (options.list) hold one of their values, fields the schema
 * does not know are reported, array items carry `_key`, and references resolve to a document of the
 * type they allow (weak references may dangle, as in Sanity). Pure: the CLI (index.ts) reads files.
 */
import type { ObjectAttribute, ObjectNode, SchemaJson, TypeNode } from './type-nodes.js';

export interface Problem {
  id: string;
  path: string;
  message: string;
}

type Doc = Record<string, unknown> & { _id?: unknown; _type?: unknown };

const SYSTEM_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_key', '_ref']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v);
/** What GROQ and the site's normalisers treat as missing. */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/** Drafts reference published ids; a reference never names a draft. */
const publishedId = (id: string) => id.replace(/^drafts\./, '');

export function checkDataset(schema: SchemaJson, docs: Doc[]): Problem[] {
  const named = new Map(schema.map((entry) => [entry.name, entry]));
  const typeOfId = new Map<string, string>();
  for (const doc of docs) if (typeof doc._id === 'string' && typeof doc._type === 'string') typeOfId.set(doc._id, doc._type);
  const problems: Problem[] = [];

  /** An inline name resolved to its node; a document type used inline is its attributes as an object. */
  function resolve(node: TypeNode): TypeNode {
    if (node.type !== 'inline') return node;
    const entry = named.get(node.name);
    if (!entry) throw new Error(`studio/schema.json names an unknown type '${node.name}'`);
    return entry.type === 'type' ? resolve(entry.value) : { type: 'object', attributes: entry.attributes };
  }

  /** An object node with its `rest` (e.g. an array member's `_key` plus the named type) merged in. */
  function flatten(node: ObjectNode): ObjectNode {
    if (!node.rest) return node;
    const rest = resolve(node.rest);
    if (rest.type !== 'object') return node;
    const inner = flatten(rest);
    return { type: 'object', attributes: { ...inner.attributes, ...node.attributes }, dereferencesTo: inner.dereferencesTo ?? node.dereferencesTo };
  }

  const literalType = (node: ObjectNode) => {
    const t = node.attributes._type?.value;
    return t && t.type === 'string' ? t.value : undefined;
  };

  function check(id: string, path: string, value: unknown, raw: TypeNode, topLevel = false): void {
    const node = resolve(raw);
    const fail = (message: string) => problems.push({ id, path: path || '(document)', message });
    switch (node.type) {
      case 'unknown':
        return;
      case 'null':
        if (value !== null) fail(`expected null, found ${show(value)}`);
        return;
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== node.type) fail(`expected a ${node.type}, found ${show(value)}`);
        else if (node.value !== undefined && value !== node.value) fail(`expected ${JSON.stringify(node.value)}, found ${show(value)}`);
        return;
      case 'union':
        return checkUnion(id, path, value, node.of, fail);
      case 'array':
        if (!Array.isArray(value)) return void fail(`expected an array, found ${show(value)}`);
        // Object members carry a required _key attribute in the extracted schema, so it is checked there.
        value.forEach((item, i) => check(id, `${path}[${i}]`, item, node.of));
        return;
      case 'object':
        return checkObject(id, path, value, flatten(node), fail, topLevel);
    }
  }

  function checkUnion(id: string, path: string, value: unknown, members: TypeNode[], fail: (m: string) => void) {
    const resolved = members.map(resolve);
    const literals = resolved.filter((m) => (m.type === 'string' || m.type === 'number') && m.value !== undefined) as { value: unknown }[];
    if (literals.length === resolved.length) {
      if (!literals.some((m) => m.value === value)) fail(`${show(value)} is not one of ${literals.map((m) => JSON.stringify(m.value)).join(', ')}`);
      return;
    }
    const objects = resolved.filter((m): m is ObjectNode => m.type === 'object').map(flatten);
    if (isObject(value)) {
      // As the Studio does (getItemType): an item without _type is the array's only object member.
      const member = typeof value._type === 'string' ? objects.find((m) => literalType(m) === value._type) : objects.length === 1 ? objects[0] : undefined;
      if (member) return check(id, path, value, member);
      const allowed = objects.map(literalType).filter(Boolean).join(', ');
      return void fail(value._type === undefined ? `item without _type (one of ${allowed})` : `_type ${show(value._type)} is not allowed here (one of ${allowed})`);
    }
    const scalar = resolved.find((m) => m.type === typeof value);
    if (scalar) return check(id, path, value, scalar);
    fail(`unexpected ${show(value)}`);
  }

  function checkObject(id: string, path: string, value: unknown, node: ObjectNode, fail: (m: string) => void, topLevel: boolean) {
    if (!isObject(value)) return void fail(`expected an object, found ${show(value)}`);
    const join = (key: string) => (path ? `${path}.${key}` : key);
    for (const [key, attribute] of Object.entries(node.attributes)) {
      const v = value[key];
      if (isEmpty(v)) {
        if (isRequired(key, attribute, topLevel)) problems.push({ id, path: join(key), message: 'required, but missing' });
        continue;
      }
      check(id, join(key), v, attribute.value);
    }
    for (const key of Object.keys(value)) {
      if (!(key in node.attributes) && key !== '_key') problems.push({ id, path: join(key), message: 'field not in the schema' });
    }
    if (node.dereferencesTo && typeof value._ref === 'string' && value._weak !== true) {
      const target = typeOfId.get(publishedId(value._ref));
      if (target === undefined) fail(`reference to ${value._ref}, which does not exist`);
      else if (target !== node.dereferencesTo) fail(`reference to ${value._ref}, a ${target}; must be a ${node.dereferencesTo}`);
    }
  }

  /**
   * Rule.required() fields, and system fields: a document's _id, _type, _rev and dates, an array
   * item's _key, a reference's _ref (nested objects may omit _type). Sanity's own asset types mark
   * no field optional or required, so their other fields are optional.
   */
  function isRequired(key: string, attribute: ObjectAttribute, topLevel: boolean): boolean {
    if (attribute.optional !== undefined) return !attribute.optional;
    if (key === '_type') return topLevel;
    return SYSTEM_FIELDS.has(key);
  }

  for (const doc of docs) {
    const id = typeof doc._id === 'string' ? doc._id : '(no _id)';
    const entry = typeof doc._type === 'string' ? named.get(doc._type) : undefined;
    if (!entry || entry.type !== 'document') {
      problems.push({ id, path: '_type', message: `${show(doc._type)} is not a document type of the Studio schema` });
      continue;
    }
    check(id, '', doc, { type: 'object', attributes: entry.attributes }, true);
  }
  return problems;
}
