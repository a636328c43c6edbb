import request from 'supertest';
import { backends, createHarness, type Harness } from './harness.js';
import { cookieValue } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';

const quota = { error: { code: 'quota-exceeded', message: 'Too many requests' } };

describe.each(backends)('rate limits on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db, { rateLimits: { perEmail: 3, perIp: 6 } });
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  it('limits login attempts per email, then per IP, with 429 quota-exceeded', async () => {
    const attempt = (email: string) =>
      request(h.app).post('/api/auth/login').send({ email, password: 'guess1234', cookieReadyId: 'rl' });
    for (let i = 0; i < 3; i++) await attempt('victim@example.com').expect(401);
    const limited = await attempt('victim@example.com').expect(429);
    expect(limited.body).toEqual(quota);
    expect(limited.headers['ratelimit']).toBeDefined();
    // The client still finds its cookie-ready cookie on a refusal.
    expect(cookieValue(limited, 'cookie_ready_rl')).toBe('true');
    // Case and spaces do not make a new key.
    await attempt(' VICTIM@example.com').expect(429);

    // Other addresses from the same IP go on until the per-IP limit (6 per window, 5 used so far).
    await attempt('other@example.com').expect(401);
    const ipLimited = await attempt('third@example.com').expect(429);
    expect(ipLimited.body).toEqual(quota);
  });

  it('counts each endpoint on its own', async () => {
    for (let i = 0; i < 3; i++) {
      await request(h.app).post('/api/auth/send-magic-link').send({ email: 'm@example.com' }).expect(200);
    }
    const res = await request(h.app).post('/api/auth/send-magic-link').send({ email: 'm@example.com' }).expect(429);
    expect(res.body).toEqual(quota);
    await request(h.app).post('/api/auth/reset-password').send({ email: 'm@example.com' }).expect(200);
  });
});

describe.each(backends)('brute-force counters on $name', (backend) => {
  let db: Db;
  let h: Harness;
  const member = { email: 'member@example.com', password: 'right-password-1', firstName: 'M', lastName: 'R' };
  const login = (password: string, email = member.email) => request(h.app).post('/api/auth/login').send({ email, password });
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db, { rateLimits: { perEmail: 3, perIp: 6 } });
    await request(h.app).post('/api/auth/sign-up').send(member).expect(201);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  it('a successful sign-in clears the failed attempts against that email', async () => {
    await login('wrong-password-1').expect(401);
    await login('wrong-password-2').expect(401);
    await login(member.password).expect(200);
    // Without the reset this would be the 4th attempt in the window, and refused.
    await login('wrong-password-3').expect(401);
    await login('wrong-password-4').expect(401);
    await login('wrong-password-5').expect(401);
    expect((await login(member.password).expect(429)).body).toEqual(quota);
  });

  it('counts only refused sign-ins against the address', async () => {
    // On PostgreSQL a second app shares the first one's counters (that is the point): start afresh.
    await db.query('DELETE FROM rate_limits');
    const own = await createHarness(db, { rateLimits: { perEmail: 100, perIp: 3 } });
    try {
      const attempt = (password: string) => request(own.app).post('/api/auth/login').send({ email: member.email, password });
      for (let i = 0; i < 5; i++) await attempt(member.password).expect(200);
      for (let i = 0; i < 3; i++) await attempt('wrong-password').expect(401);
      expect((await attempt(member.password).expect(429)).body).toEqual(quota);
    } finally {
      await own.close();
    }
  });
});

describe.each(backends)('a flood of distinct emails on $name', (backend) => {
  let db: Db;
  let h: Harness;
  const member = { email: 'flooded@example.com', password: 'right-password-1', firstName: 'F', lastName: 'D' };
  const login = (email: string, password = 'wrong-password') => request(h.app).post('/api/auth/login').send({ email, password });
  beforeAll(async () => {
    db = await backend.open();
    // A memory store of 20 keys (PGlite); PostgreSQL has no such bound and must behave the same.
    h = await createHarness(db, { rateLimits: { perEmail: 4, perIp: 1000, maxKeys: 20 } });
    await request(h.app).post('/api/auth/sign-up').send(member).expect(201);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  it('cannot push the victim’s failed attempts out of the store: the limit is met as without the flood', async () => {
    for (let i = 0; i < 3; i++) await login(member.email).expect(401);
    // Three times the store's size in other addresses: an LRU store would have forgotten the victim.
    for (let i = 0; i < 60; i++) await login(`flood-${i}@example.com`).expect(401);
    await login(member.email).expect(401);
    expect((await login(member.email).expect(429)).body).toEqual(quota);
    expect((await login(member.email, member.password).expect(429)).body).toEqual(quota);
  });
});
