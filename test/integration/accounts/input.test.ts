import request from 'supertest';
import { backends, createHarness, resetDb, type Harness } from './harness.js';
import { readOutbox } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';

const valid = { email: 'grace@example.com', password: 'long enough', firstName: 'Grace', lastName: 'Hopper' };

describe.each(backends)('auth API input handling on $name', (backend) => {
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

  const nothingWritten = async () => {
    const n = async (t: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n;
    expect([await n('users'), await n('sessions'), await n('login_tokens')]).toEqual([0, 0, 0]);
    expect(readOutbox(h.outbox)).toEqual([]);
  };
  const invalid = (message: string) => ({ error: { code: 'invalid-input', message } });

  it.each([
    ['sign-up', { ...valid, email: undefined }, MESSAGES.emailMissing],
    ['sign-up', { ...valid, email: '' }, MESSAGES.emailMissing],
    ['sign-up', { ...valid, email: '   ' }, MESSAGES.emailMissing],
    ['sign-up', { ...valid, email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['sign-up', { ...valid, email: 'a@b' }, MESSAGES.invalidEmail],
    ['sign-up', { ...valid, password: 'short' }, 'Password must be at least 8 characters long.'],
    ['sign-up', { ...valid, password: undefined }, 'Password must be at least 8 characters long.'],
    ['sign-up', { ...valid, firstName: '' }, "First name can't be empty."],
    ['sign-up', { ...valid, firstName: '  ' }, "First name can't be empty."],
    ['sign-up', { ...valid, lastName: undefined }, "Last name can't be empty."],
    ['login', { email: '', password: 'x' }, 'Email is missing'],
    ['login', { email: 'nope', password: 'x' }, 'Invalid email'],
    ['login', { email: valid.email }, MESSAGES.passwordMissing],
    ['send-magic-link', {}, 'Email is missing'],
    ['send-magic-link', { email: 'bad@' }, 'Invalid email'],
    ['reset-password', { email: '' }, 'Email is missing'],
    ['set-new-password', { token: 'x'.repeat(43), password: 'short' }, 'Password must be at least 8 characters long.'],
    ['login-with-magic-link', { email: valid.email }, MESSAGES.tokenMissing],
  ])('%s %j -> 400 %s', async (endpoint, body, message) => {
    const res = await request(h.app).post(`/api/auth/${endpoint}`).send(body).expect(400);
    expect(res.body).toEqual(invalid(message));
    await nothingWritten();
  });

  it.each([
    ['login', { email: 42, password: 'x' }, MESSAGES.invalidEmail],
    ['login', { email: valid.email, password: 12345678 }, 'Password must be a string.'],
    ['sign-up', { ...valid, firstName: ['Grace'] }, 'First name must be a string.'],
    ['sign-up', { ...valid, steps: 'yes' }, 'steps must be true or false.'],
    ['send-magic-link', { email: { $ne: '' } }, MESSAGES.invalidEmail],
    ['login-with-magic-link', { email: valid.email, token: 7 }, MESSAGES.invalidLink],
  ])('wrong types: %s %j -> 400 %s', async (endpoint, body, message) => {
    const res = await request(h.app).post(`/api/auth/${endpoint}`).send(body).expect(400);
    expect(res.body).toEqual(invalid(message));
    await nothingWritten();
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['[1,2]', '[]']) {
      const res = await request(h.app).post('/api/auth/sign-up').set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual(invalid(MESSAGES.bodyNotObject));
    }
    // Top-level strings and numbers are refused by the strict JSON parser itself.
    const res = await request(h.app).post('/api/auth/sign-up').set('Content-Type', 'application/json').send('"x"').expect(400);
    expect(res.body).toEqual(invalid(MESSAGES.invalidJson));
    await nothingWritten();
  });

  it('answers malformed JSON with 400 Invalid JSON body', async () => {
    const res = await request(h.app)
      .post('/api/auth/sign-up')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", ')
      .expect(400);
    expect(res.body).toEqual(invalid(MESSAGES.invalidJson));
    expect(JSON.stringify(res.body)).not.toMatch(/Unexpected|position|at /);
    await nothingWritten();
  });

  it('answers a 10 MB body with 413 and writes nothing', async () => {
    const huge = JSON.stringify({ ...valid, firstName: 'x'.repeat(10 * 1024 * 1024) });
    const res = await request(h.app).post('/api/auth/sign-up').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(res.body).toEqual({ error: { code: 'payload-too-large', message: MESSAGES.tooLarge } });
    await nothingWritten();
  });

  it('answers a non-JSON Content-Type with 415', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'email=a%40b.c&password=12345678'],
      ['text/plain', JSON.stringify(valid)],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const res = await request(h.app).post('/api/auth/sign-up').set('Content-Type', type).send(body).expect(415);
      expect(res.body).toEqual({ error: { code: 'unsupported-media-type', message: MESSAGES.notJson } });
    }
    await request(h.app).post('/api/auth/logout').expect(415);
    await nothingWritten();
  });

  it('refuses a request from another Origin with 403, accepts our own and none', async () => {
    const res = await request(h.app).post('/api/auth/sign-up').set('Origin', 'https://evil.example').send(valid).expect(403);
    expect(res.body).toEqual({ error: { code: 'forbidden', message: MESSAGES.crossSite('http://localhost:3000') } });
    // The message tells a reader where the site really is (the popup shows an error's own message as it is).
    expect(res.body.error.message).toContain('http://localhost:3000. Open the site there and try again.');
    await request(h.app).post('/api/auth/login').set('Origin', 'null').send(valid).expect(403);
    await request(h.app).post('/api/auth/logout').set('Origin', 'http://localhost:3000.evil.example').send({}).expect(403);
    await nothingWritten();
    await request(h.app).post('/api/auth/sign-up').set('Origin', 'http://localhost:3000').send(valid).expect(201);
    // 127.0.0.1 on the same port is the same server on a developer's machine.
    await request(h.app).post('/api/auth/logout').set('Origin', 'http://127.0.0.1:3000').send({}).expect(200);
  });

  it('ignores unknown fields and never echoes internals on odd input', async () => {
    const res = await request(h.app)
      .post('/api/auth/sign-up')
      .send({ ...valid, isPremium: true, id: '00000000-0000-0000-0000-000000000000', __proto__: { admin: true } })
      .expect(201);
    expect(res.body.user.isPremium).toBe(false);
    expect(res.body.user.id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  it('strips control characters from names (Postgres refuses NUL) instead of failing', async () => {
    const res = await request(h.app).post('/api/auth/sign-up').send({ ...valid, firstName: 'Gr\u0000ace\n', lastName: '\u0007' }).expect(400);
    expect(res.body).toEqual(invalid("Last name can't be empty."));
    const ok = await request(h.app).post('/api/auth/sign-up').send({ ...valid, firstName: 'Gr\u0000ace\n' }).expect(201);
    expect(ok.body.user.firstName).toBe('Grace');
  });

  it('treats a garbage session cookie as signed out', async () => {
    for (const cookie of ['colophon_session=abc', 'colophon_session=%E0%A4%A', `colophon_session=${'a'.repeat(5000)}`]) {
      await request(h.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
      const res = await request(h.app).post('/api/auth/check-subscription-status').set('Cookie', cookie).send({}).expect(200);
      expect(res.body).toEqual({ active: false });
    }
  });
});
