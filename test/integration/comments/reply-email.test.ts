/**
 * Issue 53's reply email through the API, over a real SMTP server (test/support/smtp-sink.ts), the
 * whole app wired as server/main.ts wires it (the default notifier of server/services.ts), on PGlite
 * and, with TEST_DATABASE_URL, PostgreSQL: a reply mails the parent's author with a link to the reply
 * and to /account; one's own reply mails nobody; a member who turns the emails off on /account
 * (PATCH /api/account/preferences) gets none.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { readableMail } from '../../support/mail-text.js';
import { poll } from '../../support/poll.js';
import { COMMENT_REPLY_EMAIL } from '../../../shared/comment-mail-messages.js';
import { backends } from '../accounts/harness.js';

const STORY = '/feature/the-long-read';

describe.each(backends)('reply emails through the API ($name)', (backend) => {
  let smtp: SmtpSink;
  let full: FullApp;
  let origin: string;
  const mailTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).map((m) => readableMail(m.raw));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    full = await buildFullApp({ db: await backend.open(), vars: { SMTP_URL: smtp.url, COMMENTS: 'members' } });
    origin = new URL(full.config.PUBLIC_URL).origin;
  });
  afterAll(async () => {
    const db = full?.accounts.db;
    await full?.close();
    await db?.close();
    await smtp?.close();
  });

  const member = async (email: string, firstName: string) => {
    const res = await request(full.app).post('/api/auth/sign-up').set('Origin', origin).send({ email, password: 'password1', firstName, lastName: 'Reader' }).expect(201);
    return String(res.headers['set-cookie']).split(';')[0]!;
  };
  const post = async (cookie: string, body: string, parentId?: string): Promise<string> => {
    const res = await request(full.app)
      .post('/api/comments')
      .set('Origin', origin)
      .set('Cookie', cookie)
      .send({ path: STORY, body, ...(parentId ? { parentId } : {}) });
    expect(res.status).toBe(201);
    return res.body.comment.id as string;
  };

  it('mails the author of the comment replied to, and nobody for their own reply or once they turn it off', async () => {
    const ann = await member('ann@example.com', 'Ann');
    const bea = await member('bea@example.com', 'Bea');
    const cy = await member('cy@example.com', 'Cy');

    const annsComment = await post(ann, 'The second part is the best.');
    const reply = await post(bea, 'I liked the first part more.\nThe photographs, mostly.', annsComment);
    await poll(() => mailTo('ann@example.com').length).toBe(1);
    const mail = mailTo('ann@example.com')[0]!;
    expect(mail).toMatch(/^Subject: Bea Reader replied to your comment on \u201cThe long read\u201d\r?$/m);
    expect(mail).toContain(`${origin}${STORY}#comment-${reply}`);
    expect(mail).toContain(`${origin}/account`);
    expect(mail).toContain(COMMENT_REPLY_EMAIL.turnOffText);
    expect(mail).toContain('> I liked the first part more.\r\n> The photographs, mostly.');
    expect(mailTo('bea@example.com')).toEqual([]);

    // A sentinel: Cy's comment, whose replies do mail Cy, shows when the notifier has caught up.
    const cysComment = await post(cy, 'Anyone been there?');
    const caughtUp = async (n: number) => {
      await post(bea, `Yes, twice (${n}).`, cysComment);
      await poll(() => mailTo('cy@example.com').length, { timeout: 5000 }).toBe(n);
    };

    // Ann answering her own comment mails nobody.
    await post(ann, 'Adding a thought to my own comment.', annsComment);
    await caughtUp(1);
    expect(mailTo('ann@example.com')).toHaveLength(1);

    // Ann turns the emails off on /account: Bea's next reply mails nobody.
    const off = await request(full.app).patch('/api/account/preferences').set('Origin', origin).set('Cookie', ann).send({ commentReplies: false }).expect(200);
    expect(off.body.commentReplies).toBe(false);
    await post(bea, 'One more thing.', annsComment);
    await caughtUp(2);
    expect(mailTo('ann@example.com')).toHaveLength(1);

    // And on again: the next one arrives.
    await request(full.app).patch('/api/account/preferences').set('Origin', origin).set('Cookie', ann).send({ commentReplies: true }).expect(200);
    await post(bea, 'Last one, promise.', annsComment);
    await poll(() => mailTo('ann@example.com').length, { timeout: 5000 }).toBe(2);
  });

  it('keeps the reply in its thread when the SMTP server refuses the email', async () => {
    const dee = await member('dee@example.com', 'Dee');
    const eve = await member('eve@example.com', 'Eve');
    smtp.reject.add('dee@example.com');
    try {
      const parent = await post(dee, 'Refused mail, kept comment.');
      await post(eve, 'A reply all the same.', parent);
      const thread = await request(full.app).get('/api/comments').query({ path: STORY }).expect(200);
      const found = thread.body.comments.find((c: { id: string }) => c.id === parent);
      expect(found.replies).toHaveLength(1);
    } finally {
      smtp.reject.delete('dee@example.com');
    }
  });
});
