/**
 * Sending a story to a newsletter (server/newsletters/sending/): the recipients snapshot, the queue
 * (pg-boss on PGlite and on PostgreSQL with TEST_DATABASE_URL), delivery over SMTP to a real SMTP
 * server in the test, who gets what, resend, dry run (the operator CLI, directly and through a
 * running server's admin route).
 */
import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { backends, createHarness, silentLogger, type Harness } from '../accounts/harness.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { createAdminRouter } from '../../../server/accounts/admin.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { LOCK_FILE } from '../../../server/accounts/data-lock.js';
import { runNewsletterCli } from '../../../server/cli/newsletter.js';
import { newslettersFor, type Newsletter } from '../../../server/newsletters/index.js';
import { createNewsletterEmails } from '../../../server/newsletters/email/index.js';
import { createNewsletterSending, type NewsletterSending } from '../../../server/newsletters/sending/service.js';
import { createNewsletterTransport } from '../../../server/mail/transport.js';
import { readUnsubscribeToken } from '../../../server/newsletters/unsubscribe-token.js';
import { NEWSLETTER_ARTICLE_QUERY, NEWSLETTER_FEATURE_QUERY, NEWSLETTER_RECIPE_QUERY, NEWSLETTERS_QUERY } from '../../../server/content/queries.js';
import type { QueryParams } from '../../../server/content/source.js';
import { NEWSLETTER_SENDING } from '../../../shared/newsletter-sending-messages.js';
import { ConflictError, NotFoundError } from '../../../server/domain-errors.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { poll } from '../../support/poll.js';

const CATALOGUE: Newsletter[] = [
  { slug: 'weekly', name: 'The Weekly', description: '', senderName: 'The Weekly Letter', premiumOnly: false, defaultOn: true },
  { slug: 'recipes', name: 'Recipes', description: '', senderName: null, premiumOnly: false, defaultOn: false },
  { slug: 'dispatch', name: 'The Dispatch', description: '', senderName: 'Dispatch Desk', premiumOnly: true, defaultOn: false },
];
/** The stories as the email builder's queries answer (server/content/queries.ts, NEWSLETTER_*_QUERY). */
const para = (text: string) => ({ _type: 'block', _key: text.slice(0, 8), style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] });
const BODY = [para('The first paragraph, for everyone.'), para('The second paragraph.'), para('The third paragraph, for members.'), para('The fourth.')];
const STORIES: Record<string, Record<string, object>> = {
  article: { 'free-story': { title: 'A free story', slug: 'free-story', isPremium: false, section: { title: 'News', slug: 'news' }, body: BODY } },
  feature: { 'members-feature': { title: 'A members feature', slug: 'members-feature', isPremium: true, body: BODY } },
  recipe: { soup: { title: 'Soup', slug: 'soup', isPremium: false, body: BODY } },
};
const FREE = '/sections/news/articles/free-story';
const PREMIUM = '/feature/members-feature';

async function query<T>(groq: string, params?: QueryParams): Promise<T> {
  if (groq === NEWSLETTERS_QUERY) return CATALOGUE as T;
  const kind = groq === NEWSLETTER_ARTICLE_QUERY ? 'article' : groq === NEWSLETTER_FEATURE_QUERY ? 'feature' : groq === NEWSLETTER_RECIPE_QUERY ? 'recipe' : null;
  return ((kind && STORIES[kind][String(params?.slug)]) ?? null) as T;
}

/** The real email builder, its subject marked with the variant the sender asked for. */
const real = createNewsletterEmails({ query });
const emails = {
  loadStory: real.loadStory,
  render: async (input: Parameters<typeof real.render>[0]) => {
    const r = await real.render(input);
    return { ...r, subject: `[${input.full ? 'FULL' : 'TEASER'}] ${r.subject}` };
  },
};

describe.each(backends)('newsletter sending on $name', (backend) => {
  let db: Db;
  let h: Harness;
  let smtp: SmtpSink;
  let sending: NewsletterSending;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    db = await backend.open();
    h = await createHarness(db, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await sending?.stop();
    if (db.kind === 'pg') {
      const { rows } = await db.query<{ s: string }>('SELECT current_schema() AS s');
      await db.query(`DROP SCHEMA IF EXISTS ${rows[0].s}_pgboss CASCADE`);
    }
    await h.close();
    await db.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await sending?.stop();
    await db.query('TRUNCATE users, subscriptions, newsletter_signups, newsletter_suppressions, newsletter_sends CASCADE');
    smtp.messages.length = 0;
    smtp.counts.clear();
    smtp.reject.clear();
    sending = makeSending();
  });

  function makeSending(overrides: { rate?: number; batchSize?: number } = {}): NewsletterSending {
    return createNewsletterSending({
      db,
      catalogue: async () => CATALOGUE,
      emails,
      settings: {
        publicUrl: 'http://localhost:3000',
        secret: h.config.sessionSecret,
        mailFrom: 'The Colophon <letters@colophon.test>',
        siteName: 'The Colophon',
        paywall: true,
        rate: overrides.rate ?? 0,
        batchSize: overrides.batchSize ?? 2,
        connections: 3,
      },
      transport: () => createNewsletterTransport(h.config, silentLogger, 3),
      logger: silentLogger,
    });
  }

  async function member(email: string, opts: { premium?: boolean; choices?: Record<string, boolean> } = {}) {
    const user = await h.accounts.users.findOrCreate(email);
    if (opts.premium) await h.accounts.subscriptions.grant(user.id);
    for (const [newsletter, subscribed] of Object.entries(opts.choices ?? {})) {
      await db.query('INSERT INTO member_newsletters (user_id, newsletter, subscribed) VALUES ($1, $2, $3)', [user.id, newsletter, subscribed]);
    }
  }
  async function signup(email: string, newsletters: string[], confirmed: boolean) {
    await db.query(
      `INSERT INTO newsletter_signups (email, newsletters, pending, confirmed_at)
       VALUES ($1, ARRAY(SELECT jsonb_array_elements_text($2::jsonb)), ARRAY(SELECT jsonb_array_elements_text($3::jsonb)), $4)`,
      [email, JSON.stringify(confirmed ? newsletters : []), JSON.stringify(confirmed ? [] : newsletters), confirmed ? new Date() : null],
    );
  }
  const suppress = (email: string) => db.query(`INSERT INTO newsletter_suppressions (email, reason) VALUES ($1, 'bounce')`, [email]);

  /** The usual audience: who should and should not get the weekly letter. */
  async function audience() {
    await member('default@example.com'); // no choice: weekly is on by default
    await member('chose-weekly@example.com', { choices: { weekly: true, recipes: false } });
    await member('opted-out@example.com', { choices: { weekly: false } });
    await member('premium@example.com', { premium: true });
    await member('bounced-member@example.com');
    await suppress('bounced-member@example.com');
    await signup('reader@example.com', ['weekly'], true);
    await signup('default@example.com', ['weekly'], true); // a member's address too: one email
    await signup('unconfirmed@example.com', ['weekly'], false);
    await signup('bounced-reader@example.com', ['weekly'], true);
    await suppress('bounced-reader@example.com');
    await signup('recipes-only@example.com', ['recipes'], true);
  }
  const WEEKLY = ['chose-weekly@example.com', 'default@example.com', 'premium@example.com', 'reader@example.com'];

  async function deliver(sendId: string) {
    await sending.start();
    await poll(async () => (await sending.progress(sendId))?.finishedAt ?? null, { timeout: 20_000, interval: 100 }).not.toBeNull();
  }

  it('sends a story to every subscriber once, and to nobody else', async () => {
    await audience();
    const { sendId, recipients } = await sending.queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
    expect(recipients).toBe(4);
    await deliver(sendId);
    expect([...smtp.counts.keys()].sort()).toEqual(WEEKLY);
    expect([...smtp.counts.values()].every((n) => n === 1)).toBe(true);
    expect(await sending.progress(sendId)).toMatchObject({ recipients: 4, sent: 4, skipped: 0 });
    // Each email carries its own recipient's unsubscribe link, from the newsletter's sender name.
    for (const m of smtp.messages) {
      // Headers unfolded, soft line breaks of the quoted-printable body joined.
      const raw = m.raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '');
      const link = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1];
      // The list id as RFC 2919 writes it (not an encoded word), and RFC 8058's one-click header.
      expect(raw).toMatch(/^List-I[dD]: "The Weekly" <weekly\.localhost>\r?$/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get('t');
      expect(readUnsubscribeToken(h.config.sessionSecret, token)).toEqual({ email: m.to[0], newsletter: 'weekly' });
      expect(raw).not.toContain('unsubscribe.invalid');
      expect(raw).toMatch(/^From: "?The Weekly Letter"? <letters@colophon\.test>/m);
      expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
      expect(m.from).toBe('letters@colophon.test');
    }
  });

  it('gives a premium story whole to premium members and the teaser to the others', async () => {
    await audience();
    const { sendId } = await sending.queue({ newsletter: 'weekly', story: PREMIUM, requestedBy: 'test' });
    await deliver(sendId);
    const subjects = Object.fromEntries(smtp.messages.map((m) => [m.to[0], /^Subject: (.*)$/m.exec(m.raw)?.[1]]));
    expect(subjects).toEqual({
      'premium@example.com': '[FULL] A members feature',
      'default@example.com': '[TEASER] A members feature',
      'chose-weekly@example.com': '[TEASER] A members feature',
      'reader@example.com': '[TEASER] A members feature',
    });
  });

  it('sends a premium-only newsletter to premium members only', async () => {
    await audience();
    await member('premium-choice@example.com', { premium: true, choices: { dispatch: true } });
    await member('free-choice@example.com', { choices: { dispatch: true } }); // a lapsed member's choice stays, unsent
    const { sendId, recipients } = await sending.queue({ newsletter: 'dispatch', story: PREMIUM, requestedBy: 'test' });
    expect(recipients).toBe(1);
    await deliver(sendId);
    expect([...smtp.counts.keys()]).toEqual(['premium-choice@example.com']);
  });

  it('refuses the same story to the same newsletter twice, unless resent', async () => {
    await audience();
    const first = await sending.queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
    await deliver(first.sendId);
    const again = sending.queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toThrow(/already sent to weekly.*--resend/);
    expect((await db.query('SELECT id FROM newsletter_sends')).rows).toHaveLength(1);
    const resent = await sending.queue({ newsletter: 'weekly', story: FREE, resend: true, requestedBy: 'test' });
    await deliver(resent.sendId);
    expect([...smtp.counts.values()]).toEqual([2, 2, 2, 2]);
  });

  it('says which newsletter or story is unknown', async () => {
    await expect(sending.queue({ newsletter: 'nope', story: FREE, requestedBy: 'test' })).rejects.toThrow(NEWSLETTER_SENDING.unknownNewsletter('nope'));
    const missing = sending.queue({ newsletter: 'weekly', story: '/feature/nope', requestedBy: 'test' });
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toThrow(NEWSLETTER_SENDING.unknownStory('/feature/nope'));
  });

  it('leaves out an address suppressed after the send was queued, and one the mail server refuses', async () => {
    await audience();
    const { sendId } = await sending.queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
    await suppress('reader@example.com');
    smtp.reject.add('chose-weekly@example.com');
    await deliver(sendId);
    expect([...smtp.counts.keys()].sort()).toEqual(['default@example.com', 'premium@example.com']);
    expect(await sending.progress(sendId)).toMatchObject({ recipients: 4, sent: 2, skipped: 2 });
  });

  it('stops gracefully mid-send: the rest goes back to the queue and the next worker sends it, none twice', async () => {
    for (let i = 0; i < 30; i++) await member(`m${String(i).padStart(2, '0')}@example.com`);
    sending = makeSending({ rate: 40, batchSize: 5 });
    const { sendId } = await sending.queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
    await sending.start();
    await poll(async () => (await sending.progress(sendId))?.sent, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await sending.stop();
    const stoppedAt = (await sending.progress(sendId))!.sent;
    expect(stoppedAt).toBeLessThan(30);
    sending = makeSending({ rate: 0, batchSize: 5 });
    await deliver(sendId);
    expect(smtp.counts.size).toBe(30);
    expect([...smtp.counts.values()].every((n) => n === 1)).toBe(true);
  });

  if (backend.name === 'postgres') {
    it('shares the batches between replicas: each address once', async () => {
      for (let i = 0; i < 40; i++) await member(`r${String(i).padStart(2, '0')}@example.com`);
      const replicas = [makeSending({ batchSize: 4, rate: 100 }), makeSending({ batchSize: 4, rate: 100 })];
      const { sendId } = await replicas[0].queue({ newsletter: 'weekly', story: FREE, requestedBy: 'test' });
      await Promise.all(replicas.map((r) => r.start()));
      try {
        await poll(async () => (await replicas[0].progress(sendId))?.finishedAt ?? null, { timeout: 20_000, interval: 100 }).not.toBeNull();
      } finally {
        await Promise.all(replicas.map((r) => r.stop()));
      }
      expect(smtp.counts.size).toBe(40);
      expect([...smtp.counts.values()].every((n) => n === 1)).toBe(true);
    });
  }

  describe('npm run newsletter -- send', () => {
    const cli = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runNewsletterCli(argv, {
        config: { ...h.config, SMTP_URL: smtp.url, NEWSLETTER_RATE: 0, flags: { ...h.config.flags, paywall: true } },
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        openAccounts: () => createAccounts({ config: h.config, logger: silentLogger, db }),
        query,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    it('--dry-run prints who would get what and sends nothing', async () => {
      await audience();
      const r = await cli(['send', '--newsletter', 'weekly', '--story', PREMIUM, '--dry-run']);
      expect(r.code).toBe(0);
      expect(r.out).toContain('4 recipient(s), 1 get the whole story, 3 the teaser');
      expect(r.out).toContain('whole story:\n  premium@example.com\nteaser:\n  chose-weekly@example.com\n  default@example.com\n  reader@example.com');
      expect(r.out).toContain('Nothing was sent (dry run).');
      expect((await db.query('SELECT id FROM newsletter_sends')).rows).toEqual([]);
    });

    it('queues once; the second time it refuses with a clear message', async () => {
      await audience();
      const first = await cli(['send', '--newsletter', 'weekly', '--story', FREE]);
      expect(first).toMatchObject({ code: 0, err: '' });
      expect(first.out).toMatch(/^Queued \/sections\/news\/articles\/free-story to weekly: 4 recipient\(s\)/);
      const second = await cli(['send', '--newsletter', 'weekly', '--story', FREE]);
      expect(second.code).toBe(1);
      expect(second.err).toMatch(/was already sent to weekly on .*: nothing was sent\. Add --resend to send it again\./);
      const third = await cli(['send', '--newsletter', 'weekly', '--story', FREE, '--resend']);
      expect(third.code).toBe(0);
      expect((await db.query('SELECT resend FROM newsletter_sends ORDER BY created_at')).rows).toEqual([{ resend: false }, { resend: true }]);
    });

    it('says what is wrong with the arguments', async () => {
      expect((await cli(['send', '--newsletter', 'weekly'])).err).toMatch(/--newsletter and --story are required/);
      expect((await cli(['send', '--newsletter', 'weekly', '--story', FREE, '--fast'])).err).toMatch(/unknown option --fast/);
      expect((await cli(['send', '--newsletter', 'nope', '--story', FREE])).err).toBe(NEWSLETTER_SENDING.unknownNewsletter('nope'));
    });

    it('goes to the running server that holds the embedded database', async () => {
      await audience();
      const app = express();
      app.use(createAdminRouter({ config: h.config, accounts: h.accounts, adminToken: h.adminToken, newsletters: newslettersFor(h.accounts, query), newsletterSending: sending }));
      app.use(createJsonErrorHandler(silentLogger));
      const server: Server = await new Promise((resolve) => {
        const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
      });
      const owner = { pid: process.ppid, host: os.hostname(), port: (server.address() as AddressInfo).port, role: 'server', since: new Date().toISOString() };
      writeFileSync(path.join(h.config.dataDir, LOCK_FILE), JSON.stringify(owner));
      try {
        const viaServer = (argv: string[]) =>
          runNewsletterCli(argv, { config: h.config, out: (l) => out.push(l), err: (l) => err.push(l), openAccounts: () => Promise.reject(new Error('opened directly')) });
        const out: string[] = [];
        const err: string[] = [];
        expect(await viaServer(['send', '--newsletter', 'weekly', '--story', FREE, '--dry-run'])).toBe(0);
        expect(out.join('\n')).toContain('4 recipient(s)');
        expect(await viaServer(['send', '--newsletter', 'weekly', '--story', FREE])).toBe(0);
        expect(await viaServer(['send', '--newsletter', 'weekly', '--story', FREE])).toBe(1);
        expect(err.join('\n')).toMatch(/refused the command: .*already sent to weekly/);
        const { rows } = await db.query<{ id: string }>('SELECT id FROM newsletter_sends');
        await deliver(rows[0].id);
        expect([...smtp.counts.keys()].sort()).toEqual(WEEKLY);
      } finally {
        await new Promise((resolve) => server.close(resolve));
        writeFileSync(path.join(h.config.dataDir, LOCK_FILE), '');
      }
    });
  });
});
