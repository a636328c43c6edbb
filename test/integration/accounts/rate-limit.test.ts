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
