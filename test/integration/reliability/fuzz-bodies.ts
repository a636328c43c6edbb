/**
 * Hostile request bodies for the fuzz suite: broken and deeply nested JSON, 10 MB, wrong types,
 * prototype keys, odd content types and encodings, junk signatures, foreign origins.
 */
import type { Prng } from '../../support/prng.js';

export const API_POSTS = [
  '/api/auth/login', '/api/auth/sign-up', '/api/auth/send-magic-link', '/api/auth/login-with-magic-link',
  '/api/auth/reset-password', '/api/auth/set-new-password', '/api/auth/check-subscription-status', '/api/auth/logout',
  '/api/newsletter', '/api/revalidate', '/api/webhooks/stripe', '/api/admin/accounts/list', '/api/admin/accounts/grant-premium',
  '/api/admin/accounts/%C0', '/api/newsletters/sends', '/api/newsletters/events', '/api/search', '/api/preview', '/api/exit-preview', '/api/auth/me', '/api/nothing',
] as const;

/** Shared so the 10 MB bodies cost one allocation. */
const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');
export const TEN_MB_JSON = Buffer.concat([Buffer.from('{"email":"'), TEN_MB, Buffer.from('"}')]);

/** 10,000 levels of nesting: too big for the 10 kB parsers, parsed by the 1 MB ones. */
export const DEEP_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** As deep as fits under the 10 kB limit (5,000 arrays). */
export const DEEP_SMALL_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function hostileJson(rng: Prng): string {
  const email = rng.pick(['a@b.co', '', 'x', 'A@B.CO ', `${'a'.repeat(300)}@b.co`, 'a\u0000@b.co', 'ü@ß.de', '"@x.co']);
  const value = () =>
    rng.pick<unknown>([
      null, true, 0, -1, 1e308, [], {}, [email], { $ne: '' }, { toString: 'x' }, 'x'.repeat(rng.int(1, 3000)),
      email, 'password1', '\u0000', '\ud800', '<script>alert(1)</script>',
    ]);
  const objects = [
    () => ({ email: value(), password: value() }),
    () => ({ email: value(), password: value(), firstName: value(), lastName: value(), steps: value() }),
    () => ({ email, token: value(), returnTo: rng.pick(['https://evil.example', '//evil.example', '/\\evil.example', '/ok', 7]) }),
    () => ({ cookieReadyId: value(), email }),
    () => JSON.parse('{"__proto__":{"isPremium":true,"admin":true},"email":"a@b.co","password":"password1"}') as unknown,
    () => ({ constructor: { prototype: { isPremium: true } }, email }),
    () => value(),
  ];
  return JSON.stringify(rng.pick(objects)());
}

/** A hostile body and content type. */
export function hostileBody(rng: Prng): { body: string | Buffer; headers: Record<string, string> } {
  const json = { 'Content-Type': 'application/json' };
  const roll = rng.next();
  if (roll < 0.04) return { body: DEEP_JSON, headers: json };
  if (roll < 0.07) return { body: DEEP_SMALL_JSON, headers: json };
  if (roll < 0.25) {
    const broken = rng.pick(['{', '{"a":', 'nul', '\u0000', '{"a":1,}', "{'a':1}", '[', '{"a":"\\u12"}', '"x"', '1', '', '\ufeff{}', 'undefined']);
    return { body: broken, headers: json };
  }
  if (roll < 0.35) {
    const type = rng.pick([
      'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x',
      'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/json; charset=bogus',
      'application/xml', '', 'application/json, text/plain', 'APPLICATION/JSON',
    ]);
    return { body: rng.pick(['email=a%40b.co&password=12345678', '--x--', '{"email":"a@b.co"}', '<x/>']), headers: type ? { 'Content-Type': type } : {} };
  }
  if (roll < 0.4) {
    // Claims gzip but is not: the body parser must refuse it cleanly.
    return { body: '{"email":"a@b.co"}', headers: { ...json, 'Content-Encoding': rng.pick(['gzip', 'deflate', 'br', 'x-bogus']) } };
  }
  const headers: Record<string, string> = { ...json };
  if (rng.chance(0.15)) headers['stripe-signature'] = rng.pick(['t=1,v1=abc', 'garbage', 't=abc', ',,,']);
  if (rng.chance(0.15)) headers['sanity-webhook-signature'] = rng.pick(['t=1,v1=abc', 'garbage', 't=,v1=', '%']);
  if (rng.chance(0.1)) headers.Origin = rng.pick(['https://evil.example', 'null', 'http://localhost:3000']);
  return { body: hostileJson(rng), headers };
}
