/**
 * Sanity's HTTP API through @sanity/client (design §4): CDN reads for the public site; preview uses
 * a token client with no CDN and the drafts perspective.
 *
 * Perspectives only exist from API version v2021-03-25: at the site's 2020-03-01 (v1) the API ignores
 * `perspective`, so a token client would see every draft beside its published twin. Preview therefore
 * runs at PREVIEW_API_VERSION, where `drafts` puts each draft in place of its twin, as the embedded
 * source does. The queries mean the same there: v2021-03-25 made GROQ follow its spec (`^` in every
 * scope, three-valued comparisons), which groq-js, the embedded source, already implements; and
 * v2025-02-19 changed only the default perspective (set explicitly here) and empty-key expansion.
 */
import { createClient, type ClientConfig, type QueryParams as SanityParams, type SanityClient } from '@sanity/client';
import type { ContentSource, FetchOptions, QueryParams } from '../source.js';

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

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const clients = createSanityClients(options);
  return {
    fetch<T>(query: string, params: QueryParams, { preview }: FetchOptions): Promise<T> {
      const client = preview ? clients.preview : clients.public;
      if (!client) return Promise.reject(new Error('Preview needs SANITY_READ_TOKEN'));
      return client.fetch<T, SanityParams>(query, params as SanityParams);
    },
  };
}
