/**
 * Where mail goes: SMTP when SMTP_URL is set; otherwise an outbox folder of .eml files (one per
 * message, openable in any mail client) with the links logged, so sign-in works offline.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface OutboxInfo {
  messageId: string;
  file: string;
  envelope: { from: string | false; to: string[] };
}

/** A nodemailer transport that writes each message to `dir` as `<time>-<random>.eml`. */
export function createOutboxTransport(dir: string, logger: Logger): Transport<OutboxInfo> {
  return {
    name: 'colophon-outbox',
    version: '1',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope();
      const messageId = mail.message.messageId();
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The raw text body carries the links; logging them is the point of the outbox in development.
      const text = typeof mail.data.text === 'string' ? mail.data.text : '';
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      mail.message
        .build()
        .then(async (raw) => {
          await mkdir(dir, { recursive: true });
          // Mode 0600: the message holds a live sign-in link.
          await writeFile(file, raw, { mode: 0o600 });
          logger.info({ file, to: envelope.to, subject: mail.data.subject, links }, 'mail written to outbox');
          callback(null, { messageId, file, envelope });
        })
        .catch((err: Error) => callback(err, { messageId, file, envelope }));
    },
  };
}

/**
 * The SMTP transporter of the accounts mailer, one connection a message (also the reply email's
 * worker thread's: server/comments/reply-email-worker.ts).
 */
export function createSmtpTransport(url: string): Transporter {
  // nodemailer waits minutes by default; a reader is waiting on this request.
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** The transporter the configuration asks for. */
export function createMailTransport(
  config: { SMTP_URL?: string; dataDir: string },
  logger: Logger,
): Transporter {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL);
  const dir = path.join(config.dataDir, 'outbox');
  logger.warn({ dir }, `SMTP_URL is not set, so no email is sent: each one (a sign-in link, a password reset) is written to ${dir} and its link to this log.`);
  return nodemailer.createTransport(createOutboxTransport(dir, logger));
}

/**
 * The newsletters' transporter (server/newsletters/sending/): nodemailer's pooled SMTP transport,
 * `connections` connections kept open and reused for many messages, or the same outbox without
 * SMTP_URL. At most `connections` messages are handed over at once: the bound of what a crash can
 * send twice (docs/features/newsletter-sending.md#crash-safety).
 */
export function createNewsletterTransport(
  config: { SMTP_URL?: string; dataDir: string },
  logger: Logger,
  connections: number,
): Transporter {
  if (config.SMTP_URL) {
    return nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: connections,
      // A connection is renewed after this many messages (nodemailer's default is 100).
      maxMessages: 1000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }
  return nodemailer.createTransport(createOutboxTransport(path.join(config.dataDir, 'outbox'), logger));
}
