/** System fields, references, slugs and the document store shared by every family. */
import { createHash } from 'node:crypto';
import type { KeyedReference, Reference, SanityDocumentBase, Slug } from './schema.js';
import { iso } from './dates.js';

export function sha1(text: string | Uint8Array): string {
  return createHash('sha1').update(text).digest('hex');
}

/** Sanity revisions are opaque 22-character strings; ours derive from the id and content time. */
export function revision(id: string, updatedAt: number): string {
  return Buffer.from(sha1(`${id}@${updatedAt}`), 'hex').toString('base64url').slice(0, 22);
}

export function base<T extends string>(
  _id: string,
  _type: T,
  createdAt: number,
  updatedAt: number = createdAt,
): SanityDocumentBase & { _type: T } {
  return {
    _id,
    _type,
    _rev: revision(_id, updatedAt),
    _createdAt: iso(createdAt),
    _updatedAt: iso(Math.max(updatedAt, createdAt)),
  };
}

export function ref(id: string, key: string): KeyedReference;
export function ref(id: string): Reference;
export function ref(id: string, key?: string): Reference {
  return key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id };
}

/** Array references carry a _key, as Sanity's studio writes them. */
export function refs(ids: readonly string[], keyOf: (i: number) => string): KeyedReference[] {
  return ids.map((id, i) => ({ _type: 'reference', _ref: id, _key: keyOf(i) }));
}

export function slug(current: string): Slug {
  return { _type: 'slug', current };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/g, '');
}

/** Hands out unique slugs: a clash gets -2, -3, ... */
export class SlugPool {
  private readonly used = new Set<string>();

  has(candidate: string): boolean {
    return this.used.has(candidate);
  }

  take(text: string): string {
    const root = slugify(text);
    let candidate = root;
    for (let n = 2; this.used.has(candidate); n++) candidate = `${root}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

export function pad(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}
