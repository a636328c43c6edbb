/**
 * The CSRF rule of `sameOrigin`, header combination by header combination: Sec-Fetch-Site
 * cross-site/same-site, a foreign Origin (or `null`), or without Origin a foreign Referer refuse;
 * a request with none of the three (curl, server-to-server) is accepted.
 */
import type { Request, Response } from 'express';
import { sameOrigin } from '../../../server/http/guards.js';
import { ForbiddenError } from '../../../server/domain-errors.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';

type Headers = Record<string, string>;

/** What the guard does with these headers: 'accept', or the refusal's message. */
function verdict(publicUrl: string, headers: Headers): string {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  let outcome: unknown = 'not called';
  sameOrigin(publicUrl)(req, {} as Response, (err?: unknown) => {
    outcome = err;
  });
  if (outcome === undefined) return 'accept';
  if (outcome instanceof ForbiddenError) return outcome.message;
  throw new Error(`unexpected outcome ${String(outcome)}`);
}

const SITE = 'https://www.example.com';
const REFUSED = MESSAGES.crossSite(SITE);

describe('sameOrigin on a public site', () => {
  const cases: [string, Headers, 'accept' | 'refuse'][] = [
    ['no Origin, Referer or Sec-Fetch-Site (curl, server-to-server)', {}, 'accept'],
    ['our Origin', { Origin: SITE }, 'accept'],
    ['an Origin with a trailing slash (not how a browser writes one)', { Origin: `${SITE}/` }, 'refuse'],
    ['a foreign Origin', { Origin: 'https://evil.example' }, 'refuse'],
    ['Origin: null', { Origin: 'null' }, 'refuse'],
    ['an empty Origin', { Origin: '' }, 'refuse'],
    ['a look-alike Origin', { Origin: 'https://www.example.com.evil.example' }, 'refuse'],
    ['another scheme', { Origin: 'http://www.example.com' }, 'refuse'],
    ['a sibling subdomain Origin', { Origin: 'https://blog.example.com' }, 'refuse'],
    ['our Origin and a foreign Referer (Origin decides)', { Origin: SITE, Referer: 'https://evil.example/' }, 'accept'],
    ['a foreign Origin and our Referer', { Origin: 'https://evil.example', Referer: `${SITE}/account` }, 'refuse'],
    ['no Origin, our Referer', { Referer: `${SITE}/account?tab=password` }, 'accept'],
    ['no Origin, our Referer cut to the origin', { Referer: `${SITE}/` }, 'accept'],
    ['no Origin, a foreign Referer', { Referer: 'https://evil.example/trap.html' }, 'refuse'],
    ['no Origin, a sibling subdomain Referer', { Referer: 'https://blog.example.com/post' }, 'refuse'],
    ['no Origin, a look-alike Referer', { Referer: 'https://www.example.com.evil.example/' }, 'refuse'],
    ['no Origin, a Referer that is not a URL', { Referer: 'not a url' }, 'refuse'],
    ['no Origin, an about:blank Referer', { Referer: 'about:blank' }, 'refuse'],
    ['Sec-Fetch-Site: same-origin alone', { 'Sec-Fetch-Site': 'same-origin' }, 'accept'],
    ['Sec-Fetch-Site: none alone (typed by the user)', { 'Sec-Fetch-Site': 'none' }, 'accept'],
    ['Sec-Fetch-Site: cross-site alone', { 'Sec-Fetch-Site': 'cross-site' }, 'refuse'],
    ['Sec-Fetch-Site: same-site alone', { 'Sec-Fetch-Site': 'same-site' }, 'refuse'],
    ['Sec-Fetch-Site: Cross-Site in another case', { 'Sec-Fetch-Site': 'Cross-Site' }, 'refuse'],
    ['Sec-Fetch-Site: cross-site with our Referer', { 'Sec-Fetch-Site': 'cross-site', Referer: `${SITE}/` }, 'refuse'],
    ['Sec-Fetch-Site: same-site with a sibling Origin', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.com' }, 'refuse'],
    ['Sec-Fetch-Site: cross-site with our Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }, 'accept'],
    ['Sec-Fetch-Site: same-origin with our Origin and Referer', { 'Sec-Fetch-Site': 'same-origin', Origin: SITE, Referer: `${SITE}/a` }, 'accept'],
    ['Sec-Fetch-Site: same-origin with a foreign Origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }, 'refuse'],
    ['Sec-Fetch-Site: same-origin, no Origin, a foreign Referer', { 'Sec-Fetch-Site': 'same-origin', Referer: 'https://evil.example/' }, 'refuse'],
    ['Sec-Fetch-Site: none, no Origin, our Referer', { 'Sec-Fetch-Site': 'none', Referer: `${SITE}/` }, 'accept'],
  ];

  it.each(cases)('%s: %j → %s', (_name, headers, expected) => {
    expect(verdict(SITE, headers)).toBe(expected === 'accept' ? 'accept' : REFUSED);
  });

  it('a PUBLIC_URL with a path prefix is the same origin', () => {
    expect(verdict(`${SITE}/magazine`, { Referer: `${SITE}/magazine/account` })).toBe('accept');
    expect(verdict(`${SITE}/magazine`, { Origin: SITE })).toBe('accept');
  });
});

describe('sameOrigin on a developer machine (loopback PUBLIC_URL)', () => {
  const local = 'http://localhost:3000';
  const refused = MESSAGES.crossSite(local);
  it.each([
    [{ Origin: 'http://127.0.0.1:3000' }],
    [{ Referer: 'http://127.0.0.1:3000/account' }],
    [{ Referer: 'http://[::1]:3000/' }],
    // localhost and 127.0.0.1 are different sites to the browser, yet the same server.
    [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'http://127.0.0.1:3000' }],
  ])('accepts the other loopback names on the same port: %j', (headers) => {
    expect(verdict(local, headers)).toBe('accept');
  });

  it.each([
    [{ Origin: 'http://localhost:3001' }],
    [{ Referer: 'http://localhost:3001/' }],
    [{ Referer: 'http://localhost:3000.evil.example/' }],
    [{ 'Sec-Fetch-Site': 'same-site', Referer: 'http://localhost:3000/' }],
  ])('refuses another port or host: %j', (headers) => {
    expect(verdict(local, headers)).toBe(refused);
  });
});
