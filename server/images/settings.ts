/**
 * Defaults of the image pipeline's settings (IMAGE_CACHE_MB, IMAGE_RENDER_CONCURRENCY,
 * IMAGE_RENDER_QUEUE_MAX), apart from the pipeline so server/config.ts reads them without loading sharp.
 * 64 MB: the server runs near 200-240 MB under load and must stay under 300 MB at its peak
 * (docs/architecture.md#the-bars), so a full cache must fit beside that; it holds some 2,000-5,000
 * renders of 800-1280 px WebP (11-40 kB measured), and a CDN in front of the site absorbs the
 * repeats anyway.
 * Renders run on libuv's thread pool, not the event loop: two at once use a 2-core machine's
 * cores while pages still get turns; the queue bound stops a flood of unique sizes from growing
 * memory and latency without limit.
 */
export const IMAGE_DEFAULTS = { cacheMb: 64, concurrency: 2, queueMax: 64 } as const;
