/**
 * The unsubscribe route when what it leans on fails: a database that refuses is a 503 page the
 * reader can retry (never a 500), and a catalogue that is down still names the newsletter (its slug).
 */
import express from 'express';
import request from 'supertest';
import { createUnsubscribeRouter } from '../../../server/newsletters/unsubscribe-router.js';
import { unsubscribeUrl } from '../../../server/newsletters/unsubscribe-token.js';
import { NEWSLETTER_UNSUBSCRIBE } from '../../../shared/newsletter-email-messages.js';
import type { Db } from '../../../server/accounts/db.js';

const SECRET = 'a secret of thirty-two characters!!';

function app(db: Partial<Db>, catalogue: () => Promise<never[]> = () => Promise.reject(new Error('content down'))) {
  const a = express();
  a.use(createUnsubscribeRouter({ secret: SECRET, db: db as Db, catalogue }));
  return a;
}

const link = () => {
  const u = new URL(unsubscribeUrl('https://mag.example', SECRET, { email: 'a@example.com', newsletter: 'weekly' }));
  return u.pathname + u.search;
};

describe('unsubscribe route, failures', () => {
  it('a database that refuses is a 503 page, not a 500', async () => {
    const failing = { transaction: () => Promise.reject(new Error('connection refused')) } as Partial<Db>;
    const res = await request(app(failing)).post(link()).expect(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.failedTitle);
  });

  it('names the newsletter by its slug when the catalogue is unavailable', async () => {
    const res = await request(app({})).get(link()).expect(200);
    expect(res.text).toContain(NEWSLETTER_UNSUBSCRIBE.body('weekly', 'a@example.com'));
  });
});
