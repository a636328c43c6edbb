/** /account and the change of password it offers: personal, never cached, never indexed. */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends } from './harness.js';
import { cookieValue } from './helpers.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { VALIDATION } from '../../../shared/messages.js';
import { ACCOUNT_PAGE } from '../../../shared/premium-messages.js';
import type { Db } from '../../../server/accounts/index.js';

describe.each(backends)('account page on $name', (backend) => {
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, vars: { PUBLIC_URL: 'http://localhost:3000', FEATURE_LOGIN: 'on' } });
  });
  afterAll(async () => {
    await full.close();
    await db.close();
  });

  const signUp = async (email: string) => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return `colophon_session=${cookieValue(res, 'colophon_session')}`;
  };
  const changePassword = (cookie: string | null, body: object) => {
    const req = request(full.app).post('/api/auth/password');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };

  it('is rendered per request, private and not indexed, and never holds the member\'s details', async () => {
    const cookie = await signUp('page@example.com');
    for (const who of [cookie, null, cookie]) {
      const req = request(full.app).get('/account');
      const res = await (who ? req.set('Cookie', who) : req).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toContain(ACCOUNT_PAGE.title);
      expect(res.text).not.toContain('page@example.com');
    }
    // Its page data (client-side navigation) is the same for everyone: nothing to load on the server.
    const data = await request(full.app).get('/_data/account').set('Cookie', cookie).expect(200);
    expect(data.text).not.toContain('page@example.com');
    // The other pages are cached as before.
    await request(full.app).get('/subscribe').expect(200);
    expect((await request(full.app).get('/subscribe').expect(200)).headers['x-cache']).toBe('HIT');
  });

  it('changes the password when the current one is right, and signs out other devices', async () => {
    const other = await signUp('change@example.com');
    const login = await request(full.app).post('/api/auth/login').send({ email: 'change@example.com', password: 'password1' }).expect(200);
    const cookie = `colophon_session=${cookieValue(login, 'colophon_session')}`;

    const wrong = await changePassword(cookie, { current: 'not-it-1', next: 'new-password-2' }).expect(401);
    expect(wrong.body.error).toEqual({ code: 'invalid-credential', message: ACCOUNT_PAGE.wrongPassword });
    const short = await changePassword(cookie, { current: 'password1', next: 'short' }).expect(400);
    expect(short.body.error.message).toBe(VALIDATION.passwordTooShort);

    const ok = await changePassword(cookie, { current: 'password1', next: 'new-password-2' }).expect(200);
    expect(ok.body.user.email).toBe('change@example.com');
    const fresh = `colophon_session=${cookieValue(ok, 'colophon_session')}`;
    await request(full.app).get('/api/auth/me').set('Cookie', fresh).expect(200);
    await request(full.app).get('/api/auth/me').set('Cookie', other).expect(401);
    await request(full.app).post('/api/auth/login').send({ email: 'change@example.com', password: 'password1' }).expect(401);
    await request(full.app).post('/api/auth/login').send({ email: 'change@example.com', password: 'new-password-2' }).expect(200);
  });

  it('lets a member who only used email links set a first password; a visitor gets 401', async () => {
    const visitor = await changePassword(null, { next: 'new-password-2' }).expect(401);
    expect(visitor.body.error.message).toBe(MESSAGES.unauthenticated);
    const user = await full.accounts.users.findOrCreate('linkonly@example.com');
    const session = await full.accounts.sessions.create(user.id);
    await changePassword(`colophon_session=${session.token}`, { next: 'first-password-1' }).expect(200);
    await request(full.app).post('/api/auth/login').send({ email: 'linkonly@example.com', password: 'first-password-1' }).expect(200);
  });

  it('refuses a change of password from another site', async () => {
    const cookie = await signUp('csrf@example.com');
    await changePassword(cookie, { current: 'password1', next: 'new-password-2' }).set('Origin', 'https://evil.example').expect(403);
  });
});
