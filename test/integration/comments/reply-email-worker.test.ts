/**
 * The reply email rendered on a worker thread (server/comments/reply-renderer.ts with the worker
 * build.mjs bundles, build/server/reply-email-worker.cjs): the same email, byte for byte, as the
 * render in this thread; sent from the worker (SMTP_URL), the same message as the accounts mailer
 * sends, and an SMTP refusal fails the send; a broken worker fails the render (never hangs it); an
 * idle worker stops and the next render starts another.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildReplyEmailWorker } from '../../../build.mjs';
import { builtWorkerFile, renderInProcess, workerRenderer, WorkerSendError } from '../../../server/comments/reply-renderer.js';
import { createMailer } from '../../../server/mail/index.js';
import { createSmtpTransport } from '../../../server/mail/transport.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import type { ReplyEmailProps } from '../../../server/comments/reply-email.js';

const props: ReplyEmailProps = {
  siteName: 'The Colophon',
  homeUrl: 'https://mag.example/',
  replyAuthorName: 'Bea \u00c9tienne',
  storyTitle: 'The Long Read',
  parentBody: 'First thought.\nSecond line.',
  replyBody: 'I disagree <script>alert(1)</script> & <img src=x onerror=alert(2)>',
  commentUrl: 'https://mag.example/feature/the-long-read#comment-123',
  settingsUrl: 'https://mag.example/account',
};

describe('the reply email on a worker thread', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-reply-worker-'));
    await buildReplyEmailWorker(dir, { sourcemap: false, logLevel: 'error' });
    file = path.join(dir, 'reply-email-worker.cjs');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders the same subject, HTML and text as this thread', async () => {
    const render = workerRenderer(file);
    try {
      const [a, b, inProcess] = await Promise.all([render(props), render({ ...props, storyTitle: undefined }), renderInProcess(props)]);
      expect(a).toEqual(inProcess);
      expect(b).toEqual(await renderInProcess({ ...props, storyTitle: undefined }));
      expect(a.html).toContain('&lt;script&gt;');
    } finally {
      await render.close();
    }
  }, 30_000);

  it('sends, with SMTP settings, the message the accounts mailer sends; a refusal fails the send', async () => {
    const sink = await startSmtpSink();
    const from = 'The Colophon <no-reply@mag.example>';
    const render = workerRenderer(file, { smtp: { url: sink.url, from } });
    const mailer = createMailer({ config: { SMTP_URL: sink.url, MAIL_FROM: from, dataDir: dir }, logger: pino({ level: 'silent' }), transporter: createSmtpTransport(sink.url) });
    try {
      expect(render.send).toBeDefined();
      await render.send!('ada@example.com', props);
      await mailer.sendCommentReply('ada@example.com', await renderInProcess(props));
      expect(sink.messages).toHaveLength(2);
      // Only what is made afresh for every message differs: its id, date and part boundaries.
      const fixed = (raw: string) =>
        raw
          .replace(/^Message-ID: .*$/im, '')
          .replace(/^Date: .*$/im, '')
          .replace(/--_NmP-[0-9a-f]+-Part_\d+/g, 'BOUNDARY');
      expect(fixed(sink.messages[0]!.raw)).toBe(fixed(sink.messages[1]!.raw));
      expect(sink.messages[0]!.to).toEqual(['ada@example.com']);
      expect(sink.messages[0]!.raw).toContain('From: The Colophon <no-reply@mag.example>');

      sink.reject.add('dee@example.com');
      const refused = render.send!('dee@example.com', props);
      await expect(refused).rejects.toBeInstanceOf(WorkerSendError);
      await expect(refused).rejects.toMatchObject({ code: 'EENVELOPE', subject: (await renderInProcess(props)).subject });
      // The worker still sends after a refusal.
      await render.send!('ada@example.com', props);
      expect(sink.messages).toHaveLength(3);
    } finally {
      await render.close();
      mailer.close();
      await sink.close();
    }
  }, 30_000);

  it('has no send without SMTP settings (the outbox is the web process mailer\'s)', async () => {
    const render = workerRenderer(file);
    expect(render.send).toBeUndefined();
    await render.close();
  });

  it('stops when idle and starts again for the next render', async () => {
    const render = workerRenderer(file, { idleMs: 50 });
    try {
      const first = await render(props);
      await new Promise((r) => setTimeout(r, 300));
      expect(await render(props)).toEqual(first);
    } finally {
      await render.close();
    }
  }, 30_000);

  it('fails the render, and the next one, when the worker cannot start; never hangs', async () => {
    const broken = path.join(dir, 'broken-worker.cjs');
    writeFileSync(broken, "throw new Error('no React here');\n");
    const render = workerRenderer(broken);
    try {
      await expect(render(props)).rejects.toThrow('no React here');
      await expect(render(props)).rejects.toThrow('no React here');
    } finally {
      await render.close();
    }
  }, 30_000);

  it('is used where the built worker lies beside the bundle, not from the sources', () => {
    expect(builtWorkerFile(`file://${path.join(dir, 'server.cjs')}`)).toBe(file);
    expect(builtWorkerFile()).toBeNull();
  });
});
