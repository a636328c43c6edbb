/**
 * The image library: generated artworks (drawn as SVG, delivered as photographic JPEGs), section
 * wordmarks (PNG with transparency) and the default share card, each stored as a file named as
 * Sanity names it (images/<sha1 of the bytes>-<w>x<h>.<ext>) with its sanity.imageAsset document.
 * Documents reuse these images.
 */
import os from 'node:os';
import pLimit from 'p-limit';
import type { ImageAssetDocument, ImageCrop, ImageHotspot, KeyedImage, SanityImage } from '../schema.js';
import { ARCHIVE_START, DAY } from '../dates.js';
import { base, sha1, slugify } from '../docs.js';
import type { Rng } from '../prng.js';
import type { LogoVariant } from './logos.js';
import { planCommissions, planImages, type ArtKind, type Commission, type Plan } from './plans.js';
import { photoJpeg, rasterMetadata, transparentPng, type RasterMetadata } from './raster.js';

export type { ArtKind, Commission } from './plans.js';

export const PROJECT_ID = 'local';
export const DATASET = 'production';

export interface LibraryImage {
  id: string; // the asset document _id
  kind: ArtKind | 'logo';
  width: number;
  height: number;
  title: string;
  alt: string;
  credit: string;
}

export interface GeneratedFile {
  /** Relative to the output folder. */
  path: string;
  content: string | Buffer;
}

export interface ImageOptions {
  key?: string;
  alt?: string;
  caption?: string;
  credit?: string;
  hotspot?: Omit<ImageHotspot, '_type'>;
  crop?: Omit<ImageCrop, '_type'>;
}

/** An image field pointing at a library image; with a key when it sits in an array. */
export function image(img: LibraryImage, opts: ImageOptions & { key: string }): KeyedImage;
export function image(img: LibraryImage, opts?: ImageOptions): SanityImage;
export function image(img: LibraryImage, opts: ImageOptions = {}): SanityImage {
  const field: SanityImage = {
    _type: 'image',
    asset: { _type: 'reference', _ref: img.id },
    alt: opts.alt ?? img.alt,
  };
  if (opts.key) field._key = opts.key;
  if (opts.hotspot) field.hotspot = { _type: 'sanity.imageHotspot', ...opts.hotspot };
  if (opts.crop) field.crop = { _type: 'sanity.imageCrop', ...opts.crop };
  if (opts.caption) field.caption = opts.caption;
  if (opts.credit) field.credit = opts.credit;
  return field;
}

const MIME = { jpg: 'image/jpeg', png: 'image/png' } as const;
/** Parallel renders: sharp works off the main thread, one libvips thread per render here. */
const RENDERS = Math.max(1, Math.min(4, os.availableParallelism()));

export class ImageLibrary {
  readonly assets: ImageAssetDocument[] = [];
  readonly files: GeneratedFile[] = [];
  private readonly byKind = new Map<ArtKind, LibraryImage[]>();
  private readonly logos = new Map<string, LibraryImage>();
  private readonly commissions = new Map<string, LibraryImage>();
  private card?: LibraryImage;

  private constructor() {}

  /** Draws every artwork, wordmark and the share card, renders them to raster files, and files them. */
  static async create(opts: {
    siteName: string;
    tagline: string;
    commissions?: readonly Commission[];
    /** Told the number of images, then once per image rendered (progress). */
    onPlanned?: (total: number) => { tick(): void };
  }): Promise<ImageLibrary> {
    const lib = new ImageLibrary();
    const plans = [...planImages(opts), ...planCommissions(opts.commissions ?? [])];
    const limit = pLimit(RENDERS);
    const progress = opts.onPlanned?.(plans.length);
    const rendered = await Promise.all(
      plans.map((plan, i) =>
        limit(async () => {
          const done = await render(plan, i);
          progress?.tick();
          return done;
        }),
      ),
    );
    // Filed in plan order, not finishing order, so the dataset is the same on every run.
    rendered.forEach(([content, meta], i) => {
      const plan = plans[i];
      const img = lib.add(plan, content, meta, i);
      if (plan.slot.type === 'art') {
        const list = lib.byKind.get(plan.slot.kind) ?? [];
        lib.byKind.set(plan.slot.kind, [...list, img]);
      } else if (plan.slot.type === 'logo') lib.logos.set(plan.slot.key, img);
      else if (plan.slot.type === 'commission') lib.commissions.set(plan.slot.key, img);
      else lib.card = img;
    });
    return lib;
  }

  of(kind: ArtKind): readonly LibraryImage[] {
    const list = this.byKind.get(kind);
    if (!list) throw new Error(`no images of kind ${kind}`);
    return list;
  }

  pick(rng: Rng, ...kinds: ArtKind[]): LibraryImage {
    return rng.pick(this.of(rng.pick(kinds)));
  }

  /** The picture drawn for one document's field (see `Commission`); every one is rendered up front. */
  commissioned(key: string): LibraryImage {
    const known = this.commissions.get(key);
    if (!known) throw new Error(`no art was commissioned for ${key}`);
    return known;
  }

  /** The default share card (og:image of pages without a picture of their own). */
  get shareCard(): LibraryImage {
    if (!this.card) throw new Error('the share card has not been rendered');
    return this.card;
  }

  /** The wordmark of a section in one colourway (every section's are rendered up front). */
  logo(sectionSlug: string, title: string, variant: LogoVariant): LibraryImage {
    const known = this.logos.get(`${sectionSlug}:${variant}`);
    if (!known) throw new Error(`no ${variant} logo for section ${sectionSlug} (${title})`);
    return known;
  }

  private add(plan: Plan, content: Buffer, meta: RasterMetadata, index: number): LibraryImage {
    const { width: w, height: h, format } = plan;
    const hash = sha1(content);
    const file = `${hash}-${w}x${h}.${format}`;
    const id = `image-${hash}-${w}x${h}-${format}`;
    const path = `images/${PROJECT_ID}/${DATASET}/${file}`;
    this.assets.push({
      ...base(id, 'sanity.imageAsset', ARCHIVE_START + index * 3 * DAY),
      assetId: hash,
      sha1hash: hash, // Sanity's asset schema requires it (the SHA-1 of the file, as assetId is here)
      extension: format,
      mimeType: MIME[format],
      originalFilename: `${slugify(plan.title)}.${format}`,
      path,
      url: `https://cdn.sanity.io/${path}`,
      size: content.length,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: w, height: h, aspectRatio: Math.round((w / h) * 1e4) / 1e4 },
        lqip: meta.lqip,
        palette: { _type: 'sanity.imagePalette', dominant: { _type: 'sanity.imagePaletteSwatch', ...meta.dominant } },
        hasAlpha: meta.hasAlpha,
        isOpaque: meta.isOpaque,
      },
    });
    this.files.push({ path: `images/${file}`, content });
    return { id, kind: plan.kind, width: w, height: h, title: plan.title, alt: plan.alt, credit: plan.credit };
  }
}

async function render(plan: Plan, seed: number): Promise<[Buffer, RasterMetadata]> {
  const content = plan.format === 'png' ? await transparentPng(plan.svg) : await photoJpeg(plan.svg, seed);
  return [content, await rasterMetadata(content)];
}
