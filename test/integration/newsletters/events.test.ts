/**
 * POST /api/newsletters/events, black-box on the whole app, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: Mailgun's signed events; hard bounces and complaints land in newsletter_suppressions
 * once, everything else is accepted and ignored; bad signatures, replays and malformed bodies are
 * refused with a message, never a 500.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { backends, resetDb } from '../accounts/harness.js';
import { mailgunSignature, REPLAY_WINDOW_S } from '../../../server/newsletters/events.js';
import { NEWSLETTER_EVENTS } from '../../../shared/newsletter-webhook-messages.js';
import type { Db } from '../../../server/accounts/index.js';

const KEY = 'mailgun-signing-key-for-tests';

/** A Mailgun webhook body, signed with `key` at `at` (seconds). */
function mailgunEvent(eventData: object, { key = KEY, at = Math.floor(Date.now() / 1000) } = {}) {
  const timestamp = String(at);
  const token = randomBytes(25).toString('hex');
  return { signature: { timestamp, token, signature: mailgunSignature(key, timestamp, token) }, 'event-data': eventData };
}

const bounce = (recipient: string) => ({
  event: 'failed',
  severity: 'permanent',
  reason: 'bounce',
  recipient,
  'delivery-status': { code: 550, message: '5.1.1 The email account that you tried to reach does not exist' },
  timestamp: Date.now() / 1000,
  id: 'abc',
});

describe.each(backends)('POST /api/newsletters/events on $name', (backend) => {
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, vars: { NEWSLETTER_EVENTS_SIGNING_KEY: KEY } });
  });
  afterAll(async () => {
    await full?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE newsletter_suppressions');
  });

  const post = (body: object | string) => request(full.app).post('/api/newsletters/events').set('Content-Type', 'application/json').send(body);
  const suppressed = async () =>
    (await db.query<{ email: string; reason: string; detail: string }>('SELECT email, reason, detail FROM newsletter_suppressions ORDER BY email')).rows;

  it('suppresses a hard-bounced address once; a second delivery changes nothing', async () => {
    const first = await post(mailgunEvent(bounce('Gone@Example.com'))).expect(200);
    expect(first.body).toEqual({ action: 'suppressed', reason: 'bounce' });
    const again = await post(mailgunEvent(bounce('gone@example.com'))).expect(200);
    expect(again.body).toEqual({ action: 'already-suppressed', reason: 'bounce' });
    expect(await suppressed()).toEqual([
      { email: 'gone@example.com', reason: 'bounce', detail: 'failed/permanent: bounce: 550 5.1.1 The email account that you tried to reach does not exist' },
    ]);
  });

  it('keeps control characters out of the stored detail (PostgreSQL refuses NUL in text)', async () => {
    const event = { ...bounce('nul@example.com'), reason: 'bad\u0000reason', 'delivery-status': { code: 550, message: 'line\r\nbreak' } };
    await post(mailgunEvent(event)).expect(200);
    expect(await suppressed()).toEqual([{ email: 'nul@example.com', reason: 'bounce', detail: 'failed/permanent: bad reason: 550 line break' }]);
  });

  it('suppresses a complaining address', async () => {
    const res = await post(mailgunEvent({ event: 'complained', recipient: 'angry@example.com', timestamp: Date.now() / 1000 })).expect(200);
    expect(res.body).toEqual({ action: 'suppressed', reason: 'complaint' });
    expect(await suppressed()).toEqual([{ email: 'angry@example.com', reason: 'complaint', detail: 'complained' }]);
  });

  it('accepts and ignores every other event: deliveries, temporary failures, opens, unknown ones', async () => {
    for (const data of [
      { event: 'delivered', recipient: 'a@example.com' },
      { event: 'failed', severity: 'temporary', recipient: 'a@example.com' },
      { event: 'opened', recipient: 'a@example.com' },
      { event: 'something-new' },
    ]) {
      expect((await post(mailgunEvent(data)).expect(200)).body).toEqual({ action: 'ignored' });
    }
    expect(await suppressed()).toEqual([]);
  });

  it('refuses a bad signature (401) and suppresses nothing', async () => {
    const forged = mailgunEvent(bounce('victim@example.com'), { key: 'not-the-key' });
    const res = await post(forged).expect(401);
    expect(res.body.error.message).toBe(NEWSLETTER_EVENTS.badSignature);
    const tampered = mailgunEvent(bounce('victim@example.com'));
    tampered.signature.token += 'x';
    await post(tampered).expect(401);
    await post({ 'event-data': bounce('victim@example.com') }).expect(401);
    await post({ signature: { timestamp: 'now', token: 't', signature: 'zz' }, 'event-data': bounce('victim@example.com') }).expect(401);
    expect(await suppressed()).toEqual([]);
  });

  it(`refuses a replay: a signature more than ${REPLAY_WINDOW_S / 60} minutes old or ahead`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await post(mailgunEvent(bounce('old@example.com'), { at: now - REPLAY_WINDOW_S - 60 })).expect(401);
    expect(old.body.error.message).toBe(NEWSLETTER_EVENTS.stale(REPLAY_WINDOW_S / 60));
    await post(mailgunEvent(bounce('old@example.com'), { at: now + REPLAY_WINDOW_S + 60 })).expect(401);
    // A little clock skew is fine.
    await post(mailgunEvent(bounce('old@example.com'), { at: now - 60 })).expect(200);
  });

  it('answers a malformed body 400 with a message, never a 500', async () => {
    const cases: Array<[object | string, string]> = [
      ['{not json', NEWSLETTER_EVENTS.notJson],
      ['[1, 2]', NEWSLETTER_EVENTS.notJson],
      ['"a string"', NEWSLETTER_EVENTS.notJson],
      [mailgunEvent('nothing' as unknown as object), NEWSLETTER_EVENTS.noEventData],
      [{ signature: mailgunEvent({}).signature }, NEWSLETTER_EVENTS.noEventData],
      [mailgunEvent({ severity: 'permanent' }), NEWSLETTER_EVENTS.noEventData],
      [mailgunEvent({ event: 'complained', recipient: 'not an address' }), NEWSLETTER_EVENTS.badRecipient],
      [mailgunEvent({ event: 'failed', severity: 'permanent' }), NEWSLETTER_EVENTS.badRecipient],
    ];
    for (const [body, message] of cases) {
      const res = await post(body).expect(400);
      expect(res.body.error.message).toBe(message);
    }
    // No Content-Type at all is still read as the event.
    await request(full.app).post('/api/newsletters/events').send(Buffer.from(JSON.stringify(mailgunEvent({ event: 'delivered' })))).expect(200);
  });
});

describe('POST /api/newsletters/events without NEWSLETTER_EVENTS_SIGNING_KEY', () => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars: { NEWSLETTER_EVENTS_SIGNING_KEY: '' } });
  });
  afterAll(() => full?.close());

  it('answers 503 with a message', async () => {
    const res = await request(full.app).post('/api/newsletters/events').send(mailgunEvent(bounce('x@example.com'))).expect(503);
    expect(res.body.error.message).toBe(NEWSLETTER_EVENTS.disabled);
  });
});
