/**
 * Image URLs: width, quality, pixel ratio and auto format; GIFs untouched; the production host
 * swapped for the mirror (docs/architecture.md#content-sources-queries-and-release-dates). Runs in
 * the browser too, so the builder is configured from plain data (ImageConfig) that root data
 * carries, never from server config.
 */
import imageUrlBuilder from '@sanity/image-url';
import { IMAGE_DEFAULTS } from './constants.js';

/** Where image URLs point. Serialisable: it travels to the browser inside root data. */
export interface ImageConfig {
  projectId: string;
  dataset: string;
  /** 'https://cdn.sanity.io' for Sanity; '' for the local source (site paths served by the app). */
  baseUrl: string;
  /** Mirror CDN host that replaces the production image host (IMAGE_MIRROR_HOST), if any. */
  mirrorHost?: string;
}

/** The least an image needs for a URL: its asset id (`image-<hash>-<w>x<h>-<ext>`) and crop/hotspot. */
export interface ImageSource {
  id: string;
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; width: number; height: number };
}

export interface ImageOptions {
  width?: number;
  height?: number;
  quality?: number;
  dpr?: number;
  /**
   * A fixed output format instead of `auto=format` (AVIF/WebP by the browser's Accept). Share
   * cards and podcast artwork use 'jpg': Facebook, X and Apple Podcasts read no AVIF, WebP or SVG.
   */
  format?: 'jpg' | 'png' | 'webp';
  /** 'crop' fills width x height exactly (cutting around the hotspot); Sanity's default is 'clip'. */
  fit?: 'crop' | 'clip' | 'max' | 'min' | 'fill' | 'scale';
}

const SANITY_CDN = 'https://cdn.sanity.io';

/** Sanity's URL builder falls back to its CDN when baseUrl is '', so relative bases are applied afterwards. */
function rebase(url: string, config: ImageConfig): string {
  if (config.mirrorHost && config.baseUrl === SANITY_CDN) {
    const host = /^https?:\/\//.test(config.mirrorHost) ? config.mirrorHost : `https://${config.mirrorHost}`;
    return host.replace(/\/+$/, '') + url.slice(SANITY_CDN.length);
  }
  if (config.baseUrl !== SANITY_CDN) return config.baseUrl.replace(/\/+$/, '') + url.slice(SANITY_CDN.length);
  return url;
}

export function isGif(image: ImageSource): boolean {
  return image.id.endsWith('-gif');
}

/**
 * URLs already built for an image, when the image cannot change: on the server every page's data
 * is frozen and shared by all its renders (server/content/pages/memo.ts), so a page's twenty-odd
 * images x srcset widths are built once per content change instead of through Sanity's URL builder
 * on every render. Kept beside the image object (gone with it) and for one config (root data's).
 */
const built = new WeakMap<ImageSource, { config: ImageConfig; urls: Map<string, string> }>();

function memoised(config: ImageConfig, image: ImageSource, key: string, build: () => string): string {
  if (!Object.isFrozen(image)) return build();
  let entry = built.get(image);
  if (entry?.config !== config) built.set(image, (entry = { config, urls: new Map() }));
  let url = entry.urls.get(key);
  if (url === undefined) entry.urls.set(key, (url = build()));
  return url;
}

const optionsKey = (o: ImageOptions) => `${o.width},${o.height},${o.quality},${o.dpr},${o.format},${o.fit}`;

/** URL of `image` at the requested size; GIFs are returned untouched (no params) so they keep animating. */
export function imageUrl(config: ImageConfig, image: ImageSource, options: ImageOptions = {}): string {
  return memoised(config, image, optionsKey(options), () => buildImageUrl(config, image, options));
}

function buildImageUrl(config: ImageConfig, image: ImageSource, options: ImageOptions): string {
  let builder = imageUrlBuilder({ projectId: config.projectId, dataset: config.dataset }).image({
    asset: { _ref: image.id },
    crop: image.crop,
    hotspot: image.hotspot,
  });
  if (isGif(image)) return rebase(builder.ignoreImageParams().url(), config);
  builder = builder
    .width(options.width ?? IMAGE_DEFAULTS.width)
    .quality(options.quality ?? IMAGE_DEFAULTS.quality)
    .dpr(options.dpr ?? IMAGE_DEFAULTS.dpr);
  builder = options.format ? builder.format(options.format) : builder.auto('format');
  if (options.height) builder = builder.height(options.height);
  if (options.fit) builder = builder.fit(options.fit);
  return rebase(builder.url(), config);
}

/** A `srcset` over `widths`; heights keep the requested aspect ratio when one is given. */
export function imageSrcSet(
  config: ImageConfig,
  image: ImageSource,
  widths: readonly number[],
  options: Omit<ImageOptions, 'width'> & { aspectRatio?: number } = {},
): string {
  if (isGif(image)) return `${imageUrl(config, image)} 1x`;
  const { aspectRatio, ...rest } = options;
  return memoised(config, image, `srcset ${widths.join(' ')} ${aspectRatio} ${optionsKey(rest)}`, () =>
    widths
      .map((w) => {
        const height = aspectRatio ? Math.round(w / aspectRatio) : rest.height;
        return `${buildImageUrl(config, image, { ...rest, width: w, height })} ${w}w`;
      })
      .join(', '),
  );
}

/** Podcast and episode artwork: Apple Podcasts asks for a square JPEG or PNG of 1400 to 3000 px. */
export const PODCAST_ARTWORK = { width: 1400, height: 1400, format: 'jpg', fit: 'crop' } as const satisfies ImageOptions;
