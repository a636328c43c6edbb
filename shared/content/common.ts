/**
 * Building blocks of the normalisers. Their inputs are the query results Sanity TypeGen generates
 * from the Studio schema and server/content/queries.ts (sanity.types.ts, `npm run typegen`), so a
 * document's shape is written once, in the Studio schema, and the compiler checks every field a
 * normaliser reads. The normalisers rename, fill defaults and build URLs; GROQ answers null for a
 * missing field, and an optional field maps null to undefined (left out of the JSON) or to its
 * default.
 *
 * Checked at run time is only what the types cannot promise. A reference that dangles dereferences
 * to null whatever the schema says, and a draft in preview has not yet been held to the Studio's
 * validation: lists drop null items, and items without what their link needs, instead of failing
 * a whole page; an image whose asset or dimensions are missing is no image. The product's own
 * rule for articles (its required fields) and untrusted values (redirect paths, colours, frame
 * links) are checked with zod where they are used; embed code by server/content/sanitize-embed.ts.
 */
import { z } from 'zod';
import type { TextBlock } from './schema-types.js';
import type { ARTICLE_BY_SLUG_QUERY_RESULT, RECENT_ARTICLES_QUERY_RESULT, SanityImageCrop, SanityImageHotspot } from './sanity.types.js';

/** The element type of a (possibly null) array type. */
export type Item<T> = NonNullable<T> extends readonly (infer I)[] ? I : never;

/** A list from GROQ (null when the field is unset) with its null items (dangling references) left out. */
export function listOf<R, T>(items: readonly (R | null)[] | null | undefined, normalise: (item: R) => T | undefined): T[] {
  const out: T[] = [];
  for (const item of items ?? []) {
    if (item === null || item === undefined) continue;
    const value = normalise(item);
    if (value !== undefined) out.push(value);
  }
  return out;
}

/** A value of `allowed`, else `fallback` (the renderer has a layout or a style for each allowed one only). */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback;
}

/** The strings of a list of strings (a new array: page data never shares the content cache's). */
export function strings(items: readonly (string | null)[] | null | undefined): string[] {
  return listOf(items, (s) => (typeof s === 'string' ? s : undefined));
}

// ----- images ---------------------------------------------------------------------------------

/** The IMAGE projection of server/content/queries.ts (asset dereferenced for its metadata). */
type RawImage = NonNullable<Item<RECENT_ARTICLES_QUERY_RESULT>['image']>;

/** A crop is applied only when all four sides are given. */
function crop(raw: SanityImageCrop | null | undefined) {
  if (!raw) return undefined;
  const { top, bottom, left, right } = raw;
  if (typeof top !== 'number' || typeof bottom !== 'number' || typeof left !== 'number' || typeof right !== 'number') return undefined;
  return { top, bottom, left, right };
}

/** A hotspot is applied only with its centre and size. */
function hotspot(raw: SanityImageHotspot | null | undefined) {
  if (!raw) return undefined;
  const { x, y, width, height } = raw;
  if (typeof x !== 'number' || typeof y !== 'number' || typeof width !== 'number' || typeof height !== 'number') return undefined;
  return { x, y, width, height };
}

/** An image: {src, caption, credit, id, alt, metadata, crop} plus hotspot; none without its asset's size. */
export function image(raw: RawImage | null | undefined) {
  if (!raw || raw.id == null || !raw.asset) return undefined;
  const { width, height, aspectRatio, lqip, url } = raw.asset;
  if (width == null || height == null) return undefined;
  return {
    id: raw.id,
    alt: raw.alt ?? undefined,
    caption: raw.caption ?? undefined,
    credit: raw.credit ?? undefined,
    crop: crop(raw.crop),
    hotspot: hotspot(raw.hotspot),
    src: url,
    metadata: { width, height, aspectRatio: aspectRatio ?? width / height, lqip: lqip ?? undefined },
  };
}

/**
 * A normalised image: {src, caption, credit, id, alt, metadata, crop} plus hotspot; in preview,
 * `edit` is its `data-sanity` value, the field it comes from, for the Studio's overlays
 * (server/render/edit-attributes.ts).
 */
export type ImageData = NonNullable<ReturnType<typeof image>> & { edit?: string };

export const images = (raw: readonly (RawImage | null)[] | null | undefined): ImageData[] => listOf(raw, image);

// ----- references people and places share -----------------------------------------------------

type RawAuthorRef = Item<NonNullable<ARTICLE_BY_SLUG_QUERY_RESULT>['meta']['authors']>;

/** A byline; none without the slug its link needs. */
function authorRef(raw: RawAuthorRef) {
  if (raw.slug == null) return undefined;
  return { name: `${raw.firstName ?? ''} ${raw.lastName ?? ''}`.trim(), slug: raw.slug };
}
export type AuthorRef = NonNullable<ReturnType<typeof authorRef>>;

export const authorRefs = (raw: readonly (RawAuthorRef | null)[] | null | undefined): AuthorRef[] => listOf(raw, authorRef);

export function sectionRef(raw: { title: string; slug: string }) {
  return { title: raw.title, slug: raw.slug };
}
export type SectionRef = ReturnType<typeof sectionRef>;

type RawSeo = NonNullable<ARTICLE_BY_SLUG_QUERY_RESULT>['seo'];

export function seo(raw: RawSeo): { title: string | undefined; description: string | undefined; image?: ImageData } {
  return { title: raw?.title ?? undefined, description: raw?.description ?? undefined, image: image(raw?.image) };
}
export type Seo = ReturnType<typeof seo>;

/** Portable text stays as stored (the client renders it): its text blocks, `_type` and `_key` first. */
export type PortableText = TextBlock[];

interface RawTextBlock {
  _type: string;
  _key?: string;
  children?: readonly unknown[];
}

export function portableText(raw: readonly (RawTextBlock | null)[] | null | undefined): PortableText {
  return listOf(raw, (block) => {
    const { _type, _key, children, ...rest } = block;
    if (_type !== 'block' || typeof _key !== 'string' || !Array.isArray(children)) return undefined;
    return { _type, _key, children: [...children], ...rest } as unknown as TextBlock;
  });
}

// ----- zod building blocks: for the frame's documents, whose links are untrusted (settings.ts), and
// for the readers of queries of their own (server/content/search-results.ts, server/seo/listings.ts) --

/** null/undefined -> undefined. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/** null/undefined -> `fallback`. */
export const withDefault = <T extends z.ZodType>(schema: T, fallback: NonNullable<z.output<T>>) =>
  schema.nullish().transform((v): NonNullable<z.output<T>> => (v ?? fallback) as NonNullable<z.output<T>>);

/** Items that parse are kept, others dropped (a dangling reference must not break a page). */
export const lenientList = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items): z.output<T>[] =>
      (items ?? []).flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    );

/** An optional value that is dropped when it does not parse. */
export const lenient = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .transform((value): z.output<T> | undefined => {
      if (value === null || value === undefined) return undefined;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    })
    .optional(); // an absent key is fine too (zod 4 rejects undefined output for a required key)

/** An object whose absence means 'every field at its default' (GROQ answers null for it). */
export const defaulted = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

export const text = opt(z.string());
export const flag = withDefault(z.boolean(), false);

/** The image normaliser as a schema, for the zod-checked documents that carry images (global settings). */
export const imageSchema = z.unknown().transform((raw) => image(raw as RawImage | null | undefined));

/** A normaliser as a schema whose failures are its undefined results, for callers that take schemas. */
export function normaliserSchema<T>(normalise: (raw: never) => T | undefined, what: string) {
  return z.unknown().transform((raw, ctx): T => {
    const value = raw === null || raw === undefined ? undefined : normalise(raw as never);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `not a ${what}` });
      return z.NEVER;
    }
    return value;
  });
}
