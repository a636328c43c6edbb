import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from '../../../server/mail/index.js';
import { magicLinkMail, noAccountMail, passwordResetMail } from '../../../server/mail/templates.js';
import { MailSendError } from '../../../server/domain-errors.js';
import { statusOf } from '../../../server/http/error-handler.js';

describe('mail messages', () => {
  it('name the site and carry the link in both bodies, escaped in HTML', () => {
    const link = 'https://mag.example/auth/magic?token=abc&email=a%40b.c';
    const m = magicLinkMail('Tablet <Mag>', link);
    expect(m.subject).toBe('Tablet <Mag>: your login link');
    expect(m.text).toContain(link);
    expect(m.html).toContain('https://mag.example/auth/magic?token=abc&amp;email=a%40b.c');
    expect(m.html).toContain('Tablet &lt;Mag&gt;');
    expect(m.html).not.toContain('<Mag>');
    expect(passwordResetMail('The Colophon', 'https://x/auth/reset?token=t').text).toContain('https://x/auth/reset?token=t');
    expect(noAccountMail('The Colophon', 'https://x/').text).toContain('there is no account');
  });
});

describe('mailer with the outbox transport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-mail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as a private .eml file in DATA_DIR/outbox and logs its link', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (l: string) => void lines.push(l) });
    const mailer = createMailer({ config: { MAIL_FROM: 'The Colophon <no-reply@x.test>', dataDir: dir }, logger, siteName: 'Sheet' });
    await mailer.sendMagicLink('reader@example.com', 'http://localhost:3000/auth/magic?token=T0K&email=reader%40example.com');
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = path.join(dir, 'outbox', files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: reader@example\.com/m);
    expect(eml).toMatch(/^Subject: Sheet: your login link/m);
    expect(eml).toMatch(/multipart\/alternative/);
    expect(lines.join('')).toContain('auth/magic?token=T0K');
  });

  it('turns a transport failure into MailSendError (502, readable message)', async () => {
    const mailer = createMailer({
      config: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@b.c', dataDir: dir },
      logger: pino({ level: 'silent' }),
    });
    const err = await mailer.sendPasswordReset('r@example.com', 'http://x/auth/reset?token=t').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailSendError);
    expect(err).toMatchObject({ kind: 'upstream', code: 'email-not-sent', message: 'We could not send the email. Please try again.' });
    expect(statusOf(err)).toBe(502);
  });
});
