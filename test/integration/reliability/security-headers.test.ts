/**
 * Security headers and cookie flags (docs/architecture.md#the-bars) on the app wired like server/main.ts, over http
 * and over https: helmet's CSP without inline script, frame-ancestors, nosniff, referrer policy, HSTS
 * only on https; session and preview cookies HttpOnly, SameSite=Lax, Secure on https, preview signed
 * (and SameSite=None on https, so a Studio on another site can frame the preview:
 * docs/decisions/visual-editing.md). With SANITY_STUDIO_URL the Studio's origin may frame every page.
 * The session cookie over http and the token rotation at login are in accounts/auth.test.ts.
 */
import request from 'supertest';
import { setCookies } from '../accounts/helpers.js';
import { buildFullApp, SECRETS, type FullApp } from './full-app.js';
import { createHash } from 'node:crypto';
import { MEMBER_HINT_SCRIPT } from '../../../shared/member-hint.js';

const HTTPS = 'https://magazine.example';
const member = { email: 'flags@example.com', password: 'password1', firstName: 'F', lastName: 'L' };

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe.each([
  ['http', 'http://localhost:3000'],
  ['https', HTTPS],
])('over %s', (scheme, publicUrl) => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars: { PUBLIC_URL: publicUrl } });
  });
  afterAll(() => full.close());

  it.each(['/', '/sections/news/articles/news-story-01', '/no-such-page', '/_data/sections/news', '/api/search?term=news'])(
    'GET %s carries the helmet headers',
    async (path) => {
      const res = await request(full.app).get(path);
      expect(res.status).toBeLessThan(500);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
      if (scheme === 'https') {
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
        expect(csp.has('upgrade-insecure-requests')).toBe(true);
      } else {
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    },
  );

  it('pages carry no inline executable script but the member hint, allowed by its hash (state is JSON)', async () => {
    const res = await request(full.app).get('/sections/news/articles/news-story-01');
    for (const [, attrs, body] of res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (body!.trim() && body !== MEMBER_HINT_SCRIPT) expect(attrs).toMatch(/type="application\/(ld\+)?json"/);
    }
    const hash = createHash('sha256').update(MEMBER_HINT_SCRIPT).digest('base64');
    expect(res.text).toContain(`<script>${MEMBER_HINT_SCRIPT}</script>`);
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(res.text).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
  });

  it('the session cookie is HttpOnly, SameSite=Lax, path /, and Secure exactly on https', async () => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ ...member, cookieReadyId: 'f1' }).expect(201);
    const session = setCookies(res).find((c) => c.startsWith('colophon_session='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    const ready = setCookies(res).find((c) => c.startsWith('cookie_ready_f1='))!;
    expect(ready).not.toMatch(/HttpOnly/); // the client polls for it (the cookie-ready handshake)
    for (const cookie of [session, ready]) {
      if (scheme === 'https') expect(cookie).toMatch(/; Secure/);
      else expect(cookie).not.toMatch(/; Secure/);
    }
  });

  it('the preview cookie is signed, HttpOnly, Secure and SameSite=None exactly on https (SameSite=Lax on http)', async () => {
    const res = await request(full.app).get(`/api/preview?secret=${SECRETS.preview}&slug=/`).redirects(0).expect(307);
    const cookie = setCookies(res).find((c) => c.startsWith('colophon_preview='))!;
    expect(cookie).toMatch(/^colophon_preview=s%3A[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9%+/=_-]+;/); // a ticket (id.issued-at), cookie-parser signature
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(scheme === 'https' ? /; SameSite=None/ : /; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=3600/);
    if (scheme === 'https') expect(cookie).toMatch(/; Secure/);
    else expect(cookie).not.toMatch(/; Secure/);
    // The right value with a forged signature is not preview: the page stays public (shared-cacheable).
    const forged = await request(full.app).get('/sections/news').set('Cookie', 'colophon_preview=s%3A1.forged');
    expect(forged.headers['cache-control']).toMatch(/^public/);
    const genuine = await request(full.app).get('/sections/news').set('Cookie', cookie.split(';')[0]!);
    expect(genuine.headers['cache-control']).toBe('private, no-store');
  });
});

describe('framing by the Studio (SANITY_STUDIO_URL)', () => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars: { PUBLIC_URL: HTTPS, SANITY_STUDIO_URL: 'https://colophon.sanity.studio/desk' } });
  });
  afterAll(() => full.close());

  it.each(['/', '/sections/news/articles/news-story-01', '/_data/sections/news', `/api/preview?secret=${SECRETS.preview}&slug=/`])(
    'GET %s may be framed by the Studio origin and this site only, with no X-Frame-Options to contradict it',
    async (path) => {
      const res = await request(full.app).get(path).redirects(0);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('frame-ancestors')).toBe("'self' https://colophon.sanity.studio");
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );
});
