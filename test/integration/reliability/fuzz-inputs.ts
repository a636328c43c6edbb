/**
 * Hostile requests for the fuzz suite, drawn from a seeded PRNG: every route pattern of the route table,
 * /_data, the APIs, images, media and feeds, with bad paths, query strings, headers and bodies.
 * The same seed gives the same list, so a failure names a request that can be replayed.
 */
import type { Prng } from '../../support/prng.js';
import { API_POSTS, hostileBody, TEN_MB_JSON } from './fuzz-bodies.js';

export type Category = 'path' | 'query' | 'header' | 'body';

export interface FuzzRequest {
  category: Category;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** Path and query exactly as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent byte for byte (node:http), not through supertest's URL normalisation. */
  exact?: boolean;
}

/** Route patterns of the route table, client/routes.tsx (and the app's other surfaces); ':' marks a slug to fill. */
export const PAGE_PATTERNS = [
  '/', '/recipes', '/recipes/:', '/recipes/by-holiday/:', '/recipes/by-season/:', '/sections/:', '/sections/:/archive',
  '/sections/:/articles', '/section/:/articles', '/sections/:/articles/:', '/sections/:/article/:', '/section/:/articles/:',
  '/section/:/article/:', '/section/:', '/sections/holidays/:', '/contributors', '/contributors/:', '/author/:', '/authors/:',
  '/tags', '/tags/:', '/tag/:', '/encyclopedia', '/mocks/:', '/about/:', '/articles/:/print/:', '/podcasts', '/podcasts/:',
  '/podcasts/:/:', '/privacy-policy', '/terms-of-service', '/newsletter', '/donate', '/subscribe', '/search', '/feature/:',
  '/collections', '/collections/:', '/columnists', '/columns/:', '/auth/magic', '/auth/reset', '/:/:/:', '/404',
  '/old-about', '/evil',
] as const;
// /500 and /_error are left out: they are the error pages of the route table and answer 500 on purpose.

const OTHER_PATTERNS = [
  '/images/local/production/:', '/images/:/:/:', '/media/audio/:', '/media/:', '/podcasts/:/feed.xml', '/assets/:',
  '/api/search', '/api/preview', '/api/exit-preview', '/api/auth/me', '/api/:', '/healthz', '/readyz', '/fallback.css',
  '/robots.txt', '/sitemap.xml', '/sitemaps/:', '/sitemaps/:.xml', '/sitemap-news.xml', '/rss.xml', '/sections/:/rss.xml',
] as const;

/** Slugs that exist in the fixture dataset, so many requests reach real loaders and real pages. */
const GOOD = [
  'news', 'food', 'holidays', 'arts-letters', 'news-story-01', 'news-story-02', 'jane-doe', 'the-show', 'first', 'challah',
  'passover', 'best-of', 'jane-writes', 'editor-in-chief', 'the-long-read', 'spring', 'aaa111-800x600.svg', 'first.wav',
  '12345', 'old-bread', 'privacy-policy',
];

/** Segments that have broken servers: traversal, encodings, invalid UTF-8, NUL, injection, odd names. */
const HOSTILE = [
  '..', '.', '%2e%2e', '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', '..%2F..%2Fpackage.json', '..%5C..%5Cpackage.json', '%2F', '%5C',
  '%2F%2Fevil.example', '%252F', '%252e%252e', '%25', '%', '%%', '%zz', '%4', '%C0%AF', '%C0%80', '%E0%80', '%E0%80%AF',
  '%ED%A0%80', '%F4%90%80%80', '%FF', '%FE%FF', '%00', 'a%00b', '%0d%0aSet-Cookie:%20x=1', '%E2%80%AE', 'caf%C3%A9',
  '%F0%9F%98%80', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%22%3E%3Csvg%20onload=alert(1)%3E', '%7B%7B7*7%7D%7D',
  'javascript:alert(1)', 'javascript%3Aalert(1)', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  '[object Object]', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', '*', '~', ';', 'a;b=c', '@', ':', '%3A', "'", '"',
  'CON', 'index.html', '.env', '.git', 'feed.xml', 'x'.repeat(300), '$where', '*[_type=="user"]', '")+[_id]', '\'||1||\'',
  'drafts.article-1', 'evil.example', '%09', '%20', '+', 'a+b',
];

const PAGE_QUERY_KEYS = ['page', 'q', 'term', 'offset', 'slug', 'secret', 'token', 'email', 'returnTo', 'w', 'q[]', 'page[]'];
const BAD_NUMBERS = [
  'abc', '-1', '0', 'NaN', 'Infinity', '-Infinity', '1e9', '1e309', '999999999999', '9'.repeat(400), '1.5', '%201', '0x10',
  '', '%', '%C0', '[]', '{}', 'null', '1%00', '１', '٣', '2;drop',
];

function segment(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.45) return rng.pick(GOOD);
  if (roll < 0.9) return rng.pick(HOSTILE);
  // Random bytes, percent-encoded: mostly invalid UTF-8.
  const bytes = Array.from({ length: rng.int(1, 6) }, () => rng.int(0, 255));
  return bytes.map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

function fill(pattern: string, rng: Prng): string {
  return pattern.replace(/:/g, () => segment(rng));
}

/** Raw (unencoded) bytes Node's client lets through in a path: backslashes and latin-1 bytes, i.e. invalid UTF-8. */
export function rawPath(rng: Prng): string {
  const raw = rng.pick(['\\', '\\evil.example', '/\\evil.example', '\xc0\xaf', '\xe9', '\xff\xfe', '\xe2\x80', '..\\..\\package.json', '\x80']);
  const pattern = rng.pick(PAGE_PATTERNS).replace(/:/g, () => rng.pick([raw, rng.pick(GOOD)]));
  return rng.chance(0.3) ? `/_data${pattern}` : rng.chance(0.2) ? `/\\${pattern.slice(1)}` : pattern;
}

/** A hostile path: a route pattern filled with bad segments, sometimes prefixed, lengthened or doubled. */
export function hostilePath(rng: Prng): string {
  const pattern = rng.chance(0.75) ? rng.pick(PAGE_PATTERNS) : rng.pick(OTHER_PATTERNS);
  let path = fill(pattern, rng);
  const roll = rng.next();
  if (roll < 0.08) path = `//${path.replace(/^\/+/, '')}`;
  else if (roll < 0.12) path = `/%2F${path.replace(/^\/+/, '')}`;
  else if (roll < 0.16) path = `/%5C${path.replace(/^\/+/, '')}`;
  else if (roll < 0.2) path = `/_data${path}`;
  else if (roll < 0.24) path = path.replace(/\//g, '//');
  else if (roll < 0.27) path += `/${'a'.repeat(8 * 1024)}`;
  else if (roll < 0.3) path += '/';
  else if (roll < 0.33) path += `/${segment(rng)}/${segment(rng)}`;
  else if (roll < 0.5) path = `/_data${path === '/' ? '/index' : path}`;
  return path;
}

function queryValue(key: string, rng: Prng): string {
  if (['page', 'offset', 'page[]'].includes(key) || rng.chance(0.3)) return rng.pick(BAD_NUMBERS);
  return rng.chance(0.5) ? segment(rng) : rng.pick(HOSTILE);
}

/** A hostile query string: bad numbers, arrays, repeated keys, huge values, prototype keys. */
export function hostileQuery(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.05) return `?${'q='.concat('x'.repeat(rng.int(2000, 7000)))}`;
  if (roll < 0.1) return `?${Array.from({ length: rng.int(200, 1500) }, (_, i) => `page=${i}`).join('&')}`;
  if (roll < 0.15) return `?__proto__[isPremium]=1&constructor[prototype][x]=1&hasOwnProperty=1&toString=x`;
  if (roll < 0.2) return `?page[a]=1&page[]=2&q[][]=3&term[x]=y&offset[]=1&slug[]=/&secret[]=x`;
  const pairs = Array.from({ length: rng.int(1, 5) }, () => {
    const key = rng.pick(PAGE_QUERY_KEYS);
    return `${key}=${queryValue(key, rng)}`;
  });
  if (rng.chance(0.2)) pairs.push(pairs[0]!); // repeated key: Express makes it an array
  if (rng.chance(0.05)) pairs.push('%', '=', '&&', '=x', 'a=%ZZ');
  return `?${pairs.join('&')}`;
}

/** Page, data and API paths that take queries. */
export function queryTarget(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.15) return '/api/search';
  if (roll < 0.22) return '/api/preview';
  if (roll < 0.3) return '/api/exit-preview';
  if (roll < 0.45) return `/_data${fill(rng.pick(PAGE_PATTERNS), rng).replace(/^\/$/, '/index')}`;
  return rng.chance(0.7) ? PAGE_PATTERNS.map((p) => p.replace(/:/g, 'news'))[rng.int(0, PAGE_PATTERNS.length - 1)]! : fill(rng.pick(PAGE_PATTERNS), rng);
}

const COOKIE_NAMES = ['colophon_session', 'colophon_preview', 'cookie_ready_x', 'a', '__proto__', ''];

function hostileCookie(rng: Prng): string {
  const roll = rng.next();
  // Near Node's 16 KB header limit (the rest of the request's headers are small).
  if (roll < 0.1) return `colophon_session=${'a'.repeat(rng.int(12_000, 15_000))}`;
  if (roll < 0.15) return Array.from({ length: 800 }, (_, i) => `c${i}=v`).join('; ');
  const pick = () => {
    const value = rng.pick([
      '%', '%E0%A4%A', 's:1.forged', 's%3A1.AAAA', 's:', 'j:{bad', 'j:{"__proto__":{"x":1}}', 'j:[1,2', '"unterminated',
      '=', ';;', 'a'.repeat(43), '\u00e9', 'x=y=z', '1', '',
    ]);
    return `${rng.pick(COOKIE_NAMES)}=${value}`;
  };
  const parts = Array.from({ length: rng.int(1, 4) }, pick);
  if (rng.chance(0.2)) parts.push('garbage-without-equals', '=', ';');
  return parts.join(rng.pick(['; ', ';', ',', ' ; ']));
}

/** One odd header (or a few) on a GET of a real or hostile page, data, image or API path. */
export function hostileHeaders(rng: Prng): Record<string, string> {
  const headers: Record<string, string> = {};
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    switch (rng.int(0, 9)) {
      case 0:
      case 1:
        headers.Cookie = hostileCookie(rng);
        break;
      case 2:
        headers['Content-Type'] = rng.pick(['application/json; charset=utf-99', 'multipart/form-data', '%', 'a/b/c', ';;;', 'x'.repeat(3000)]);
        break;
      case 3:
        headers.Accept = rng.pick(['', '*/*;q=abc', 'application/json', 'text/html;q=0, */*;q=0', 'image/*', ',,,', 'x'.repeat(4000), '*/*;q=NaN']);
        break;
      case 4:
        headers['Accept-Encoding'] = rng.pick(['gzip;q=0', 'br', 'identity;q=0', '*;q=0', 'gzip, gzip, gzip', 'x'.repeat(2000), ';']);
        break;
      case 5:
        headers['If-None-Match'] = rng.pick(['*', 'W/"x"', `"${'a'.repeat(4000)}"`, ',,,', '"', 'W/', '""', 'null']);
        break;
      case 6:
        headers.Range = rng.pick(['bytes=abc', 'bytes=99999999-', 'bytes=-0', 'bytes=5-1', Array.from({ length: 300 }, (_, j) => `${j}-${j}`).join(','), 'lines=1-2']);
        headers['If-Modified-Since'] = rng.pick(['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', '9999999999999']);
        break;
      case 7:
        headers['X-Forwarded-Proto'] = rng.pick(['javascript', 'x y', '', 'https, http', '%', 'http:', '://', 'ftp']);
        headers['X-Forwarded-Host'] = rng.pick(['evil.example', '%', '', 'a b', '[::1', 'localhost:abc']);
        break;
      case 8:
        headers.Host = rng.pick(['evil.example', 'localhost:99999', '[::1]', 'localhost:abc', '%', 'a_b', 'x'.repeat(300)]);
        headers['X-Forwarded-For'] = rng.pick(['not-an-ip', '1.1.1.1, 2.2.2.2', '::ffff:1.2.3.4', '', '999.999.999.999']);
        break;
      default:
        headers.Origin = rng.pick(['null', 'https://evil.example', '%', 'http://localhost:3000.evil.example']);
        headers.Referer = rng.pick(['javascript:alert(1)', '%', '//evil.example']);
    }
  }
  return headers;
}

/** 10 MB bodies cost ~1 s each: a fixed few, one per kind of body parser (and none). */
const TEN_MB_TARGETS = ['/api/auth/login', '/api/newsletter', '/api/revalidate', '/api/webhooks/stripe', '/api/admin/accounts/list', '/_data/sections/news', '/sections/news'];

/** The whole list, per category, in a fixed order. */
export function generate(rng: Prng, counts: Record<Category, number>): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const methodFor = (): FuzzRequest['method'] => (rng.chance(0.9) ? 'GET' : 'HEAD');
  for (let i = 0; i < counts.path; i++) {
    const exact = rng.chance(0.1);
    out.push({ category: 'path', method: methodFor(), url: exact ? rawPath(rng) : hostilePath(rng), headers: {}, exact });
  }
  for (let i = 0; i < counts.query; i++) {
    out.push({ category: 'query', method: methodFor(), url: queryTarget(rng) + hostileQuery(rng), headers: {} });
  }
  for (let i = 0; i < counts.header; i++) {
    const url = rng.chance(0.6) ? fill(rng.pick(PAGE_PATTERNS), rng) : fill(rng.pick(OTHER_PATTERNS), rng);
    out.push({ category: 'header', method: methodFor(), url, headers: hostileHeaders(rng) });
  }
  for (let i = 0; i < counts.body; i++) {
    const url = rng.chance(0.8) ? rng.pick(API_POSTS) : rng.chance(0.5) ? `/_data${fill(rng.pick(PAGE_PATTERNS), rng)}` : fill(rng.pick(PAGE_PATTERNS), rng);
    const method = rng.chance(0.85) ? 'POST' : rng.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const);
    out.push({ category: 'body', method, url, ...hostileBody(rng) });
  }
  for (const url of TEN_MB_TARGETS) {
    out.push({ category: 'body', method: 'POST', url, headers: { 'Content-Type': 'application/json' }, body: TEN_MB_JSON });
  }
  return out;
}
