/** Express request -> Fetch Request (React Router's Express adapter, trimmed to what we use). */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** `host` when it parses as a URL host (a bad port or bracket would make new URL() throw), else localhost. */
function safeHost(host: string): string {
  if (!/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return 'localhost';
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return 'localhost';
  }
}

export function originOf(req: ExpressRequest): string {
  // req.protocol trusts X-Forwarded-Proto from a proxy, which may pass on whatever a client sent.
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${safeHost(req.get('host') ?? 'localhost')}`;
}

/**
 * A request target as a path on this site: '//host/x' stays a path (the origin is prefixed as text,
 * never resolved against), and an absolute-form target becomes '/http://…'. The page handler and
 * the page-cache hit path both key pages on it, so they must read it the same way.
 */
export function sitePath(target: string): string {
  return target.startsWith('/') ? target : `/${target}`;
}

/** The absolute URL of `req`; '//host/x' stays a path on this site. */
export function requestUrl(req: ExpressRequest): URL {
  return new URL(`${originOf(req)}${sitePath(req.originalUrl)}`);
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
