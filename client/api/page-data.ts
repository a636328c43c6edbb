/**
 * The browser's client for GET /_data/<path> (the page data a client-side navigation loads,
 * docs/architecture.md#a-client-side-navigation), as the routes' loaders (client/route-loaders.ts)
 * read it. The lists that load their next page read it through client/api/page-of-list.ts, a module
 * of its own so that its code stays out of every page's first JS.
 */
import { redirect } from 'react-router';
import { PageStatusError } from '../../shared/page-errors.js';
import { DATA_PREFIX, type DataEnvelope } from '../../shared/page-data.js';

export function dataUrlFor(url: URL): string {
  return `${DATA_PREFIX}${url.pathname === '/' ? '/index' : url.pathname}${url.search}`;
}

/** The one reading of a /_data envelope: its data, or the redirect or status error a loader throws. */
export async function fetchEnvelope(href: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(href, { signal, headers: { accept: 'application/json' } });
  let body: DataEnvelope | null = null;
  try {
    body = (await res.json()) as DataEnvelope;
  } catch {
    body = null;
  }
  if (body && 'redirect' in body) throw redirect(body.redirect.location, body.redirect.status);
  if (body && 'data' in body && res.ok) return body.data;
  if (body && 'error' in body) throw new PageStatusError(body.error.status, body.error.message);
  throw new PageStatusError(res.status >= 400 ? res.status : 500, res.statusText);
}
