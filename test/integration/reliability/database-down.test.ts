/**
 * The accounts database going away (docs/architecture.md#the-bars): the auth API, the newsletter and the mail provider's events answer 503 with a
 * readable message (not a 500), pages keep serving, and /readyz names the database.
 * The mail transport failing is proven in accounts/magic-link.test.ts ('mail failures'): 502
 * email-not-sent with a message, and no usable magic-link or reset token left behind.
 */
import request from 'supertest';
import type { Db } from '../../../server/accounts/index.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { buildFullApp, SECRETS, type FullApp } from './full-app.js';
import { mailgunSignature } from '../../../server/newsletters/events.js';
import { leakIn } from './fuzz-check.js';
import { openTestPglite } from '../../support/pglite.js';

/** How drivers report a lost database: node-postgres, a refused socket, Postgres shutting down, PGlite. */
const FAILURES: [string, () => Error][] = [
  ['pg: connection terminated', () => new Error('Connection terminated unexpectedly')],
  ['socket refused', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })],
  ['postgres admin shutdown (57P01)', () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
  ['pglite closed', () => new Error('PGlite is closed')],
  ['pool timeout wrapping a cause', () => new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') })],
];

/** A Db that forwards to `inner` until `fail` is set; then every query rejects with it. */
function switchableDb(inner: Db) {
  const state: { fail: (() => Error) | null } = { fail: null };
  const db: Db = {
    kind: inner.kind,
    query: (sql, params) => (state.fail ? Promise.reject(state.fail()) : inner.query(sql, params)),
    transaction: (fn) => (state.fail ? Promise.reject(state.fail()) : inner.transaction(fn)),
    close: () => inner.close(),
  };
  return { db, state };
}

const unavailable = { error: { code: 'unavailable', message: MESSAGES.unavailable } };
/** A well-formed session token, so the lookup reaches the database. */
const session = `colophon_session=${'a'.repeat(43)}`;
const member = { email: 'down@example.com', password: 'password1', firstName: 'D', lastName: 'B' };
/** A Mailgun complaint about `email`, signed with the test app's key. */
function complaint(email: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = 'd'.repeat(50);
  return { signature: { timestamp, token, signature: mailgunSignature(SECRETS.mailgun, timestamp, token) }, 'event-data': { event: 'complained', recipient: email } };
}

describe('database down', () => {
  let inner: Db;
  let full: FullApp;
  let state: ReturnType<typeof switchableDb>['state'];
  beforeAll(async () => {
    inner = await openTestPglite();
    const switchable = switchableDb(inner);
    state = switchable.state;
    full = await buildFullApp({ db: switchable.db });
  });
  afterAll(async () => {
    await full.close();
    await inner.close();
  });
  afterEach(() => {
    state.fail = null;
  });

  it.each(FAILURES)('%s: auth and newsletter answer 503 with a message; pages serve', async (_name, failure) => {
    state.fail = failure;
    const app = full.app;
    const calls: Record<string, request.Test> = {
      login: request(app).post('/api/auth/login').send({ email: member.email, password: member.password }),
      signUp: request(app).post('/api/auth/sign-up').send(member),
      magicLink: request(app).post('/api/auth/send-magic-link').send({ email: member.email }),
      reset: request(app).post('/api/auth/reset-password').send({ email: member.email }),
      magicLogin: request(app).post('/api/auth/login-with-magic-link').send({ email: member.email, token: 'x'.repeat(43) }),
      subscription: request(app).post('/api/auth/check-subscription-status').set('Cookie', session).send({}),
      me: request(app).get('/api/auth/me').set('Cookie', session),
      newsletter: request(app).post('/api/newsletter').send({ email: member.email }),
      // A signed complaint from the mail provider: 503, so the provider delivers it again later.
      mailEvent: request(app).post('/api/newsletters/events').send(complaint(member.email)),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call;
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 503, body: unavailable });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(leakIn(res.text)).toBeNull();
    }
    const page = await request(app).get('/sections/news');
    expect(page.status).toBe(200);
    expect((await request(app).get('/')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('unavailable');
  });

  it('recovers when the database is back', async () => {
    state.fail = FAILURES[0]![1];
    await request(full.app).post('/api/auth/sign-up').send(member).expect(503);
    state.fail = null;
    await request(full.app).post('/api/auth/sign-up').send(member).expect(201);
    await request(full.app).get('/readyz').expect(200);
  });

  it('a query bug is still a 500 with the generic message, never the SQL error text', async () => {
    state.fail = () => Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    const res = await request(full.app).post('/api/auth/login').send({ email: member.email, password: member.password }).expect(500);
    expect(res.body).toEqual({ error: { code: 'internal', message: MESSAGES.internal } });
  });
});
