/**
 * Sanity's HTTP API through @sanity/client (design §4): CDN reads for the public site; preview uses
 * a token client with no CDN and the drafts perspective.
 */
import { createClient, type ClientConfig, type QueryParams as SanityParams, type SanityClient } from '@sanity/client';
import type { ContentSource, FetchOptions, QueryParams } from '../source.js';

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
      ? createClient({ ...base, useCdn: false, token: options.token, perspective: 'drafts' })
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
