/**
 * Rendered images, kept in memory up to a byte budget (lru-cache's maxSize with each entry's byte
 * length). lru-cache's fetchMethod makes concurrent requests for the same key share one render
 * (no hand-rolled coalescing: docs/decisions/content-cache-ttl-windows.md); a failed render is not cached, so the next request
 * tries again. The key is the original plus the normalised parameters plus the chosen format, so
 * auto=format's answers to different Accept headers are distinct entries. Why the pipeline works
 * this way: docs/decisions/image-pipeline.md.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { loadSharp, render as sharpRender, UndecodableImageError, type Rendered, type RenderInput } from './transform.js';
import type { Limiter } from '../limiter.js';

export interface CachedImage extends Rendered {
  /** A strong validator of these bytes. */
  etag: string;
}

export interface ImageCache {
  /** The render for `key`, from the cache or made now; `hit` says which. */
  get(key: string, input: RenderInput): Promise<{ image: CachedImage; hit: boolean }>;
  /** Whether `key` is cached now (a cached render needs no look at the original's file). */
  has(key: string): boolean;
  /** Whether the original has an alpha channel (memoised; decides PNG vs JPEG for auto=format). */
  hasAlpha(file: string): Promise<boolean>;
  /** Renders actually performed since start (tests and operators). */
  readonly renders: number;
  readonly bytes: number;
}

export interface ImageCacheOptions {
  maxBytes: number;
  limiter: Limiter;
  /** The renderer (tests may wrap it); sharp by default. */
  render?: (input: RenderInput) => Promise<Rendered>;
}

export function createImageCache({ maxBytes, limiter, render = sharpRender }: ImageCacheOptions): ImageCache {
  let renders = 0;
  const images = new LRUCache<string, CachedImage, RenderInput>({
    maxSize: maxBytes,
    // An entry larger than the whole budget is served but not kept.
    maxEntrySize: maxBytes,
    sizeCalculation: (image) => image.body.length || 1,
    fetchMethod: async (_key, _stale, { context }) => {
      const rendered = await limiter.run(() => {
        renders += 1;
        return render(context);
      });
      const etag = `"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 27)}"`;
      return { ...rendered, etag };
    },
  });
  const alpha = new LRUCache<string, boolean>({
    max: 10_000,
    fetchMethod: async (file) => {
      const sharp = await loadSharp();
      try {
        return (await sharp(file).metadata()).hasAlpha;
      } catch (err) {
        throw new UndecodableImageError(err);
      }
    },
  });
  return {
    async get(key, input) {
      const status: LRUCache.Status<string, CachedImage, RenderInput> = {};
      const image = await images.fetch(key, { context: input, status });
      if (!image) throw new Error('image render produced nothing');
      return { image, hit: status.fetch === 'hit' };
    },
    has(key) {
      return images.has(key);
    },
    async hasAlpha(file) {
      return (await alpha.fetch(file)) ?? false;
    },
    get renders() {
      return renders;
    },
    get bytes() {
      return images.calculatedSize;
    },
  };
}
