/** Shared pieces of the SVG artworks: the composition contract and number formatting. */
import type { Rng } from '../prng.js';
import type { Palette } from './palettes.js';

export interface Artwork {
  /** Everything inside <svg>…</svg> (defs and shapes). */
  inner: string;
  /** What the picture shows, for alt text. */
  description: string;
  /** The colour covering most of the picture (palette.dominant). */
  dominant: string;
  /** Two colours for the blurred preview gradient. */
  preview: [string, string];
}

export type Composition = (rng: Rng, w: number, h: number, palette: Palette) => Artwork;

/** Whole pixels keep the files small; nobody sees the fractions. */
export function n(x: number): number {
  return Math.round(x);
}

/** `scale` draws the same picture at more pixels (a raster of a wordmark must stay sharp on 3x screens). */
export function svgDocument(w: number, h: number, title: string, inner: string, scale = 1): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}">` +
    `<title>${escapeXml(title)}</title>${inner}</svg>\n`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function linear(id: string, from: string, to: string, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radial(id: string, from: string, to: string, toOpacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="${toOpacity}"/></radialGradient>`;
}
