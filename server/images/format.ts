/**
 * Which encoding a render gets: `fm` when the URL names one; with `auto=format` a modern format the
 * browser's Accept header admits; else the original's own kind (PNG when it has transparency,
 * JPEG otherwise), as Sanity's CDN does.
 *
 * WebP before AVIF: measured with sharp on a 2400x1600 photographic JPEG at the same `q` (70),
 * AVIF (effort 2) came out 1.4 to 2.9 times WebP's bytes and took 2 to 3 times as long to encode
 * (800 px: WebP 11-13 kB in 60-90 ms, AVIF 17-37 kB in 190 ms). AVIF is served to a browser that
 * takes AVIF but not WebP, and to `fm=avif`.
 */
import type { ImageParams, OutputFormat } from './params.js';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** True when the Accept header lists `type` (a `q=0` entry refuses it). */
export function accepts(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [name, ...attrs] = entry.trim().toLowerCase().split(';');
    if (name?.trim() !== type) return false;
    return !attrs.some((a) => /^\s*q=0(\.0*)?\s*$/.test(a));
  });
}

export interface Original {
  /** The original's own format, from its file name. */
  ext: string;
  hasAlpha: boolean;
}

export function chooseFormat(params: ImageParams, original: Original, accept: string | undefined): OutputFormat {
  if (params.format) return params.format;
  if (params.autoFormat) {
    if (accepts(accept, 'image/webp')) return 'webp';
    if (accepts(accept, 'image/avif')) return 'avif';
  }
  if (original.ext === 'webp') return original.hasAlpha ? 'png' : 'jpg';
  return original.hasAlpha || original.ext === 'png' ? 'png' : 'jpg';
}
