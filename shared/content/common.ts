/**
 * Building blocks of the normalisers: GROQ answers null for missing fields, so every optional
 * field maps null to undefined (dropped from JSON) or to its default, and lists drop bad items
 * instead of failing a whole page.
 */
import { z } from 'zod';
import type { TextBlock } from './schema-types.js';

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
export const strings = lenientList(z.string());

// ----- images ---------------------------------------------------------------------------------

const Crop = z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() });
const Hotspot = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** Matches the IMAGE projection of server/content/queries.ts (asset dereferenced for its metadata). */
export const ImageSchema = z
  .object({
    id: z.string(),
    alt: text,
    caption: text,
    credit: text,
    crop: lenient(Crop),
    hotspot: lenient(Hotspot),
    asset: z.object({
      url: z.string(),
      width: z.number(),
      height: z.number(),
      aspectRatio: opt(z.number()),
      lqip: text,
    }),
  })
  .transform(({ asset, ...image }) => ({
    ...image,
    src: asset.url,
    metadata: {
      width: asset.width,
      height: asset.height,
      aspectRatio: asset.aspectRatio ?? asset.width / asset.height,
      lqip: asset.lqip,
    },
  }));

/** A normalised image: {src, caption, credit, id, alt, metadata, crop} (spec §3) plus hotspot. */
export type ImageData = z.output<typeof ImageSchema>;

export const image = lenient(ImageSchema);
export const images = lenientList(ImageSchema);

// ----- references people and places share -----------------------------------------------------

export const AuthorRefSchema = z
  .object({ firstName: withDefault(z.string(), ''), lastName: withDefault(z.string(), ''), slug: z.string() })
  .transform((a) => ({ name: `${a.firstName} ${a.lastName}`.trim(), slug: a.slug }));
export type AuthorRef = z.output<typeof AuthorRefSchema>;

export const SectionRefSchema = z.object({ title: z.string(), slug: z.string() });
export type SectionRef = z.output<typeof SectionRefSchema>;

export const SeoSchema = defaulted(z.object({ title: text, description: text, image }));
export type Seo = z.output<typeof SeoSchema>;

/** Portable text stays as stored (the client renders it); only its shape is checked loosely. */
export const PortableTextSchema = lenientList(
  z.looseObject({ _type: z.literal('block'), _key: z.string(), children: z.array(z.unknown()) }),
);
export type PortableText = TextBlock[];
export const portableText = PortableTextSchema.transform((v) => v as unknown as PortableText);
