/**
 * Defaults of the image pipeline's settings (IMAGE_CACHE_MB, IMAGE_RENDER_CONCURRENCY,
 * IMAGE_RENDER_QUEUE_MAX), apart from the pipeline so server/config.ts reads them without loading sharp.
 * Renders run on libuv's thread pool, not the event loop: two at once use a 2-core machine's
 * cores while pages still get turns; the queue bound stops a flood of unique sizes from growing
 * memory and latency without limit.
 */
export const IMAGE_DEFAULTS = { cacheMb: 128, concurrency: 2, queueMax: 64 } as const;
