/** Express request -> Fetch Request (React Router's Express adapter, trimmed to what we use). */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

export function originOf(req: ExpressRequest): string {
  const host = req.get('host') ?? 'localhost';
  // A Host header with characters that cannot be part of a URL would make new URL() throw.
  const safeHost = /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
  return `${req.protocol}://${safeHost}`;
}

/** The absolute URL of `req`; '//host/x' stays a path on this site. */
export function requestUrl(req: ExpressRequest): URL {
  return new URL(`${originOf(req)}${req.originalUrl.startsWith('/') ? req.originalUrl : `/${req.originalUrl}`}`);
}

/** A GET Fetch Request for `req`, aborted when the client goes away before the response ends. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL = requestUrl(req)): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return new Request(url.href, { method: 'GET', headers, signal: controller.signal });
}
