import request from 'supertest';
import { backends, createHarness, resetDb, type Harness } from './harness.js';
import { cookieValue, latestLink, readOutbox } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';

const invalidLink = { error: { code: 'invalid-link', message: 'This link is invalid or has expired.' } };

describe.each(backends)('magic links on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  const send = (body: object) => request(h.app).post('/api/auth/send-magic-link').send(body);
  const use = (body: object) => request(h.app).post('/api/auth/login-with-magic-link').send(body);
  /** Sends a link to `email` and returns the token and email the landing page would post back. */
  const linkFor = async (email: string, extra: object = {}) => {
    await send({ email, ...extra }).expect(200, { result: 'sent' });
    const url = new URL(latestLink(h.outbox, email));
    return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
  };

  it('mails a link to the landing page, usable once, that signs the member in', async () => {
    await request(h.app).post('/api/auth/sign-up').send({ email: 'ml@example.com', password: 'password1', firstName: 'M', lastName: 'L' });
    const { url, token, email } = await linkFor('ml@example.com');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/auth/magic');
    expect(email).toBe('ml@example.com');

    const mail = readOutbox(h.outbox).at(-1)!;
    expect(mail.subject).toBe('The Colophon: your login link');
    expect(mail.subject).not.toMatch(/the The/i);
    expect(mail.html).toContain('http://localhost:3000/auth/magic?token=');
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM login_tokens');
    expect(stored.rows[0].token_hash).not.toContain(token);

    const res = await use({ token, email }).expect(200);
    expect(res.body.user).toMatchObject({ email: 'ml@example.com', firstName: 'M', isPremium: false });
    const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
    await request(h.app).get('/api/auth/me').set('Cookie', cookie).expect(200);

    const again = await use({ token, email }).expect(401);
    expect(again.body).toEqual(invalidLink);
  });

  it('is not consumed by a GET of the landing URL (mail scanners)', async () => {
    const { url, token, email } = await linkFor('scan@example.com');
    await request(h.app).get(url.pathname + url.search);
    await request(h.app).get(`/api/auth/login-with-magic-link${url.search}`);
    await request(h.app).head(url.pathname + url.search);
    await use({ token, email }).expect(200);
  });

  it('rejects a link after 15 minutes', async () => {
    const { token, email } = await linkFor('late@example.com');
    h.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await use({ token, email }).expect(401)).body).toEqual(invalidLink);
    } finally {
      h.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('rejects a link used with another email, without using it up', async () => {
    const { token, email } = await linkFor('owner@example.com');
    expect((await use({ token, email: 'thief@example.com' }).expect(401)).body).toEqual(invalidLink);
    expect((await use({ token: 'x'.repeat(43), email }).expect(401)).body).toEqual(invalidLink);
    await use({ token, email: 'OWNER@example.com' }).expect(200);
  });

  it('sends a link to an unknown address too, and using it creates the member without a password', async () => {
    const { token, email } = await linkFor('new@example.com');
    const res = await use({ token, email }).expect(200);
    expect(res.body.user).toMatchObject({ email: 'new@example.com', firstName: '', lastName: '', isPremium: false });
    const row = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users');
    expect(row.rows).toEqual([{ password_hash: null }]);
    // Such a member cannot log in by password until they set one.
    await request(h.app).post('/api/auth/login').send({ email, password: 'anything1' }).expect(401);
  });

  it('keeps a same-site returnTo and drops others', async () => {
    const cases: [unknown, string | null][] = [
      ['/sections/news/articles/x?y=1', '/sections/news/articles/x?y=1'],
      ['//evil.example/', null],
      ['/\\evil.example', null],
      ['https://evil.example/', null],
      ['/\t/evil.example', null],
      [42, null],
    ];
    for (const [returnTo, expected] of cases) {
      const { token, email } = await linkFor('rt@example.com', { returnTo });
      const res = await use({ token, email }).expect(200);
      expect(res.body.returnTo).toBe(expected);
    }
  });
});

describe.each(backends)('mail failures on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    // Nothing listens on port 1: the SMTP connection is refused at once.
    h = await createHarness(db, { smtpUrl: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  const openTokens = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_tokens WHERE used_at IS NULL')).rows[0].n;

  it('answers 502 with a readable message and leaves no usable magic link', async () => {
    const res = await request(h.app).post('/api/auth/send-magic-link').send({ email: 'a@example.com' }).expect(502);
    expect(res.body).toEqual({ error: { code: 'email-not-sent', message: MESSAGES.mailFailed } });
    expect(await openTokens()).toBe(0);
  });

  it('answers 502 and leaves no usable reset link', async () => {
    await request(h.app).post('/api/auth/sign-up').send({ email: 'b@example.com', password: 'password1', firstName: 'B', lastName: 'B' }).expect(201);
    const res = await request(h.app).post('/api/auth/reset-password').send({ email: 'b@example.com' }).expect(502);
    expect(res.body).toEqual({ error: { code: 'email-not-sent', message: MESSAGES.mailFailed } });
    expect(await openTokens()).toBe(0);
    // Unknown addresses fail the same way: the answer does not tell them apart.
    await request(h.app).post('/api/auth/reset-password').send({ email: 'nobody@example.com' }).expect(502);
  });
});
