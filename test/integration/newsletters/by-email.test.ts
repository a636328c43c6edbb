/**
 * Issue 50 end to end over a real SMTP server (the `smtp-server` package): a reader's double
 * opt-in, a member's choice, a send reaching each subscriber once, RFC 8058's one-click unsubscribe
 * from the email's own header, and the next send leaving that reader out. The whole app as
 * server/main.ts wires it, its newsletter worker started.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { poll } from '../../support/poll.js';
import { NEWSLETTERS } from '../../../shared/newsletter-messages.js';

/** A message's headers unfolded and its quoted-printable body joined and decoded (ASCII links). */
function readable(raw: string): string {
  return raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe('newsletters by email, over a real SMTP server', () => {
  let smtp: SmtpSink;
  let full: FullApp;
  let origin: string;
  const mailTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).map((m) => readable(m.raw));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    full = await buildFullApp({ vars: { SMTP_URL: smtp.url, NEWSLETTER_RATE: '0' } });
    origin = new URL(full.config.PUBLIC_URL).origin;
    await full.services.newsletterSending!.start();
  });
  afterAll(async () => {
    await full?.close();
    await smtp?.close();
  });

  it('confirms a reader by a click, sends each subscriber the story once, and a one-click unsubscribe ends it', async () => {
    // A reader without an account signs up; the confirmation email arrives over SMTP.
    await request(full.app).post('/api/newsletter').set('Origin', origin).send({ email: 'reader@example.com', newsletter: 'weekly' }).expect(200);
    await poll(() => mailTo('reader@example.com').length, { timeout: 15_000 }).toBe(1);
    const confirmation = mailTo('reader@example.com')[0]!;
    const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation)![0]);
    // Opening the link (a mail scanner) confirms nothing; the button's POST does.
    const page = await request(full.app).get(link.pathname + link.search).expect(200);
    expect(page.text).toContain(NEWSLETTERS.confirmButton);
    await request(full.app).post('/newsletter/confirm').set('Origin', origin).type('form').send({ token: link.searchParams.get('token') }).expect(200);

    // One member keeps the default-on weekly letter; another turns it off on /account.
    const member = async (email: string) => {
      const res = await request(full.app).post('/api/auth/sign-up').set('Origin', origin).send({ email, password: 'password1', firstName: 'M', lastName: 'M' }).expect(201);
      return String(res.headers['set-cookie']).split(';')[0]!;
    };
    await member('keeps@example.com');
    const off = await member('off@example.com');
    const chosen = await request(full.app).put('/api/account/newsletters').set('Origin', origin).set('Cookie', off).send({ subscribed: [] }).expect(200);
    expect(chosen.body.newsletters.find((n: { slug: string }) => n.slug === 'weekly').subscribed).toBe(false);

    const sending = full.services.newsletterSending!;
    const first = await sending.queue({ newsletter: 'weekly', story: '/feature/the-long-read', requestedBy: 'test' });
    expect(first.recipients).toBe(2);
    await poll(() => smtp.messages.filter((m) => /Subject: .*Long/i.test(readable(m.raw))).length, { timeout: 15_000 }).toBe(2);
    expect(mailTo('off@example.com')).toEqual([]);
    const letter = mailTo('reader@example.com').find((m) => /List-Unsubscribe-Post: List-Unsubscribe=One-Click/.test(m))!;
    expect(letter).toMatch(/^List-I[dD]: "The Weekly" </m);
    expect(mailTo('keeps@example.com').filter((m) => /List-Unsubscribe:/.test(m))).toHaveLength(1);

    // RFC 8058: the mail provider POSTs to the header's address, with no cookie, from its own origin.
    const unsubscribe = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(letter)![1]!);
    // The visible link in the body is the same address.
    expect(letter).toContain(unsubscribe.pathname + unsubscribe.search);
    await request(full.app)
      .post(unsubscribe.pathname + unsubscribe.search)
      .set('Origin', 'https://mail.example')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);

    // The next story reaches the member who kept it, not the reader who left.
    const second = await sending.queue({ newsletter: 'weekly', story: '/recipes/challah', requestedBy: 'test' });
    expect(second.recipients).toBe(1);
    await poll(() => mailTo('keeps@example.com').filter((m) => /List-Unsubscribe:/.test(m)).length, { timeout: 15_000 }).toBe(2);
    expect(await sending.progress(second.sendId)).toMatchObject({ recipients: 1, sent: 1, skipped: 0 });
    expect(mailTo('reader@example.com').filter((m) => /List-Unsubscribe:/.test(m))).toHaveLength(1);
  });
});
