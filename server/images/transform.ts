/**
 * One render: an original file plus normalised parameters in, encoded bytes out, on sharp. sharp
 * runs libvips on libuv's thread pool, so the event loop only plans the geometry; how many renders
 * run at once is the limiter's business (server/limiter.ts).
 *
 * Geometry follows Sanity's (imgix's) fit modes: clip/max fit inside the box and never enlarge;
 * crop covers the box exactly, anchored by `crop` (an edge, the focal point, or entropy); fill
 * and fillmax letterbox on `bg` (fillmax never enlarges the picture); min crops to the box's
 * aspect ratio without exceeding the original; scale stretches to the box.
 */
import type { default as SharpModule, Sharp } from 'sharp';
import { ImageParamError, MAX_OUTPUT_SIDE, DEFAULT_QUALITY, type ImageParams, type OutputFormat } from './params.js';

let loading: Promise<typeof SharpModule> | null = null;
/** sharp once loaded (loadSharp has resolved): the synchronous steps of a render use it. */
let sharp: typeof SharpModule;

/**
 * sharp (libvips) loaded on the first image asked for, not when the process starts: it is a third
 * of a second of a replica's start, and most replicas' first answers are pages.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: module }) => {
    // libvips' operation cache (50 MB by default) keeps decoded pixels beside our cache of encoded
    // results: without it the bench's peak RSS while resizing was 263-271 MB instead of 275-279 MB,
    // at the same render rate (35-41 renders/s either way, three runs each).
    module.cache(false);
    sharp = module;
    return module;
  });
  return loading;
}

type Colour = { r: number; g: number; b: number; alpha: number };
const WHITE: Colour = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT: Colour = { r: 0, g: 0, b: 0, alpha: 0 };

/** The original cannot be read as an image (corrupt, truncated, not what its name says). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('the original image could not be decoded', { cause });
    this.name = 'UndecodableImageError';
  }
}

export interface RenderInput {
  file: string;
  params: ImageParams;
  format: OutputFormat;
}

export interface Rendered {
  body: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

const round = (n: number) => Math.max(1, Math.round(n));
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The requested box after max-w/max-h; without w/h, the cap keeps huge originals within 4000 px. */
function box(params: ImageParams, source: Size): { width?: number; height?: number } {
  let { width, height } = params;
  if (params.maxWidth !== undefined && (width ?? source.width) > params.maxWidth) {
    if (width !== undefined && height !== undefined) height = round((height * params.maxWidth) / width);
    width = params.maxWidth;
  }
  if (params.maxHeight !== undefined && (height ?? source.height) > params.maxHeight) {
    if (width !== undefined && height !== undefined) width = round((width * params.maxHeight) / height);
    height = params.maxHeight;
  }
  if (width === undefined && height === undefined && Math.max(source.width, source.height) > MAX_OUTPUT_SIDE) {
    return source.width >= source.height ? { width: MAX_OUTPUT_SIDE } : { height: MAX_OUTPUT_SIDE };
  }
  return { width, height };
}

/** Scales `source` to cover `target` and cuts `target` out where the crop anchor says. */
function cover(img: Sharp, params: ImageParams, source: Size, target: Size): Sharp {
  const { crop } = params;
  const focal = crop.kind === 'focalpoint' || (params.focalPoint && crop.kind === 'position' && crop.x === 'center' && crop.y === 'center');
  if (focal) {
    const fp = params.focalPoint ?? { x: 0.5, y: 0.5 };
    const s = Math.max(target.width / source.width, target.height / source.height);
    const scaled = { width: Math.max(target.width, round(source.width * s)), height: Math.max(target.height, round(source.height * s)) };
    const left = clamp(Math.round(fp.x * scaled.width - target.width / 2), 0, scaled.width - target.width);
    const top = clamp(Math.round(fp.y * scaled.height - target.height / 2), 0, scaled.height - target.height);
    return img.resize({ ...scaled, fit: 'fill' }).extract({ left, top, ...target });
  }
  const position =
    crop.kind === 'entropy' ? sharp.strategy.entropy : crop.kind === 'position' ? `${crop.x} ${crop.y}`.replace('center center', 'centre') : 'centre';
  return img.resize({ ...target, fit: 'cover', position });
}

/** Applies the fit mode; returns the pipeline and the size it produces. */
function resize(img: Sharp, params: ImageParams, source: Size): { img: Sharp; size: Size } {
  const { width, height } = box(params, source);
  if (width === undefined && height === undefined) return { img, size: source };
  const enlarge = params.fit === 'scale' || params.fit === 'fill' || (params.fit === 'crop' && width !== undefined && height !== undefined);
  if (width === undefined || height === undefined) {
    const s = width !== undefined ? width / source.width : (height as number) / source.height;
    const k = enlarge ? s : Math.min(1, s);
    const size = { width: round(source.width * k), height: round(source.height * k) };
    return { img: img.resize({ ...size, fit: 'fill' }), size };
  }
  const target = { width, height };
  const bg = params.background;
  switch (params.fit) {
    case 'crop':
      return { img: cover(img, params, source, target), size: target };
    case 'min': {
      const cw = Math.min(source.width, round(source.height * (width / height)));
      const within = width > cw ? { width: cw, height: Math.min(source.height, round(cw / (width / height))) } : target;
      return { img: cover(img, params, source, within), size: within };
    }
    case 'scale':
      return { img: img.resize({ ...target, fit: 'fill' }), size: target };
    case 'fill':
      return { img: img.resize({ ...target, fit: 'contain', background: bg ?? WHITE }), size: target };
    case 'fillmax': {
      const k = Math.min(1, width / source.width, height / source.height);
      const inner = { width: round(source.width * k), height: round(source.height * k) };
      const left = Math.floor((width - inner.width) / 2);
      const top = Math.floor((height - inner.height) / 2);
      const extended = img
        .resize({ ...inner, fit: 'fill' })
        .extend({ left, top, right: width - inner.width - left, bottom: height - inner.height - top, background: bg ?? WHITE });
      return { img: extended, size: target };
    }
    default: {
      // clip and max: inside the box, never larger than the source.
      const k = Math.min(1, width / source.width, height / source.height);
      const size = { width: round(source.width * k), height: round(source.height * k) };
      return { img: img.resize({ ...size, fit: 'fill' }), size };
    }
  }
}

function encode(img: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'jpg':
    case 'pjpg':
      // mozjpeg: an 800 px render of a 2400x1600 photo measured 21 kB instead of 34 kB at q75, in
      // 68 ms instead of 28 ms, once per size thanks to the cache. Its scans make it progressive.
      return img.jpeg({ quality, mozjpeg: true, progressive: true });
    case 'png':
      return img.png();
    case 'webp':
      return img.webp({ quality });
    case 'avif':
      // effort 2 of 9: an 800 px render of a 2400x1600 JPEG took 80-165 ms here (2 to 4 times WebP);
      // sharp's default effort 4 took about ten times as long for ~10% fewer bytes.
      return img.avif({ quality, effort: 2 });
  }
}

async function orientedSize(file: string): Promise<Size> {
  await loadSharp();
  try {
    const meta = await sharp(file).metadata();
    const size = meta.autoOrient ?? meta;
    if (!size.width || !size.height) throw new Error('no dimensions');
    return { width: size.width, height: size.height };
  } catch (err) {
    throw new UndecodableImageError(err);
  }
}

export async function render({ file, params, format }: RenderInput): Promise<Rendered> {
  const original = await orientedSize(file);
  let img = sharp(file, { failOn: 'error' }).autoOrient();
  let source = original;
  const { rect } = params;
  if (rect) {
    if (rect.left + rect.width > original.width || rect.top + rect.height > original.height) {
      throw new ImageParamError(`rect must lie within the image (${original.width}x${original.height})`);
    }
    img = img.extract(rect);
    source = { width: rect.width, height: rect.height };
  }
  const resized = resize(img, params, source);
  img = resized.img;
  let size = resized.size;
  if (params.pad) {
    size = { width: size.width + 2 * params.pad, height: size.height + 2 * params.pad };
    if (Math.max(size.width, size.height) > MAX_OUTPUT_SIDE) throw new ImageParamError(`pad: the output may be at most ${MAX_OUTPUT_SIDE} px on a side`);
    const p = params.pad;
    img = img.extend({ top: p, bottom: p, left: p, right: p, background: params.background ?? TRANSPARENT });
  }
  if (params.flipV) img = img.flip();
  if (params.flipH) img = img.flop();
  if (params.orientation) img = img.rotate(params.orientation);
  // Sanity's blur runs to 2000; sharp's sigma to 1000: one tenth keeps blur=50 (a typical placeholder) soft but recognisable.
  if (params.blur) img = img.blur(clamp(params.blur / 10, 0.3, 1000));
  if (params.sharpen) img = img.sharpen({ sigma: 0.5 + params.sharpen / 50 });
  if (params.saturation) img = img.modulate({ saturation: 1 + params.saturation / 100 });
  if (params.invert) img = img.negate({ alpha: false });
  if (format === 'jpg' || format === 'pjpg') img = img.flatten({ background: params.background ?? WHITE });
  try {
    const { data, info } = await encode(img, format, params.quality ?? DEFAULT_QUALITY).toBuffer({ resolveWithObject: true });
    return { body: data, format, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /extract_area|bad extract area/i.test(err.message)) throw new ImageParamError('rect must lie within the image');
    throw new UndecodableImageError(err);
  }
}
