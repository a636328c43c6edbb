/**
 * The query parameters of Sanity's image URL API, as @sanity/image-url writes them (its
 * SPEC_NAME_TO_URL_NAME_MAPPINGS plus rect, bg, fp-x/fp-y and flip), parsed into one normalised
 * object. Pure: no I/O, so every rule is unit-tested (test/unit/images/params.test.ts).
 *
 * Like Sanity, unknown parameters are ignored; unlike a silent fallback, a bad value of a known one
 * is an ImageParamError, which the route answers with 400 and the message.
 */

/** No side of an output may exceed this, after dpr (a 4000x4000 RGBA render is 64 MB of pixels). */
export const MAX_OUTPUT_SIDE = 4000;
/** Sanity's default quality when the URL sets none. */
export const DEFAULT_QUALITY = 75;

export const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'] as const;
export type Fit = (typeof FITS)[number];
export const OUTPUT_FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Where a crop keeps its content: an edge/centre anchor, the focal point, or the busiest region. */
export type CropAnchor =
  | { kind: 'position'; x: 'left' | 'center' | 'right'; y: 'top' | 'center' | 'bottom' }
  | { kind: 'focalpoint' }
  | { kind: 'entropy' };

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImageParams {
  /** Output box in pixels, dpr already applied. */
  width?: number;
  height?: number;
  fit: Fit;
  crop: CropAnchor;
  focalPoint?: { x: number; y: number };
  rect?: Rect;
  quality?: number;
  format?: OutputFormat;
  autoFormat: boolean;
  /** RGBA, alpha 0..1. */
  background?: { r: number; g: number; b: number; alpha: number };
  /** Sanity's blur scale, 1..2000. */
  blur?: number;
  sharpen?: number;
  saturation?: number;
  invert: boolean;
  flipH: boolean;
  flipV: boolean;
  orientation?: 0 | 90 | 180 | 270;
  maxWidth?: number;
  maxHeight?: number;
  pad?: number;
  download?: string;
}

export class ImageParamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageParamError';
  }
}

/** Every parameter this parser understands; a query with none of them is served as the original. */
export const KNOWN_PARAMS = new Set([
  'w', 'h', 'fit', 'crop', 'fp-x', 'fp-y', 'rect', 'q', 'fm', 'auto', 'dpr', 'bg', 'blur', 'sharp',
  'sat', 'invert', 'flip', 'or', 'min-w', 'max-w', 'min-h', 'max-h', 'pad', 'frame', 'dl',
]);

type Query = Record<string, unknown>;

/** One value per name: a repeated parameter (?w=1&w=2) is ambiguous, so it is refused. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ImageParamError(`${name} must be given once`);
  return value;
}

function number(query: Query, name: string, min: number, max: number, integer: boolean): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new ImageParamError(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return value;
}

function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw new ImageParamError(`${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

const SIDE_MESSAGE = `the output may be at most ${MAX_OUTPUT_SIDE} px on a side (after dpr)`;

function side(query: Query, name: string): number | undefined {
  const value = number(query, name, 1, Number.MAX_SAFE_INTEGER, true);
  if (value !== undefined && value > MAX_OUTPUT_SIDE) throw new ImageParamError(`${name}: ${SIDE_MESSAGE}`);
  return value;
}

function parseCrop(raw: string | undefined): CropAnchor {
  if (raw === undefined || raw === 'center') return { kind: 'position', x: 'center', y: 'center' };
  if (raw === 'focalpoint') return { kind: 'focalpoint' };
  if (raw === 'entropy') return { kind: 'entropy' };
  let x: 'left' | 'center' | 'right' = 'center';
  let y: 'top' | 'center' | 'bottom' = 'center';
  for (const part of raw.split(',')) {
    if (part === 'left' || part === 'right') x = part;
    else if (part === 'top' || part === 'bottom') y = part;
    else if (part !== 'center') {
      throw new ImageParamError('crop must be top, bottom, left, right, center, focalpoint or entropy');
    }
  }
  return { kind: 'position', x, y };
}

function parseRect(raw: string | undefined): Rect | undefined {
  if (raw === undefined) return undefined;
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((p) => /^\d+$/.test(p))) {
    throw new ImageParamError('rect must be left,top,width,height in whole pixels');
  }
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number];
  if (width < 1 || height < 1) throw new ImageParamError('rect must be at least 1 px wide and high');
  return { left, top, width, height };
}

/** `RGB`, `RRGGBB`, or with alpha first as imgix and Sanity write it: `ARGB`, `AARRGGBB`. */
function parseBackground(raw: string | undefined): ImageParams['background'] {
  if (raw === undefined) return undefined;
  const hex = raw.replace(/^#/, '');
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    throw new ImageParamError('bg must be a hex colour: RGB, ARGB, RRGGBB or AARRGGBB');
  }
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const withAlpha = full.length === 8 ? full : `ff${full}`;
  const byte = (i: number) => parseInt(withAlpha.slice(i, i + 2), 16);
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) };
}

function parseFlip(raw: string | undefined): { flipH: boolean; flipV: boolean } {
  if (raw === undefined) return { flipH: false, flipV: false };
  if (!['h', 'v', 'hv', 'vh'].includes(raw)) throw new ImageParamError('flip must be h, v or hv');
  return { flipH: raw.includes('h'), flipV: raw.includes('v') };
}

/** A bounded output side: the requested one times dpr, raised to min-* and within the 4000 px cap. */
function scaled(value: number | undefined, dpr: number, min: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const result = Math.round(Math.max(value, min ?? 0) * dpr);
  if (result > MAX_OUTPUT_SIDE) throw new ImageParamError(`${name}: ${SIDE_MESSAGE}`);
  return result;
}

export function parseImageParams(query: Query): ImageParams {
  const dpr = number(query, 'dpr', 1, 3, false) ?? 1;
  const minWidth = side(query, 'min-w');
  const minHeight = side(query, 'min-h');
  const maxWidth = side(query, 'max-w');
  const maxHeight = side(query, 'max-h');
  const fpX = number(query, 'fp-x', 0, 1, false);
  const fpY = number(query, 'fp-y', 0, 1, false);
  const auto = single(query, 'auto');
  if (auto !== undefined && auto !== 'format') throw new ImageParamError('auto must be format');
  const invert = single(query, 'invert');
  if (invert !== undefined && invert !== 'true' && invert !== 'false') throw new ImageParamError('invert must be true or false');
  const orientation = oneOf(query, 'or', ['0', '90', '180', '270'] as const);
  const frame = single(query, 'frame');
  if (frame !== undefined && frame !== '1') throw new ImageParamError('frame must be 1');
  return {
    width: scaled(side(query, 'w'), dpr, minWidth, 'w'),
    height: scaled(side(query, 'h'), dpr, minHeight, 'h'),
    fit: oneOf(query, 'fit', FITS) ?? 'clip',
    crop: parseCrop(single(query, 'crop')),
    focalPoint: fpX !== undefined || fpY !== undefined ? { x: fpX ?? 0.5, y: fpY ?? 0.5 } : undefined,
    rect: parseRect(single(query, 'rect')),
    quality: number(query, 'q', 0, 100, true),
    format: oneOf(query, 'fm', OUTPUT_FORMATS),
    autoFormat: auto === 'format',
    background: parseBackground(single(query, 'bg')),
    blur: number(query, 'blur', 1, 2000, false),
    sharpen: number(query, 'sharp', 0, 100, false),
    saturation: number(query, 'sat', -100, 100, false),
    invert: invert === 'true',
    ...parseFlip(single(query, 'flip')),
    orientation: orientation === undefined ? undefined : (Number(orientation) as 0 | 90 | 180 | 270),
    maxWidth: maxWidth === undefined ? undefined : Math.min(MAX_OUTPUT_SIDE, Math.round(maxWidth * dpr)),
    maxHeight: maxHeight === undefined ? undefined : Math.min(MAX_OUTPUT_SIDE, Math.round(maxHeight * dpr)),
    pad: number(query, 'pad', 0, 1000, true),
    download: single(query, 'dl'),
  };
}

/** Whether the query asks for anything at all; none of the known parameters means "the original". */
export function asksForTransform(query: Query): boolean {
  return Object.keys(query).some((name) => KNOWN_PARAMS.has(name) && name !== 'dl');
}

/** A stable text of the parameters for the cache key: same render, same key, whatever the URL's order. */
export function paramsKey(params: ImageParams): string {
  // Nested objects are built above in a fixed key order; dl only names the download, not the pixels.
  const entries = Object.entries(params).filter(([name, value]) => name !== 'download' && value !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}
