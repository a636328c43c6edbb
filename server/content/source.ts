/** Where content comes from (docs/architecture.md#content-sources-queries-and-release-dates): Sanity's HTTP API, or the embedded dataset through groq-js. */

export type QueryParams = Record<string, unknown>;

export interface FetchOptions {
  /** Drafts replace their published twins, and requests skip every CDN and cache. */
  preview: boolean;
  /**
   * When the request this read serves stops waiting for content (a performance.now() time): the
   * content cache waits no longer than this, nor than its timeout. Absent: one timeout from now.
   */
  deadline?: number;
  /** Aborted when nobody waits for the answer any more: a source with requests of its own cancels them. */
  signal?: AbortSignal;
  /**
   * Preview only: display text in the result carries its Studio edit link, stega-encoded (invisible
   * characters) from the query's Content Source Map, for the Presentation tool's overlays
   * (docs/decisions/visual-editing.md). Asked for by pages' data, never by the frame, redirects or
   * search; a source that cannot (the embedded dataset) ignores it.
   */
  stega?: boolean;
  /**
   * Given the sync tags of the answer (Sanity's Live Content API: an answer at API version
   * 2021-03-25 or later carries them), so the content cache keys the result on them
   * (`sync:<tag>`, server/content/keys.ts). A source without them never calls it.
   */
  onSyncTags?: (tags: readonly string[]) => void;
}

export interface ContentSource {
  /**
   * Run one GROQ query. Rejects when the source cannot answer (network, timeout, bad query, an
   * answer that is not a query result): only a resolved null means "no such document".
   */
  fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T>;
}
