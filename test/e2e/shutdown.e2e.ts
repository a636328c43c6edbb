/**
 * Graceful shutdown of the production server, started with the Docker image's CMD (npm run
 * start:prod, so SIGTERM reaches the server through npm as in a container): it stops accepting,
 * lets in-flight requests finish, and exits 0 well within the 10 s grace period.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageCommand } from '../../bench/start-command.mjs';

describe('graceful shutdown', () => {
  it('finishes in-flight requests after SIGTERM, refuses new ones, and exits 0 within 10 s', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-shutdown-'));
    const [command, ...args] = imageCommand();
    const child = spawn(command!, args, {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAGE_CACHE: 'off' },
      stdio: 'ignore',
      // Its own process group, so a failed run can remove npm and the server under it together.
      detached: true,
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; i < 300; i++) {
        const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // The start-up work done (the search index is built right after listening, seconds of CPU on
      // a busy machine): what is measured is the shutdown of a serving process, not of a starting one.
      for (let i = 0; i < 300; i++) {
        const ok = await fetch(`${base}/api/search?term=bread`).then((r) => r.ok, () => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // Uncached renders of pages nobody asked for yet: they are still running when SIGTERM arrives.
      // One request is in flight for sure: its head is sent but for its last line, which follows
      // 300 ms after SIGTERM, so the page is read and rendered during the shutdown. The 200 ms
      // before SIGTERM let the server read all three requests (a request whose bytes are not read
      // yet is an idle connection to Node's server.close()). Each counts as finished once its whole
      // body has arrived (fetch resolves at the headers).
      let finishHead = () => {};
      const held = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /sections/food/archive?page=2 HTTP/1.1\r\nHost: 127.0.0.1\r\n');
          finishHead = () => socket.write('Connection: close\r\n\r\n');
        });
        let raw = '';
        socket.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), body: raw }));
        socket.on('error', reject);
      });
      const inflight = [
        held,
        ...['/sections/food/archive?page=3', '/contributors'].map((p) => fetch(base + p).then(async (r) => ({ status: r.status, body: await r.text() }))),
      ];
      await new Promise((r) => setTimeout(r, 200));
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        child.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const sentAt = Date.now();
      child.kill('SIGTERM');
      setTimeout(() => finishHead(), 300);
      const done = await Promise.all(inflight);
      // The held request's page was not even asked for when SIGTERM came: it arrived all the same.
      expect(done.map((d) => d.status)).toEqual([200, 200, 200]);
      for (const d of done) expect(d.body).toContain('</html>');
      // A new connection (not a pooled one) after the in-flight work: nobody is listening any more.
      const after = await new Promise<number | string>((resolve) => {
        const req = get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve('refused'));
      });
      expect(after).toBe('refused');
      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - sentAt).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
