/**
 * The reply email's render (./reply-email.tsx, React Email) on a worker thread of its own, so the
 * web process's event loop never runs it (3-5 ms a reply, about 45 ms the first: bench/README.md,
 * comments). Built by build.mjs as build/server/reply-email-worker.cjs; ./reply-renderer.ts starts
 * it and posts `{id, props}`, and it answers `{id, mail}` or `{id, error}`.
 */
import { parentPort } from 'node:worker_threads';
import { renderReplyEmail, type ReplyEmailProps } from './reply-email.js';

export interface RenderRequest {
  id: number;
  props: ReplyEmailProps;
}

const port = parentPort;
if (!port) throw new Error('reply-email-worker: run it as a worker thread');
port.on('message', (m: RenderRequest) => {
  renderReplyEmail(m.props).then(
    (mail) => port.postMessage({ id: m.id, mail }),
    (err: unknown) => port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
