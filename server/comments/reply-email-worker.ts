/**
 * The reply email (./reply-email.tsx, React Email) on a worker thread of its own, so the web
 * process's event loop never runs it: its render (3-5 ms a reply, about 45 ms the first) and, when
 * the server sends by SMTP, nodemailer's making of the message and its SMTP conversation (1-4 ms a
 * reply on the main thread: bench/README.md, comments). Built by build.mjs as
 * build/server/reply-email-worker.cjs; ./reply-renderer.ts starts it, with `workerData` holding the
 * SMTP settings (`{smtp: {url, from}}`) when it is to send, and posts `{id, props}` (render: answers
 * `{id, mail}`) or `{id, props, to}` (render and send: answers `{id, sent: true}`); a failure
 * answers `{id, error, code?, subject?}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transporter } from 'nodemailer';
import { createSmtpTransport } from '../mail/transport.js';
import { renderReplyEmail, type ReplyEmailProps } from './reply-email.js';

export interface RenderRequest {
  id: number;
  props: ReplyEmailProps;
  /** Send it to this address too (only given when the worker has SMTP settings). */
  to?: string;
}

/** What the web process passes when the worker is to send: SMTP_URL and MAIL_FROM. */
export interface WorkerSmtp {
  url: string;
  from: string;
}

const port = parentPort;
if (!port) throw new Error('reply-email-worker: run it as a worker thread');
const smtp = (workerData as { smtp?: WorkerSmtp } | undefined)?.smtp;
let transport: Transporter | undefined;

const handle = async (m: RenderRequest) => {
  let subject: string | undefined;
  try {
    const mail = await renderReplyEmail(m.props);
    if (m.to === undefined) return port.postMessage({ id: m.id, mail });
    subject = mail.subject;
    if (!smtp) throw new Error('reply-email-worker: asked to send without SMTP settings');
    // The accounts mailer's message (server/mail/index.ts): the same fields, in the same order.
    await (transport ??= createSmtpTransport(smtp.url)).sendMail({ from: smtp.from, to: m.to, ...mail });
    port.postMessage({ id: m.id, sent: true });
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err), code: typeof code === 'string' ? code : undefined, subject });
  }
};
port.on('message', (m: RenderRequest) => void handle(m));
