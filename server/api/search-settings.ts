/**
 * The defaults of the search bounds (SEARCH_RATE_LIMIT, SEARCH_QUEUE_MAX), apart from the router so
 * server/config.ts reads them without loading it. What they bound: server/api/search-router.ts.
 */
export const SEARCH_DEFAULTS = {
  /** Searches a minute from one address. */
  perMinute: 60,
  /** Searches waiting for a turn past which new ones answer 503. */
  queueMax: 8,
} as const;
