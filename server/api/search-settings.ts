/**
 * The defaults of the search bounds (SEARCH_RATE_LIMIT, SEARCH_QUEUE_MAX), apart from the router so
 * server/config.ts reads them without loading it. What they bound: server/api/search-router.ts.
 */
export const SEARCH_DEFAULTS = {
  /** Searches a minute from one address. */
  perMinute: 60,
  /**
   * Searches waiting for a turn past which new ones answer 503. A waiting search is also bounded in
   * time (maxWaitMs), so the queue may hold a flood's clients: refused at once, they would only ask
   * again at once (issue 48).
   */
  queueMax: 32,
  /**
   * Longest a search waits, for its turn or for the first index, before it is refused (503 with
   * Retry-After): a reader hears back within 2 s (issue 48), with time left for the search itself
   * and for the longest stretch the first build holds the event loop (the index's one query on the
   * embedded dataset, 0.3-0.6 s), during which no timer fires.
   */
  maxWaitMs: 1_000,
  /**
   * Idle time of the event loop after each search before the next one starts: under a flood of
   * searches the process keeps time for readers' pages (issue 48; bench/README.md "search flood").
   */
  restMs: 1,
} as const;
