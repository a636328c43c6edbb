/**
 * Cross-site requests and open redirects (docs/architecture.md#the-bars). Every state-changing POST refuses another
 * Origin, a cross-site or same-site Sec-Fetch-Site, and (without an Origin) a foreign Referer with a
 * 403 and a message, writing nothing; no redirect of the app (exit-preview, preview,
 * content redirects, magic-link returnTo, legacy URLs and their /_data envelopes) leaves the site.
 * Rate limits are proven in unit/http/rate-limit.test.ts and newsletter.test.ts.
 */
import request from 'supertest';
import { latestLink, readOutbox, setCookies } from '../accounts/helpers.js';
import { buildFullApp, SECRETS, type FullApp } from './full-app.js';
import { isSameSitePath } from './fuzz-check.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { hostileSource, OFFSITE } from './hostile-content.js';

const member = { email: 'csrf@example.com', password: 'password1', firstName: 'C', lastName: 'S' };
const STATE_CHANGING: [string, object][] = [
  ['/api/auth/login', { email: member.email, password: member.password }],
  ['/api/auth/sign-up', { ...member, email: 'other@example.com' }],
  ['/api/auth/send-magic-link', { email: member.email }],
  ['/api/auth/login-with-magic-link', { email: member.email, token: 'x'.repeat(43) }],
  ['/api/auth/reset-password', { email: member.email }],
  ['/api/auth/set-new-password', { token: 'x'.repeat(43), password: 'password2' }],
  ['/api/auth/check-subscription-status', {}],
  ['/api/auth/password', { current: member.password, next: 'password2' }],
  ['/api/auth/logout', {}],
  ['/api/billing/checkout', { tier: 'monthly' }],
  ['/api/billing/portal', {}],
  ['/api/newsletter', { email: 'reader@example.com' }],
  ['/api/blackout', {}],
  ['/api/client-errors', {}],
];
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://localhost:3001'];
/** Requests a page elsewhere can make a browser send, other than with a foreign Origin. */
const FOREIGN_WITHOUT_ORIGIN: Record<string, string>[] = [
  { Referer: 'https://evil.example/trap.html' },
  { Referer: 'http://localhost:3001/' },
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site', Referer: 'http://localhost:3000/account' },
];
const FOREIGN: Record<string, string>[] = [...FOREIGN_ORIGINS.map((Origin) => ({ Origin })), ...FOREIGN_WITHOUT_ORIGIN];

let full: FullApp;
let session: string;
beforeAll(async () => {
  full = await buildFullApp({ source: await hostileSource() });
  const res = await request(full.app).post('/api/auth/sign-up').send(member).expect(201);
  session = setCookies(res).find((c) => c.startsWith('colophon_session='))!.split(';')[0]!;
});
afterAll(() => full.close());

const count = async (table: string) => (await full.accounts.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('CSRF: another Origin, Sec-Fetch-Site or Referer is refused on every state-changing endpoint', () => {
  it.each(STATE_CHANGING)('POST %s', async (path, body) => {
    const before = [await count('users'), await count('sessions'), await count('login_tokens'), await count('newsletter_signups')];
    const mails = readOutbox(`${full.config.dataDir}/outbox`).length;
    for (const headers of FOREIGN) {
      const res = await request(full.app).post(path).set(headers).set('Cookie', session).send(body);
      expect({ headers, status: res.status, body: res.body }).toEqual({
        headers,
        status: 403,
        body: { error: { code: 'forbidden', message: MESSAGES.crossSite(new URL(full.config.PUBLIC_URL).origin) } },
      });
      expect(setCookies(res).some((c) => c.startsWith('colophon_session='))).toBe(false);
    }
    expect([await count('users'), await count('sessions'), await count('login_tokens'), await count('newsletter_signups')]).toEqual(before);
    expect(readOutbox(`${full.config.dataDir}/outbox`)).toHaveLength(mails);
    // The session a cross-site logout aimed at still works.
    await request(full.app).get('/api/auth/me').set('Cookie', session).expect(200);
  });

  it('our own Origin is accepted', async () => {
    await request(full.app).post('/api/newsletter').set('Origin', full.config.PUBLIC_URL).send({ email: 'own@example.com' }).expect(200);
  });
});

describe('CSRF: a signed-in member’s request with no Origin is judged by its Referer', () => {
  const reader = { email: 'referer@example.com', password: 'password1', firstName: 'R', lastName: 'F' };
  const refusal = () => ({ error: { code: 'forbidden', message: MESSAGES.crossSite(new URL(full.config.PUBLIC_URL).origin) } });
  const ownPage = () => new URL('/account', full.config.PUBLIC_URL).toString();
  const signIn = async (password: string) => {
    const res = await request(full.app).post('/api/auth/login').send({ email: reader.email, password }).expect(200);
    return setCookies(res).find((c) => c.startsWith('colophon_session='))!.split(';')[0]!;
  };
  beforeAll(async () => {
    await request(full.app).post('/api/auth/sign-up').send(reader).expect(201);
  });

  it('a foreign Referer is refused: logout and password change do nothing', async () => {
    const cookie = await signIn(reader.password);
    const sessions = await count('sessions');
    const logout = await request(full.app).post('/api/auth/logout').set('Referer', 'https://evil.example/trap.html').set('Cookie', cookie).send({});
    expect([logout.status, logout.body]).toEqual([403, refusal()]);
    expect(setCookies(logout)).toEqual([]);
    const change = await request(full.app)
      .post('/api/auth/password')
      .set('Referer', 'https://evil.example/trap.html')
      .set('Cookie', cookie)
      .send({ current: reader.password, next: 'attacker-chose-this' });
    expect([change.status, change.body]).toEqual([403, refusal()]);
    expect(setCookies(change)).toEqual([]);
    // Still signed in, with the same password, and no session was revoked or added.
    await request(full.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(await count('sessions')).toBe(sessions);
    await request(full.app).post('/api/auth/login').send({ email: reader.email, password: 'attacker-chose-this' }).expect(401);
    await request(full.app).get('/api/auth/me').set('Cookie', await signIn(reader.password)).expect(200);
  });

  it('a Referer on the site itself works: the password changes, logout signs out', async () => {
    const cookie = await signIn(reader.password);
    const change = await request(full.app)
      .post('/api/auth/password')
      .set('Referer', ownPage())
      .set('Cookie', cookie)
      .send({ current: reader.password, next: 'password2' })
      .expect(200);
    const renewed = setCookies(change).find((c) => c.startsWith('colophon_session='))!.split(';')[0]!;
    await request(full.app).post('/api/auth/login').send({ email: reader.email, password: reader.password }).expect(401);
    await request(full.app).get('/api/auth/me').set('Cookie', renewed).expect(200);
    await request(full.app).post('/api/auth/logout').set('Referer', ownPage()).set('Cookie', renewed).send({}).expect(200);
    await request(full.app).get('/api/auth/me').set('Cookie', renewed).expect(401);
    await signIn('password2');
  });
});

describe('no open redirect', () => {
  it.each(OFFSITE)('exit-preview ?slug=%s goes home', async (slug) => {
    for (const encoded of [encodeURIComponent(slug), encodeURIComponent(encodeURIComponent(slug))]) {
      const res = await request(full.app).get(`/api/exit-preview?slug=${encoded}`).redirects(0);
      expect(res.status).toBe(307);
      expect(isSameSitePath(res.headers.location as string)).toBe(true);
    }
  });

  it.each(OFFSITE)('preview ?slug=%s is refused without a cookie', async (slug) => {
    const res = await request(full.app).get(`/api/preview?secret=${SECRETS.preview}&slug=${encodeURIComponent(slug)}`).redirects(0);
    if (res.status === 307) expect(isSameSitePath(res.headers.location as string)).toBe(true);
    else {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
      expect(res.headers.location).toBeUndefined();
    }
  });

  it.each(OFFSITE.map((to, i) => [to, i] as const))('a content redirect to %s is not followed', async (_to, i) => {
    const page = await request(full.app).get(`/go-away-${i}`).redirects(0);
    expect(page.status).toBe(404);
    const data = await request(full.app).get(`/_data/go-away-${i}`);
    expect(data.body.redirect).toBeUndefined();
  });

  it.each(OFFSITE)('magic-link returnTo %s is dropped', async (returnTo) => {
    const email = 'returnto@example.com';
    await request(full.app).post('/api/auth/send-magic-link').send({ email, returnTo }).expect(200);
    const link = new URL(latestLink(`${full.config.dataDir}/outbox`, email));
    expect(link.origin).toBe(new URL(full.config.PUBLIC_URL).origin);
    const res = await request(full.app)
      .post('/api/auth/login-with-magic-link')
      .send({ email: link.searchParams.get('email'), token: link.searchParams.get('token') })
      .expect(200);
    expect(res.body.returnTo).toBeNull();
  });

  const LEGACY = ['/tag/', '/section/', '/section/news/articles/', '/sections/news/article/', '/author/', '/authors/', '/food/12345/'];
  it.each(LEGACY)('legacy %s… redirects and /_data envelopes stay on the site', async (prefix) => {
    for (const target of OFFSITE) {
      for (const tail of [encodeURIComponent(target), target.replace(/^\/+/, ''), `${encodeURIComponent(target)}/`]) {
        const page = await request(full.app).get(`${prefix}${tail}`).redirects(0);
        expect(page.status).toBeLessThan(500);
        if (page.status >= 300 && page.status < 400) expect(isSameSitePath(page.headers.location as string)).toBe(true);
        const data = await request(full.app).get(`/_data${prefix}${tail}`);
        expect(data.status).toBeLessThan(500);
        if (data.body.redirect) expect(isSameSitePath(data.body.redirect.location)).toBe(true);
      }
    }
  });
});
