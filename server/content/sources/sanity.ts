/**
 * Sanity's HTTP API through @sanity/client: CDN reads for the public site; preview uses a token
 * client with no CDN and the drafts perspective.
 *
 * Only the API's own JSON answer is a query result. The client parses a body as JSON only when it
 * is labelled application/json, and hands any other body (a proxy's or captive portal's HTML page)
 * back as a string, whose `result` would read as undefined: "no such document", a 404 kept in the
 * page cache. So the whole answer is asked for (`filterResponse: false`) and must be an object with
 * a `result` (null included: that is a real "no such document"); anything else rejects, as a 500
 * would, and the content cache serves what it kept or a 503.
 *
 * Perspectives only exist from API version v2021-03-25: at the site's 2020-03-01 (v1) the API ignores
 * `perspective`, so a token client would see every draft beside its published twin. Preview therefore
 * runs at PREVIEW_API_VERSION, where `drafts` puts each draft in place of its twin, as the embedded
 * source does. The queries mean the same there: v2021-03-25 made GROQ follow its spec (`^` in every
 * scope, three-valued comparisons), which groq-js, the embedded source, already implements; and
 * v2025-02-19 changed only the default perspective (set explicitly here) and empty-key expansion.
 */
import { createClient, type ClientConfig, type ContentSourceMap, type QueryParams as SanityParams, type SanityClient } from '@sanity/client';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import type { ContentSource, FetchOptions, QueryParams } from '../source.js';
import { stegaFilter } from '../stega.js';

/** The API version preview queries run at: the first with content releases' `drafts` semantics. */
export const PREVIEW_API_VERSION = '2025-02-19';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Read token for preview (drafts). Never sent outside preview. */
  token?: string;
  /** Another API host, e.g. a local stub in tests; project hostnames are then not used. */
  apiHost?: string;
  timeoutMs: number;
  /**
   * The Studio (SANITY_STUDIO_URL): with it, preview reads that ask for stega get the query's
   * Content Source Map and their display text carries edit links into it (FetchOptions.stega).
   */
  studioUrl?: string;
}

export interface SanityClients {
  public: SanityClient;
  preview: SanityClient | undefined;
}

export function createSanityClients(options: SanitySourceOptions): SanityClients {
  const base: ClientConfig = {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    timeout: options.timeoutMs,
    // One retry at most: a dead service must turn into a fast 503 (or a stale page), not a long wait.
    maxRetries: 1,
    ...(options.apiHost ? { apiHost: options.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  };
  return {
    public: createClient({ ...base, useCdn: true }),
    preview: options.token
      ? createClient({ ...base, apiVersion: PREVIEW_API_VERSION, useCdn: false, token: options.token, perspective: 'drafts' })
      : undefined,
  };
}

/** The API answered 200 with something other than its query JSON: the source failed. */
export class SanityResponseError extends Error {
  constructor(what: string) {
    super(`Sanity's query API answered ${what} instead of its JSON with a result`);
    this.name = 'SanityResponseError';
  }
}

/** What an answer that is not the API's JSON was, for the log: its type, and the start of a text body. */
function describe(answer: unknown): string {
  if (typeof answer === 'string') return `a ${answer.length}-character text body (${JSON.stringify(answer.slice(0, 80))})`;
  if (answer === null || typeof answer !== 'object') return String(answer);
  if (Array.isArray(answer)) return 'a JSON array';
  if (Buffer.isBuffer(answer)) return `a ${answer.length}-byte body`;
  return `a JSON object without \`result\` (keys: ${Object.keys(answer).slice(0, 8).join(', ') || 'none'})`;
}

/** The query's result from the API's answer, or SanityResponseError when the answer is not the API's JSON. */
export function queryResult<T>(answer: unknown): T {
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer) && !Buffer.isBuffer(answer) && 'result' in answer) {
    return (answer as { result: T }).result;
  }
  throw new SanityResponseError(describe(answer));
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const clients = createSanityClients(options);
  return {
    async fetch<T>(query: string, params: QueryParams, { preview, signal, stega, onSyncTags }: FetchOptions): Promise<T> {
      const client = preview ? clients.preview : clients.public;
      if (!client) throw new Error('Preview needs SANITY_READ_TOKEN');
      // Source maps are asked for in preview only: readers' answers never carry them.
      const encode = preview && stega === true && options.studioUrl !== undefined;
      // The whole answer, without the query echoed back (what the client asks for by default).
      const answer: unknown = await client.fetch<unknown, SanityParams>(query, params as SanityParams, {
        filterResponse: false,
        returnQuery: false,
        ...(encode ? { resultSourceMap: 'withKeyArraySelector' as const } : {}),
        ...(signal ? { signal } : {}),
      });
      const result = queryResult<T>(answer);
      const syncTags = (answer as { syncTags?: unknown }).syncTags;
      if (onSyncTags && Array.isArray(syncTags)) onSyncTags(syncTags.filter((t): t is string => typeof t === 'string'));
      if (!encode) return result;
      const sourceMap = (answer as { resultSourceMap?: ContentSourceMap }).resultSourceMap;
      // No map (a literal or empty result): nothing to encode.
      if (!sourceMap || result === null) return result;
      return stegaEncodeSourceMap(result, sourceMap, { enabled: true, studioUrl: options.studioUrl, filter: stegaFilter });
    },
  };
}
