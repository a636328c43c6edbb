/**
 * Where the reply email is rendered, and sent (docs/features/comments.md#load): on a worker thread
 * when the built worker (build/server/reply-email-worker.cjs, beside the server bundle) is there,
 * else (the sources run by tests and tsx) in this thread. The same function (./reply-email.tsx)
 * renders it either way: the same email. Given SMTP settings, the worker also sends it
 * (`send`: nodemailer's message and SMTP conversation off the web process's event loop too); without
 * SMTP_URL (the outbox folder, development) the web process's mailer sends what the worker rendered.
 *
 * The worker starts at the first reply to mail, is left alone by the process's exit (unref), and
 * stops after IDLE_MS without a render (its React and React Email are about 20 MB); the next reply
 * starts it again. A worker that fails or exits fails the renders waiting on it (the notifier logs
 * them) and the next render starts a new one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailContent } from '../mail/templates.js';
import type { ReplyEmailProps } from './reply-email.js';
import type { WorkerSmtp } from './reply-email-worker.js';

export type ReplyEmailRender = (props: ReplyEmailProps) => Promise<MailContent>;

/** A worker without a render this long stops. */
export const IDLE_MS = 60_000;

/** The render in this thread (the module loaded at the first reply). */
export const renderInProcess: ReplyEmailRender = async (props) => (await import('./reply-email.js')).renderReplyEmail(props);

/** Renders and sends the email to `to`. */
export type ReplyEmailSend = (to: string, props: ReplyEmailProps) => Promise<void>;

/** A failed send on the worker: the SMTP error's message and code, and the email's subject. */
export class WorkerSendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'WorkerSendError';
  }
}

type Answer = { id: number; mail: MailContent } | { id: number; sent: true } | { id: number; error: string; code?: string; subject?: string };

/**
 * Renders on a worker thread running `file` (the built reply-email-worker.cjs); with `smtp`
 * (SMTP_URL and MAIL_FROM) its `send` renders and sends there.
 */
export function workerRenderer(
  file: string,
  { idleMs = IDLE_MS, smtp }: { idleMs?: number; smtp?: WorkerSmtp } = {},
): ReplyEmailRender & { send?: ReplyEmailSend; close(): Promise<void> } {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  /** Renders asked for and not answered, with the worker each went to. */
  const waiting = new Map<number, { on: Worker; resolve: (m: MailContent | undefined) => void; reject: (e: Error) => void }>();

  /** Fails the renders that went to `w` (not those of a worker started after it). */
  const failAll = (w: Worker, err: Error) => {
    for (const [id, r] of waiting) {
      if (r.on !== w) continue;
      waiting.delete(id);
      r.reject(err);
    }
  };

  const start = (): Worker => {
    const w = new Worker(file, smtp ? { workerData: { smtp } } : undefined);
    w.unref();
    w.on('message', (a: Answer) => {
      const w2 = waiting.get(a.id);
      if (!w2) return;
      waiting.delete(a.id);
      if ('error' in a) w2.reject(new WorkerSendError(`reply email: ${a.error}`, a.code, a.subject));
      else w2.resolve('mail' in a ? a.mail : undefined);
      if (waiting.size === 0) {
        clearTimeout(idle);
        idle = setTimeout(() => void stop(), idleMs).unref();
      }
    });
    w.on('error', (err) => {
      if (worker === w) worker = null;
      failAll(w, err instanceof Error ? err : new Error(String(err)));
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(w, new Error(`reply email worker exited (${code})`));
    });
    return w;
  };

  const stop = async () => {
    clearTimeout(idle);
    const w = worker;
    worker = null;
    if (w) await w.terminate();
  };

  const ask = (props: ReplyEmailProps, to?: string) =>
    new Promise<MailContent | undefined>((resolve, reject) => {
      clearTimeout(idle);
      const w = (worker ??= start());
      const id = ++next;
      waiting.set(id, { on: w, resolve, reject });
      w.postMessage(to === undefined ? { id, props } : { id, props, to });
    });
  const render: ReplyEmailRender = async (props) => (await ask(props)) as MailContent;
  const send: ReplyEmailSend | undefined = smtp
    ? async (to, props) => {
        await ask(props, to);
      }
    : undefined;
  return Object.assign(render, { send, close: stop });
}

/** The built worker beside this bundle, when there is one. */
export function builtWorkerFile(base: string | URL = import.meta.url): string | null {
  const file = fileURLToPath(new URL('./reply-email-worker.cjs', base));
  return existsSync(file) ? file : null;
}

/**
 * The worker when built (the production server), else this thread; with SMTP_URL set the worker
 * sends too (`send`).
 */
export function defaultReplyEmail(config?: { SMTP_URL?: string; MAIL_FROM: string }): { render: ReplyEmailRender; send?: ReplyEmailSend } {
  const file = builtWorkerFile();
  if (!file) return { render: renderInProcess };
  const w = workerRenderer(file, { smtp: config?.SMTP_URL ? { url: config.SMTP_URL, from: config.MAIL_FROM } : undefined });
  return { render: w, send: w.send };
}
