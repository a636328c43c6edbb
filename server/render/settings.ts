/**
 * The defaults of the page cache's settings (RENDER_QUEUE_MAX), apart from the cache so
 * server/config.ts reads them without loading it. What they bound: server/render/page-cache.ts.
 */

/** Uncached pages being produced (rendering or waiting for it) past which new ones are refused. */
export const DEFAULT_RENDER_QUEUE_MAX = 32;
