/**
 * The image library: generated SVG artworks and section logos, each stored as a file
 * (images/<hash>-<w>x<h>.svg) with its sanity.imageAsset document. Documents reuse these images.
 */
import type { ImageAssetDocument, ImageCrop, ImageHotspot, SanityImage } from '../../../shared/content/raw.js';
import { ARCHIVE_START, DAY } from '../dates.js';
import { base, sha1, slugify } from '../docs.js';
import { Rng } from '../prng.js';
import { PALETTES, foregroundFor } from './palettes.js';
import type { Composition } from './svg.js';
import { svgDocument } from './svg.js';
import { arcade, bust, horizon, orbit, tide } from './scenes.js';
import { bauhaus, blooms, porthole, rings, truchet } from './geometry.js';
import { LOGO_COLORS, LOGO_HEIGHT, logoInner, logoWidth, type LogoVariant } from './logos.js';

export const PROJECT_ID = 'local';
export const DATASET = 'production';

export type ArtKind = 'landscape' | 'photo' | 'portrait' | 'square' | 'banner' | 'avatar';

/** width, height and how many artworks of each kind. */
const KINDS: Record<ArtKind, readonly [number, number, number]> = {
  landscape: [1600, 900, 14],
  photo: [1500, 1000, 10],
  portrait: [1200, 1500, 8],
  square: [1000, 1000, 8],
  banner: [2400, 800, 5],
  avatar: [400, 400, 10],
};

const COMPOSITIONS: readonly (readonly [string, Composition])[] = [
  ['Horizon', horizon],
  ['Bauhaus', bauhaus],
  ['Arcade', arcade],
  ['Rings', rings],
  ['Tide', tide],
  ['Porthole', porthole],
  ['Orbit', orbit],
  ['Blooms', blooms],
  ['Truchet', truchet],
];

const ILLUSTRATORS = ['Noa Stern', 'Ezra Lindqvist', 'Dalia Haddad', 'Miriam Okafor', 'Jonah Pereira', 'Tamar Weiss'];

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

/** An image field pointing at a library image. */
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

function lqip(width: number, height: number, [from, to]: readonly [string, string]): string {
  const h = Math.max(1, Math.round((20 * height) / width));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="${h}"><defs><linearGradient id="a" x2="0" y2="1">` +
    `<stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="20" height="${h}" fill="url(#a)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export class ImageLibrary {
  readonly assets: ImageAssetDocument[] = [];
  readonly files: GeneratedFile[] = [];
  private readonly byKind = new Map<ArtKind, LibraryImage[]>();
  private readonly logos = new Map<string, LibraryImage>();

  constructor() {
    const rng = Rng.from('images');
    let index = 0;
    for (const [kind, [w, h, count]] of Object.entries(KINDS) as [ArtKind, readonly [number, number, number]][]) {
      const list: LibraryImage[] = [];
      for (let i = 0; i < count; i++, index++) {
        const [label, compose] = kind === 'avatar' ? ['Portrait', bust] : COMPOSITIONS[(index * 4) % COMPOSITIONS.length];
        const palette = PALETTES[(index * 5 + i) % PALETTES.length];
        const art = compose(rng, w, h, palette);
        const title = `${label} in ${palette.name.replace(/\b\w/g, (ch) => ch.toUpperCase())}`;
        const svg = svgDocument(w, h, title, art.inner);
        list.push(
          this.add(svg, w, h, kind, title, `Illustration: ${art.description}, in ${palette.name} tones`, index, art.dominant, art.preview, ILLUSTRATORS[index % ILLUSTRATORS.length]),
        );
      }
      this.byKind.set(kind, list);
    }
  }

  of(kind: ArtKind): readonly LibraryImage[] {
    const list = this.byKind.get(kind);
    if (!list) throw new Error(`no images of kind ${kind}`);
    return list;
  }

  pick(rng: Rng, ...kinds: ArtKind[]): LibraryImage {
    return rng.pick(this.of(rng.pick(kinds)));
  }

  /** The wordmark of a section in one colourway, created on first use. */
  logo(sectionSlug: string, title: string, variant: LogoVariant): LibraryImage {
    const cacheKey = `${sectionSlug}:${variant}`;
    const known = this.logos.get(cacheKey);
    if (known) return known;
    const w = logoWidth(title);
    const svg = svgDocument(w, LOGO_HEIGHT, `${title} (${variant})`, logoInner(title, variant));
    const color = LOGO_COLORS[variant];
    const img = this.add(svg, w, LOGO_HEIGHT, 'logo', `${title} logo ${variant}`, `${title} section logo`, this.assets.length, color, [color, color], 'The Colophon');
    this.logos.set(cacheKey, img);
    return img;
  }

  private add(
    svg: string,
    w: number,
    h: number,
    kind: LibraryImage['kind'],
    title: string,
    alt: string,
    index: number,
    dominant: string,
    preview: readonly [string, string],
    credit: string,
  ): LibraryImage {
    const hash = sha1(svg);
    const file = `${hash}-${w}x${h}.svg`;
    const id = `image-${hash}-${w}x${h}-svg`;
    const path = `images/${PROJECT_ID}/${DATASET}/${file}`;
    const created = ARCHIVE_START + index * 3 * DAY;
    this.assets.push({
      ...base(id, 'sanity.imageAsset', created),
      assetId: hash,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      originalFilename: `${slugify(title)}.svg`,
      path,
      url: `https://cdn.sanity.io/${path}`,
      size: Buffer.byteLength(svg),
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: w, height: h, aspectRatio: Math.round((w / h) * 1e4) / 1e4 },
        lqip: lqip(w, h, preview),
        palette: { dominant: { background: dominant, foreground: foregroundFor(dominant) } },
      },
    });
    this.files.push({ path: `images/${file}`, content: svg });
    return { id, kind, width: w, height: h, title, alt, credit: kind === 'logo' ? credit : `Illustration by ${credit}` };
  }
}
