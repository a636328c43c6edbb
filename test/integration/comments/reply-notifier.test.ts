/**
 * The reply notifier (server/comments/notify.ts) against a real SMTP server (test/support/smtp-sink.ts)
 * and the real schema, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: who gets the email, what it
 * says and links to, who gets none, and that a broken SMTP server is logged, never thrown; and the
 * same with the built worker thread sending (the production server with SMTP_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildReplyEmailWorker } from '../../../build.mjs';
import { renderInProcess, workerRenderer } from '../../../server/comments/reply-renderer.js';
import { createAccounts, type Accounts, type Db } from '../../../server/accounts/index.js';
import { createMailer } from '../../../server/mail/index.js';
import { createReplyNotifier, deliverReplyEmail, shorten, type ReplyNotifierDeps } from '../../../server/comments/notify.js';
import { COMMENT_REPLY_EMAIL } from '../../../shared/comment-mail-messages.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { readableMail as readable } from '../../support/mail-text.js';
import { testConfig } from '../../support/app.js';
import { backends, silentLogger } from '../accounts/harness.js';

let workerDir: string;
beforeAll(async () => {
  workerDir = mkdtempSync(path.join(os.tmpdir(), 'colophon-reply-notifier-'));
  await buildReplyEmailWorker(workerDir, { sourcemap: false, logLevel: 'error' });
}, 60_000);
afterAll(() => rmSync(workerDir, { recursive: true, force: true }));

describe.each(backends)('reply emails ($name)', (backend) => {
  let db: Db;
  let accounts: Accounts;
  let smtp: SmtpSink;
  let deps: ReplyNotifierDeps;
  const PUBLIC_URL = 'https://mag.example';

  const user = async (email: string, firstName: string) =>
    (await db.query<{ id: string }>(`INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, 'X') RETURNING id`, [email, firstName])).rows[0]!.id;
  const comment = async (userId: string | null, body: string, parentId: string | null = null) =>
    (await db.query<{ id: string }>(`INSERT INTO comments (path, parent_id, user_id, body) VALUES ('/feature/the-long-read', $1, $2, $3) RETURNING id`, [parentId, userId, body])).rows[0]!.id;
  const event = (commentId: string, parentId: string, parentAuthorId: string) => ({
    commentId,
    parentId,
    parentAuthorId,
    replyAuthorName: 'Bea X',
    path: '/feature/the-long-read',
    body: 'ignored: the stored body is mailed',
  });
  const mailTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).map((m) => readable(m.raw));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    db = await backend.open();
    const config = testConfig({ PUBLIC_URL, SMTP_URL: smtp.url });
    accounts = await createAccounts({ config, logger: silentLogger, db, siteName: 'The Colophon' });
    const mailer = createMailer({ config, logger: silentLogger, siteName: 'The Colophon' });
    deps = { db, mailer, logger: silentLogger, publicUrl: PUBLIC_URL, siteName: 'The Colophon', storyTitle: async () => 'The Long Read' };
  });
  afterAll(async () => {
    await accounts?.close();
    await db?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it("mails the parent's author: who replied, both comments escaped, the reply's link and the way to turn it off", async () => {
    const ann = await user('ann@example.com', 'Ann');
    const bea = await user('bea@example.com', 'Bea');
    const parent = await comment(ann, 'First thought.\nSecond line.');
    const reply = await comment(bea, 'I disagree <script>alert(1)</script> & <img src=x onerror=alert(2)>');
    await db.query('UPDATE comments SET parent_id = $1 WHERE id = $2', [parent, reply]);

    await expect(deliverReplyEmail(deps, event(reply, parent, ann))).resolves.toBe('sent');
    const [mail] = mailTo('ann@example.com');
    expect(mailTo('bea@example.com')).toEqual([]);
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^Subject: Bea X replied to your comment on \u201cThe Long Read\u201d\r?$/m);
    expect(mail).toContain(`${PUBLIC_URL}/feature/the-long-read#comment-${reply}`);
    expect(mail).toContain(`${PUBLIC_URL}/account`);
    // A text part and an HTML part.
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toContain(COMMENT_REPLY_EMAIL.turnOffText);
    expect(mail).toContain('> First thought.\n> Second line.'.replace(/\n/g, '\r\n'));
    // The member's words are text in the HTML, never markup.
    const html = mail!.slice(mail!.indexOf('<!DOCTYPE'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('mails nobody for a reply to oneself, a member who turned them off, a barred member or a deleted account', async () => {
    const cy = await user('cy@example.com', 'Cy');
    const di = await user('di@example.com', 'Di');
    const own = await comment(cy, 'Mine.');
    const ownReply = await comment(cy, 'Also mine.', own);
    expect(await deliverReplyEmail(deps, event(ownReply, own, cy))).toBe('own-reply');

    await db.query('INSERT INTO member_preferences (user_id, comment_replies) VALUES ($1, false)', [cy]);
    const toCy = await comment(di, 'A reply.', own);
    expect(await deliverReplyEmail(deps, event(toCy, own, cy))).toBe('turned-off');
    // Turned on again: the row says true.
    await db.query('UPDATE member_preferences SET comment_replies = true WHERE user_id = $1', [cy]);
    expect(await deliverReplyEmail(deps, event(toCy, own, cy))).toBe('sent');

    await db.query('UPDATE users SET comments_barred_at = now() WHERE id = $1', [cy]);
    expect(await deliverReplyEmail(deps, event(toCy, own, cy))).toBe('barred');

    const gone = await user('gone@example.com', 'Gone');
    const orphan = await comment(gone, 'Soon without an author.');
    const toGone = await comment(di, 'Anyone?', orphan);
    await db.query('DELETE FROM users WHERE id = $1', [gone]);
    expect(await deliverReplyEmail(deps, event(toGone, orphan, gone))).toBe('no-recipient');

    expect(mailTo('cy@example.com')).toHaveLength(1);
    expect(mailTo('gone@example.com')).toEqual([]);
    expect(mailTo('di@example.com')).toEqual([]);
  });

  it('returns at once and logs a failed send instead of throwing', async () => {
    const eve = await user('eve@example.com', 'Eve');
    const fay = await user('fay@example.com', 'Fay');
    const parent = await comment(eve, 'Hello.');
    const reply = await comment(fay, 'Hi.', parent);
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    smtp.reject.add('eve@example.com');
    try {
      const notify = createReplyNotifier({ ...deps, logger });
      expect(notify(event(reply, parent, eve))).toBeUndefined();
      await notify.settled();
      expect(errors).toEqual([expect.objectContaining({ msg: 'reply email failed', commentId: reply })]);
    } finally {
      smtp.reject.delete('eve@example.com');
    }
    // And the next reply goes out.
    const notify = createReplyNotifier(deps);
    notify(event(reply, parent, eve));
    await notify.settled();
    expect(mailTo('eve@example.com')).toHaveLength(1);
  });

  it('sends from the worker thread when given its send: the same email; a refusal logged as the mailer logs it', async () => {
    const gil = await user('gil@example.com', 'Gil');
    const hal = await user('hal@example.com', 'Hal');
    const parent = await comment(gil, 'Worker thread?');
    const reply = await comment(hal, 'Worker thread <b>indeed</b>.', parent);
    const worker = workerRenderer(path.join(workerDir, 'reply-email-worker.cjs'), { smtp: { url: smtp.url, from: testConfig({}).MAIL_FROM } });
    const errors: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    try {
      const byWorker = { ...deps, logger, render: worker, send: worker.send, mailer: { sendCommentReply: () => Promise.reject(new Error('not this mailer')) } };
      await expect(deliverReplyEmail(byWorker, event(reply, parent, gil))).resolves.toBe('sent');
      await expect(deliverReplyEmail({ ...deps, render: renderInProcess }, event(reply, parent, gil))).resolves.toBe('sent');
      // Only what is made afresh for every message differs: its id, date and part boundaries.
      const fixed = (m: string) => m.replace(/^(Message-ID|Date): .*$/gim, '').replace(/_NmP-[0-9a-f]+-Part/g, '_NmP-Part');
      const [fromWorker, fromMailer] = mailTo('gil@example.com').map(fixed);
      expect(fromWorker).toEqual(fromMailer);
      expect(fromWorker).toContain('Worker thread &lt;b&gt;indeed&lt;/b&gt;.');

      smtp.reject.add('gil@example.com');
      const notify = createReplyNotifier(byWorker);
      notify(event(reply, parent, gil));
      await notify.settled();
      expect(errors).toEqual([
        expect.objectContaining({ msg: 'sending mail failed', to: 'gil@example.com', subject: expect.stringContaining('Bea X') }),
        expect.objectContaining({ msg: 'reply email failed', commentId: reply, err: expect.objectContaining({ type: 'MailSendError' }) }),
      ]);
    } finally {
      smtp.reject.delete('gil@example.com');
      await worker.close();
    }
  }, 30_000);
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(shorten('  short  ')).toBe('short');
    const long = 'word '.repeat(200);
    const cut = shorten(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('word\u2026')).toBe(true);
  });
});
