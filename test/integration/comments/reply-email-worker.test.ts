/**
 * The reply email rendered on a worker thread (server/comments/reply-renderer.ts with the worker
 * build.mjs bundles, build/server/reply-email-worker.cjs): the same email, byte for byte, as the
 * render in this thread; a broken worker fails the render (never hangs it); an idle worker stops
 * and the next render starts another.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReplyEmailWorker } from '../../../build.mjs';
import { builtWorkerFile, renderInProcess, workerRenderer } from '../../../server/comments/reply-renderer.js';
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
