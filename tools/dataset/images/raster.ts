/**
 * Turns the SVG compositions into raster originals the way a photo desk would deliver them:
 * sharp rasterises the SVG (librsvg), a film grain from our seeded PRNG is laid over it, and the
 * result is a JPEG (or, for wordmarks with transparency, a PNG). Flat vector art compresses to
 * almost nothing; the grain and vignette give each file the bytes and encoder work of a photograph.
 * Everything is deterministic: the same SVG and seed give the same bytes on every run.
 */
import sharp from 'sharp';
import { Rng } from '../prng.js';
import { foregroundFor } from './palettes.js';

/** Odd-sized grain tiles, so their repeats never line up with JPEG's 8x8 blocks. */
const TILE = 509;
const TILES = 3;
/** Grain strength (± levels around mid-grey); 16 lands a 2400x1600 picture near 400 kB at q86. */
const GRAIN = 16;
/**
 * JPEG quality of the originals. mozjpeg was measured: ~30% smaller files but ~3.5x the encode time
 * (690 vs 205 ms for 2400x1600), which would take the dataset past its minute on 2 cores.
 */
export const JPEG_QUALITY = 86;

let grainTiles: Buffer[] | undefined;

/** Mid-grey RGB noise (mostly luminance, a little chroma), blended with soft-light. */
function grain(): Buffer[] {
  if (grainTiles) return grainTiles;
  grainTiles = Array.from({ length: TILES }, (_, t) => {
    const rng = Rng.from(`grain-${t}`);
    const out = Buffer.alloc(TILE * TILE * 3);
    for (let i = 0; i < TILE * TILE; i++) {
      const luma = (rng.next() + rng.next() + rng.next() - 1.5) * GRAIN; // roughly Gaussian
      for (let c = 0; c < 3; c++) {
        const v = 128 + luma + (rng.next() - 0.5) * GRAIN * 0.35;
        out[i * 3 + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
    return out;
  });
  return grainTiles;
}

/** A soft darkening towards the edges, drawn into the SVG before it is rasterised. */
export function vignette(w: number, h: number): string {
  return (
    `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>` +
    `</radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vignette)"/>`
  );
}

/** A photographic JPEG of the SVG at its own size; `seed` picks the grain tile. */
export async function photoJpeg(svg: string, seed: number): Promise<Buffer> {
  const tiles = grain();
  return sharp(Buffer.from(svg))
    .composite([{ input: tiles[seed % tiles.length], raw: { width: TILE, height: TILE, channels: 3 }, tile: true, blend: 'soft-light' }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
}

/** A PNG with its transparency kept (the section wordmarks). */
export async function transparentPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

export interface RasterMetadata {
  /** Sanity's blurred preview: a ~20 px wide JPEG as a data URL. */
  lqip: string;
  dominant: { background: string; foreground: string };
  hasAlpha: boolean;
  isOpaque: boolean;
}

const hex = (n: number): string => n.toString(16).padStart(2, '0');

/** What Sanity's asset pipeline records about an image, read from the file itself. */
export async function rasterMetadata(file: Buffer): Promise<RasterMetadata> {
  const image = sharp(file);
  const [meta, stats, preview] = await Promise.all([
    image.metadata(),
    image.stats(),
    sharp(file).resize({ width: 20 }).flatten({ background: '#ffffff' }).jpeg({ quality: 60 }).toBuffer(),
  ]);
  const { r, g, b } = stats.dominant;
  const background = `#${hex(r)}${hex(g)}${hex(b)}`;
  return {
    lqip: `data:image/jpeg;base64,${preview.toString('base64')}`,
    dominant: { background, foreground: foregroundFor(background) },
    hasAlpha: meta.hasAlpha,
    isOpaque: stats.isOpaque,
  };
}
