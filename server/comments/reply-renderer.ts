/**
 * Where the reply email is rendered (docs/features/comments.md#load): on a worker thread when the
 * built worker (build/server/reply-email-worker.cjs, beside the server bundle) is there, else (the
 * sources run by tests and tsx) in this thread. The same function (./reply-email.tsx) renders it
 * either way: the same email.
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

export type ReplyEmailRender = (props: ReplyEmailProps) => Promise<MailContent>;

/** A worker without a render this long stops. */
export const IDLE_MS = 60_000;

/** The render in this thread (the module loaded at the first reply). */
export const renderInProcess: ReplyEmailRender = async (props) => (await import('./reply-email.js')).renderReplyEmail(props);

type Answer = { id: number; mail: MailContent } | { id: number; error: string };

/** Renders on a worker thread running `file` (the built reply-email-worker.cjs). */
export function workerRenderer(file: string, { idleMs = IDLE_MS } = {}): ReplyEmailRender & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  /** Renders asked for and not answered, with the worker each went to. */
  const waiting = new Map<number, { on: Worker; resolve: (m: MailContent) => void; reject: (e: Error) => void }>();

  /** Fails the renders that went to `w` (not those of a worker started after it). */
  const failAll = (w: Worker, err: Error) => {
    for (const [id, r] of waiting) {
      if (r.on !== w) continue;
      waiting.delete(id);
      r.reject(err);
    }
  };

  const start = (): Worker => {
    const w = new Worker(file);
    w.unref();
    w.on('message', (a: Answer) => {
      const w2 = waiting.get(a.id);
      if (!w2) return;
      waiting.delete(a.id);
      if ('error' in a) w2.reject(new Error(`reply email render: ${a.error}`));
      else w2.resolve(a.mail);
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

  const render: ReplyEmailRender = (props) =>
    new Promise<MailContent>((resolve, reject) => {
      clearTimeout(idle);
      const w = (worker ??= start());
      const id = ++next;
      waiting.set(id, { on: w, resolve, reject });
      w.postMessage({ id, props });
    });
  return Object.assign(render, { close: stop });
}

/** The built worker beside this bundle, when there is one. */
export function builtWorkerFile(base: string | URL = import.meta.url): string | null {
  const file = fileURLToPath(new URL('./reply-email-worker.cjs', base));
  return existsSync(file) ? file : null;
}

/** The worker when built (the production server), else this thread. */
export function defaultReplyEmailRender(): ReplyEmailRender {
  const file = builtWorkerFile();
  return file ? workerRenderer(file) : renderInProcess;
}
