/**
 * Query parameters that carry a secret: whoever reads the URL can use it. A gift subscription's
 * code (`/gift/redeem?code=`), a gift link's token (`?gift=`), a sign-in or password-reset token
 * (`?token=`), Sanity's preview secrets (`?secret=`, `?sanity-preview-secret=`). The one list every
 * log line and error report masks them by (server/logger.ts, server/api/client-errors.ts,
 * server/observability.ts, client/thirdparty/sentry.ts, client/thirdparty/loader.ts).
 */
export const SECRET_PARAMS = ['code', 'token', 'gift', 'secret', 'sanity-preview-secret'] as const;

/** What a masked value reads as. */
export const MASKED = '…';

// A parameter's name after `?` or `&` (or their percent-encoded forms, as in a return path inside
// another URL's query), then its value: up to the next separator (plain or encoded), `#`, a quote,
// a space or an angle bracket.
const SECRET_VALUE = new RegExp(`((?:[?&]|%3F|%26)(?:${SECRET_PARAMS.join('|')})(?:=|%3D))(?:[^&#\\s"'<>%]|%(?!26|23)[0-9a-f]{2})*`, 'gi');

/**
 * `text` (a URL, a path with its query, or any line that may hold one) with every secret
 * parameter's value replaced by MASKED: `/gift/redeem?code=…`. Cheap when there is none.
 */
export function maskSecrets(text: string): string;
export function maskSecrets(text: string | undefined): string | undefined;
export function maskSecrets(text: string | undefined): string | undefined {
  if (!text || (!text.includes('=') && !/%3D/i.test(text))) return text;
  return text.replace(SECRET_VALUE, `$1${MASKED}`);
}

/** A query string without its `?` (Sentry's `request.query_string`: `code=abc&x=1`), masked. */
export function maskQueryString(query: string): string {
  return maskSecrets(`?${query}`).slice(1);
}

/**
 * A copy of `value` (an error report, a Sentry event) with maskSecrets applied to every string in
 * it, however deep, and maskQueryString to a `query_string`. Plain objects and arrays are copied;
 * other values (an Error, a Date, a class instance) are kept as they are.
 */
export function maskSecretsDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskSecrets(value) as T;
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => maskSecretsDeep(v, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === 'query_string' && typeof v === 'string' ? maskQueryString(v) : maskSecretsDeep(v, depth + 1);
  return out as T;
}
