/**
 * Another page of a list from GET /_data/<path>?page=N (client/api/page-data.ts reads the same
 * endpoint for the routes' loaders): the paginated lists' "Load more" (usePaginated).
 */
import { dataUrlFor } from './page-data.js';

/** The data of another page of a list (`url` with its ?page=); throws on any failure, an abort included. */
export async function fetchPageOfList<D>(url: URL, signal: AbortSignal): Promise<D> {
  const res = await fetch(dataUrlFor(url), { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { data?: D };
  if (!body.data) throw new Error('No data');
  return body.data;
}
