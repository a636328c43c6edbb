/**
 * Crash safety of a newsletter send (docs/features/newsletter-sending.md#crash-safety): the built server,
 * on its embedded PGlite, sends a story to 2,000 members through a real SMTP server in the test; it
 * is killed with SIGKILL mid-send and started again on the same data folder. Every address gets the
 * email, and at most the messages in flight at the kill (NEWSLETTER_SMTP_CONNECTIONS) arrive twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, migrate } from '../../../server/accounts/index.js';
import { loadConfig } from '../../../server/config.js';
import { runNewsletterCli } from '../../../server/cli/newsletter.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { poll } from '../../support/poll.js';

const MEMBERS = 2000;
const CONNECTIONS = 5;
/** The dataset's default-on newsletter, and one of its free features. */
const NEWSLETTER = 'friday-edition';
const STORY = '/feature/the-last-summer-in-the-mountains';

describe('a newsletter send survives SIGKILL', () => {
  let bundle: ServerBundle;
  let sink: SmtpSink;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [bundle, sink] = await Promise.all([bundleServer(), startSmtpSink({ countOnly: true })]);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'colophon-sigkill-'));
    // 2,000 members with no choice made: the default-on newsletter goes to all of them.
    const db = await openPglite(path.join(dataDir, 'pglite'), process.env.PGLITE_TEMPLATE);
    await migrate(db);
    await db.query(`INSERT INTO users (email) SELECT 'reader' || lpad(i::text, 4, '0') || '@example.com' FROM generate_series(1, ${MEMBERS}) AS i`);
    await db.close();
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await sink?.close();
    bundle?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    NEWSLETTER_RATE: '250',
    NEWSLETTER_BATCH_SIZE: '100',
    NEWSLETTER_SMTP_CONNECTIONS: String(CONNECTIONS),
    LOG_LEVEL: 'warn',
  });
  const total = () => [...sink.counts.values()].reduce((a, b) => a + b, 0);

  it('delivers to every address after a restart, at most the messages in flight twice', async () => {
    const t0 = Date.now();
    server = await startServerProcess(bundle.entry, env());
    console.log(`started in ${Date.now() - t0} ms`);
    // The operator's command, to the server holding the embedded database (its admin route).
    const out: string[] = [];
    const err: string[] = [];
    const code = await runNewsletterCli(['send', '--newsletter', NEWSLETTER, '--story', STORY], {
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out.join('\n')).toContain(`${MEMBERS} recipient(s)`);

    await poll(total, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(550);
    server.child.kill('SIGKILL');
    await server.stop();
    const atKill = total();
    console.log(`killed at ${Date.now() - t0} ms`);
    expect(atKill).toBeLessThan(MEMBERS);

    server = await startServerProcess(bundle.entry, { ...env(), LOG_LEVEL: 'info' });
    try {
      await poll(() => sink.counts.size, { timeout: 30_000, interval: 100 }).toBe(MEMBERS);
    } catch (e) {
      console.log(server.logs.filter((l) => String(l.msg).includes('newsletter')).map((l) => JSON.stringify(l)).join('\n'));
      throw e;
    }
    console.log(`all delivered at ${Date.now() - t0} ms`);
    // Let the queue settle: nothing more may arrive.
    await new Promise((r) => setTimeout(r, 1500));
    const twice = [...sink.counts.values()].filter((n) => n > 1).length;
    const duplicates = total() - MEMBERS;
    console.log(`sigkill: ${atKill} delivered before the kill, ${duplicates} duplicate(s) after the restart (bound ${CONNECTIONS})`);
    expect(Math.max(...sink.counts.values())).toBeLessThanOrEqual(2);
    expect(twice).toBe(duplicates);
    expect(duplicates).toBeLessThanOrEqual(CONNECTIONS);
  }, 90_000);
});
