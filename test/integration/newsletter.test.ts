import express from 'express';
import request from 'supertest';
import pino from 'pino';
import type { Db } from '../../server/accounts/db.js';
import { migrate } from '../../server/accounts/migrations.js';
import { createJsonErrorHandler } from '../../server/http/error-handler.js';
import { createNewsletterRouter } from '../../server/api/newsletter.js';
import { NEWSLETTER, VALIDATION } from '../../shared/messages.js';
import { openTestPglite } from '../support/pglite.js';

const PUBLIC_URL = 'http://localhost:3000';
let db: Db;

beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

function appWith(options: { endpoint?: string; fetchImpl?: typeof fetch; perIp?: number; perEmail?: number } = {}) {
  const app = express();
  app.use(
    createNewsletterRouter({
      config: { PUBLIC_URL, NEWSLETTER_ENDPOINT: options.endpoint },
      db,
      logger: pino({ level: 'silent' }),
      fetchImpl: options.fetchImpl,
      rateLimits: { perIp: options.perIp ?? 5, perEmail: options.perEmail ?? 10 },
    }),
  );
  app.use(createJsonErrorHandler(pino({ level: 'silent' })));
  return app;
}

describe('POST /api/newsletter', () => {
  it('stores a valid address (lower-cased, once) when no provider is configured', async () => {
    const app = appWith();
    for (let i = 0; i < 2; i++) {
      const res = await request(app).post('/api/newsletter').send({ email: ' Reader@Example.COM ' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'subscribed', message: NEWSLETTER.subscribed });
    }
    const rows = await db.query<{ email: string }>('SELECT email FROM newsletter_signups');
    expect(rows.rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it.each([
    [{}, VALIDATION.emailMissing],
    [{ email: '' }, VALIDATION.emailMissing],
    [{ email: 'not-an-email' }, VALIDATION.emailInvalid],
    [{ email: 42 }, VALIDATION.emailInvalid],
  ])('rejects %j with a message and writes nothing', async (body, message) => {
    const before = (await db.query('SELECT email FROM newsletter_signups')).rows.length;
    const res = await request(appWith()).post('/api/newsletter').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await db.query('SELECT email FROM newsletter_signups')).rows.length).toBe(before);
  });

  it('refuses non-JSON bodies and other origins', async () => {
    const app = appWith();
    expect((await request(app).post('/api/newsletter').type('form').send('email=a@b.co')).status).toBe(415);
    const cross = await request(app).post('/api/newsletter').set('Origin', 'https://evil.example').send({ email: 'a@b.co' });
    expect(cross.status).toBe(403);
  });

  it('forwards to the configured provider, and says so when it fails', async () => {
    const calls: unknown[] = [];
    const ok = appWith({
      endpoint: 'https://newsletter.example/subscribe',
      fetchImpl: (async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    expect((await request(ok).post('/api/newsletter').send({ email: 'fwd@example.com' })).status).toBe(200);
    expect(calls).toEqual([{ email: 'fwd@example.com', source: PUBLIC_URL }]);

    const failing = appWith({
      endpoint: 'https://newsletter.example/subscribe',
      fetchImpl: (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch,
    });
    const res = await request(failing).post('/api/newsletter').send({ email: 'fwd@example.com' });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/could not subscribe/);
  });

  it('rate limits per address, whatever the IP (each sign-up may send it an email)', async () => {
    const app = appWith({ perIp: 100, perEmail: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(app).post('/api/newsletter').send({ email: 'Bombed@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await request(app).post('/api/newsletter').send({ email: 'other@example.com' })).status).toBe(200);
  });

  it('rate limits per IP', async () => {
    const app = appWith();
    let last = 0;
    for (let i = 0; i < 7; i++) last = (await request(app).post('/api/newsletter').send({ email: `r${i}@example.com` })).status;
    expect(last).toBe(429);
  });
});
