/**
 * Gift reminders on the whole app: a redeemed gift's recipient is emailed a week before it ends
 * (`send-reminders --as-of DATE`, as the daily run does), once per gift whatever runs it, not at all
 * when the gift is already continued; the email's link leads to a Checkout whose paid period starts
 * at the gift's end. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import path from 'node:path';
import request from 'supertest';
import Stripe from 'stripe';
import { buildFullApp, SECRETS, type FullApp } from '../reliability/full-app.js';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb, silentLogger } from '../accounts/harness.js';
import { cookieValue, readOutbox } from '../accounts/helpers.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { reminderDate, runGiftReminders } from '../../../server/gifts/reminders.js';
import { GIFT_REMINDER } from '../../../shared/offer-messages.js';

const PUBLIC_URL = 'http://localhost:3000';
const signer = new Stripe('sk_test_unused');
const DAY = 86_400_000;

describe.each(backends)('gift reminders on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  let outbox: string;
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: { PUBLIC_URL, STRIPE_SECRET_KEY: 'sk_test_reminders', STRIPE_PRICES: 'monthly:price_monthly1', STRIPE_API_URL: fake.url },
    });
    outbox = path.join(full.config.dataDir, 'outbox');
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE gift_subscriptions CASCADE');
    fake.calls.length = 0;
  });

  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config: { ...full.config, DATABASE_URL: 'postgres://unused' }, // the test's database is injected
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config: full.config, logger: silentLogger, db, mailer: full.accounts.mailer }),
    });
    return { code, out, err };
  };
  const reminders = (to: string) => readOutbox(outbox).filter((m) => m.to.includes(to) && m.subject === GIFT_REMINDER.subject('The Colophon'));
  /** A member reading on a redeemed one-month operator gift; returns their cookie, id and the gift's end. */
  const giftedMember = async (email: string) => {
    const issued = await cli(['gift-code', email, '--months', '1']);
    const code = new URL(issued.out[1].replace('redeem at ', '')).searchParams.get('code');
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Grace', lastName: 'H' }).expect(201);
    const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
    const redeemed = await request(full.app).post('/api/gifts/redeem').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ code }).expect(200);
    return { cookie, id: res.body.user.id as string, until: new Date(redeemed.body.until as string) };
  };

  it('reminds a week before the end, once; the link leads to a Checkout starting at the gift\'s end', async () => {
    const { cookie, until } = await giftedMember('giftee@example.com');
    const early = await cli(['send-reminders', '--as-of', new Date(until.getTime() - 10 * DAY).toISOString()]);
    expect(early.code).toBe(0);
    expect(early.out.at(-1)).toMatch(/^0 reminder\(s\) sent, 0 skipped/);

    const asOf = new Date(until.getTime() - 6 * DAY).toISOString();
    const first = await cli(['send-reminders', '--as-of', asOf]);
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe(`sent     giftee@example.com  gift ends ${until.toISOString().slice(0, 10)}`);
    expect(first.out.at(-1)).toBe(`1 reminder(s) sent, 0 skipped (as of ${asOf})`);
    const mails = reminders('giftee@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(GIFT_REMINDER.body('The Colophon', reminderDate(until)));
    expect(mails[0].links).toContain(`${PUBLIC_URL}/subscribe`);

    const second = await cli(['send-reminders', '--as-of', asOf]);
    expect(second.out).toEqual([
      `skipped  giftee@example.com  gift ends ${until.toISOString().slice(0, 10)}  (already reminded)`,
      `0 reminder(s) sent, 1 skipped (as of ${asOf})`,
    ]);
    expect(reminders('giftee@example.com')).toHaveLength(1);

    // Keep reading: /subscribe's Checkout starts the paid period when the gift ends.
    await request(full.app).post('/api/billing/checkout').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ tier: 'monthly' }).expect(200);
    const session = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.form['subscription_data[trial_end]']).toBe(String(Math.ceil(until.getTime() / 1000)));
  });

  it('sends one reminder when two runs (two replicas) race', async () => {
    const { until } = await giftedMember('race@example.com');
    const asOf = new Date(until.getTime() - 3 * DAY);
    const runs = await Promise.all([1, 2].map(() => runGiftReminders({ accounts: full.accounts, publicUrl: PUBLIC_URL }, asOf)));
    expect(runs.map((r) => r.sent.length).sort()).toEqual([0, 1]);
    expect(reminders('race@example.com')).toHaveLength(1);
  });

  it('sends none for a gift already continued as a paid membership', async () => {
    const { id, until } = await giftedMember('continued@example.com');
    // The member subscribed during the gift: Stripe's subscription is trialing until the gift's end, and renews.
    const body = JSON.stringify({
      id: `evt_continued_${Date.now()}`, object: 'event', type: 'customer.subscription.created', created: Math.floor(Date.now() / 1000),
      data: { object: {
        id: 'sub_continued', object: 'subscription', customer: 'cus_continued', status: 'trialing', cancel_at_period_end: false,
        items: { data: [{ current_period_end: Math.ceil(until.getTime() / 1000), price: { id: 'price_monthly1' } }] }, metadata: { userId: id, tier: 'monthly' },
      } },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRETS.stripe });
    await request(full.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
    const run = await cli(['send-reminders', '--as-of', new Date(until.getTime() - 6 * DAY).toISOString()]);
    expect(run.out[0]).toBe(`skipped  continued@example.com  gift ends ${until.toISOString().slice(0, 10)}  (already continued)`);
    expect(reminders('continued@example.com')).toHaveLength(0);
    expect((await db.query('SELECT gift_id FROM gift_reminders')).rows).toEqual([]);
  });

  it('refuses a bad --as-of with a clear message, and stray arguments with the usage', async () => {
    for (const bad of ['yesterday', '2031-02-30', '12/01/2031']) {
      expect(await cli(['send-reminders', '--as-of', bad])).toEqual({ code: 1, out: [], err: [GIFT_REMINDER.asOfInvalid] });
    }
    expect((await cli(['send-reminders', 'now'])).code).toBe(2);
    expect((await cli(['send-reminders', '--as-of'])).code).toBe(2);
  });
});
