import request from 'supertest';
import { backends, createHarness, resetDb, type Harness } from './harness.js';
import { cookieValue, latestLink, readOutbox } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';

const member = { email: 'reset@example.com', password: 'old password', firstName: 'R', lastName: 'S' };
const invalidLink = { error: { code: 'invalid-link', message: 'This link is invalid or has expired.' } };

describe.each(backends)('password reset on $name', (backend) => {
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

  const me = (token: string | undefined) => request(h.app).get('/api/auth/me').set('Cookie', `colophon_session=${token}`);
  const resetToken = async (email: string) => {
    await request(h.app).post('/api/auth/reset-password').send({ email }).expect(200, { result: 'sent' });
    const url = new URL(latestLink(h.outbox, email));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/auth/reset');
    return url.searchParams.get('token')!;
  };

  it('sets a new password, ends every old session and signs in with a fresh one', async () => {
    const first = cookieValue(await request(h.app).post('/api/auth/sign-up').send(member).expect(201), 'colophon_session');
    const login = await request(h.app).post('/api/auth/login').send(member).expect(200);
    const second = cookieValue(login, 'colophon_session');

    const token = await resetToken(member.email);
    const short = await request(h.app).post('/api/auth/set-new-password').send({ token, password: 'short' }).expect(400);
    expect(short.body.error.message).toBe('Password must be at least 8 characters long.');

    const res = await request(h.app).post('/api/auth/set-new-password').send({ token, password: 'new password' }).expect(200);
    expect(res.body.user).toMatchObject({ email: member.email, firstName: 'R' });
    const fresh = cookieValue(res, 'colophon_session');

    await me(first).expect(401);
    await me(second).expect(401);
    await me(fresh).expect(200);
    await request(h.app).post('/api/auth/login').send(member).expect(401);
    await request(h.app).post('/api/auth/login').send({ ...member, password: 'new password' }).expect(200);

    const again = await request(h.app).post('/api/auth/set-new-password').send({ token, password: 'third password' }).expect(401);
    expect(again.body).toEqual(invalidLink);
  });

  it('uses up the other open links of the member once the password changed', async () => {
    await request(h.app).post('/api/auth/sign-up').send(member).expect(201);
    const older = await resetToken(member.email);
    const newer = await resetToken(member.email);
    await request(h.app).post('/api/auth/set-new-password').send({ token: newer, password: 'new password' }).expect(200);
    await request(h.app).post('/api/auth/set-new-password').send({ token: older, password: 'other password' }).expect(401);
  });

  it('rejects an expired link and a magic-link token', async () => {
    await request(h.app).post('/api/auth/sign-up').send(member).expect(201);
    const token = await resetToken(member.email);
    h.advance(16 * 60 * 1000);
    try {
      await request(h.app).post('/api/auth/set-new-password').send({ token, password: 'new password' }).expect(401);
    } finally {
      h.advance(-16 * 60 * 1000);
    }
    await request(h.app).post('/api/auth/send-magic-link').send({ email: member.email }).expect(200);
    const magic = new URL(latestLink(h.outbox, member.email)).searchParams.get('token');
    await request(h.app).post('/api/auth/set-new-password').send({ token: magic, password: 'new password' }).expect(401);
  });

  it('answers the same for an unknown address, which gets a no-account email and no token', async () => {
    const res = await request(h.app).post('/api/auth/reset-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(res.body).toEqual({ result: 'sent' });
    const mail = readOutbox(h.outbox).at(-1)!;
    expect(mail.to).toContain('ghost@example.com');
    expect(mail.text).toContain('there is no account');
    expect(mail.text).not.toContain('/auth/reset');
    expect((await db.query('SELECT * FROM login_tokens')).rows).toEqual([]);
  });
});
