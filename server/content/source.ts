/** Where content comes from (design §4): Sanity's HTTP API, or the embedded dataset through groq-js. */

export type QueryParams = Record<string, unknown>;

export interface FetchOptions {
  /** Drafts replace their published twins, and requests skip every CDN and cache. */
  preview: boolean;
}

export interface ContentSource {
  /** Run one GROQ query. Rejects when the source cannot answer (network, timeout, bad query). */
  fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T>;
}
