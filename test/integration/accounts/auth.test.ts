import request from 'supertest';
import { backends, createHarness, resetDb, type Harness } from './harness.js';
import { cookieValue, setCookies } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';

const member = { email: 'Ada@Example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };

describe.each(backends)('auth API on $name', (backend) => {
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

  const signUp = (body: object = member) => request(h.app).post('/api/auth/sign-up').send(body);
  const login = (body: object) => request(h.app).post('/api/auth/login').send(body);
  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

  it('signs up, logs in, knows the member, logs out', async () => {
    const created = await signUp({ ...member, steps: true }).expect(201);
    expect(created.body).toEqual({
      user: { id: expect.any(String), email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isPremium: false },
      steps: true,
    });

    const res = await login({ email: 'ADA@example.com ', password: member.password }).expect(200);
    expect(res.body.user.email).toBe('ada@example.com');
    const token = cookieValue(res, 'colophon_session');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = `colophon_session=${token}`;

    const me = await request(h.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.user).toEqual(res.body.user);
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await request(h.app).post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    expect(out.body).toEqual({ ok: true });
    expect(setCookies(out).find((c) => c.startsWith('colophon_session=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const after = await request(h.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({ error: { code: 'unauthenticated', message: MESSAGES.unauthenticated } });
  });

  it('stores only the hash of the session token', async () => {
    const res = await signUp().expect(201);
    const token = cookieValue(res, 'colophon_session')!;
    const rows = (await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await signUp().expect(201);
    const res = await signUp({ ...member, email: 'ADA@EXAMPLE.COM' }).expect(409);
    expect(res.body).toEqual({ error: { code: 'email-already-in-use', message: MESSAGES.emailInUse } });
    expect(await count('users')).toBe(1);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    await signUp().expect(201);
    const wrong = await login({ email: member.email, password: 'not the password' }).expect(401);
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' }).expect(401);
    expect(wrong.body).toEqual({ error: { code: 'invalid-credential', message: MESSAGES.invalidCredential } });
    expect(unknown.body).toEqual(wrong.body);
    expect(setCookies(wrong).some((c) => c.startsWith('colophon_session='))).toBe(false);
  });

  it('spends as long on an unknown email as on a wrong password (dummy hash)', async () => {
    await signUp().expect(201);
    const time = async (email: string) => {
      const t = performance.now();
      await login({ email, password: 'not the password' }).expect(401);
      return performance.now() - t;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(member.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Without the dummy hash an unknown email answers ~50x faster; the bound is loose on purpose.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, path /, 30 days, not Secure over http', async () => {
    const res = await signUp().expect(201);
    const line = setCookies(res).find((c) => c.startsWith('colophon_session='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/);
  });

  it('issues a new session token at login and ends the one the browser had (no fixation)', async () => {
    const first = cookieValue(await signUp().expect(201), 'colophon_session')!;
    const res = await login({ email: member.email, password: member.password }).set('Cookie', `colophon_session=${first}`).expect(200);
    const second = cookieValue(res, 'colophon_session')!;
    expect(second).not.toBe(first);
    await request(h.app).get('/api/auth/me').set('Cookie', `colophon_session=${first}`).expect(401);
    await request(h.app).get('/api/auth/me').set('Cookie', `colophon_session=${second}`).expect(200);
  });

  it('sets the readable cookie_ready_{id} cookie, on errors too', async () => {
    const res = await signUp({ ...member, cookieReadyId: 'abc_123-X' }).expect(201);
    const line = setCookies(res).find((c) => c.startsWith('cookie_ready_abc_123-X=true'))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/);
    expect(line).toMatch(/Max-Age=60;/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/);

    const failed = await login({ email: 'x@example.com', password: 'whatever1', cookieReadyId: 'e1' }).expect(401);
    expect(cookieValue(failed, 'cookie_ready_e1')).toBe('true');
    const status = await request(h.app).post('/api/auth/check-subscription-status').send({ cookieReadyId: 's1' }).expect(200);
    expect(status.body).toEqual({ active: false });
    expect(cookieValue(status, 'cookie_ready_s1')).toBe('true');
  });

  it('refuses a malformed cookieReadyId', async () => {
    for (const cookieReadyId of ['', 'a b', 'x'.repeat(65), 'a;b', 42]) {
      const res = await signUp({ ...member, cookieReadyId }).expect(400);
      expect(res.body.error).toEqual({ code: 'invalid-input', message: MESSAGES.invalidCookieReadyId });
    }
    expect(await count('users')).toBe(0);
  });
});

describe.each(backends)('session cookie over https on $name', (backend) => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const db = await backend.open();
    const h = await createHarness(db, { publicUrl: 'https://magazine.example' });
    try {
      const res = await request(h.app).post('/api/auth/sign-up').send(member).expect(201);
      expect(setCookies(res).find((c) => c.startsWith('colophon_session='))).toMatch(/; Secure/);
      expect(setCookies(res).every((c) => /; Secure/.test(c))).toBe(true);
    } finally {
      await h.close();
      await db.close();
    }
  });
});
