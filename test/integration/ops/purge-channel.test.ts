/**
 * The purge channel on a real PostgreSQL (LISTEN/NOTIFY): a purge published by one process reaches
 * the others and not itself, and a listener whose connection is cut reconnects and purges once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger } from '../../../server/logger.js';
import { openPurgeChannel, type PurgeChannel } from '../../../server/ops/purge-channel.js';

const DATABASE = process.env.TEST_DATABASE_URL;

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

(!DATABASE ? describe.skip : describe)(`purge channel${DATABASE ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  // A name of our own, so cutting "our" listeners touches no other suite's.
  const name = `colophon-test-${randomBytes(4).toString('hex')}`;
  // Built only when there is a database: a skipped describe's body still runs (to collect its tests).
  const url = (() => {
    if (!DATABASE) return '';
    const u = new URL(DATABASE);
    u.searchParams.set('application_name', name);
    return u.toString();
  })();
  let a: PurgeChannel;
  let b: PurgeChannel;
  const heard = { a: 0, b: 0 };
  const keysOnB: Array<readonly string[] | undefined> = [];

  beforeAll(async () => {
    const logger = createLogger('silent');
    [a, b] = await Promise.all([openPurgeChannel(url, logger), openPurgeChannel(url, logger)]);
    a.subscribe(() => heard.a++);
    b.subscribe((_id, keys) => {
      heard.b++;
      keysOnB.push(keys);
    });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('carries a purge to the other process, not back to the sender', async () => {
    await a.publish({ documentId: 'article-1' });
    expect(await until(() => heard.b === 1, 1000)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.a).toBe(0);
  });

  it('carries the keys of a purge, or none (everything) when they would not fit a notification', async () => {
    await a.publish({ documentId: 'article-1', keys: ['article-1', 'list:section:sec-1'] });
    expect(await until(() => heard.b === 2, 1000)).toBe(true);
    expect(keysOnB[1]).toEqual(['article-1', 'list:section:sec-1']);
    await a.publish({ documentId: 'article-1', keys: Array.from({ length: 2000 }, (_, i) => `list:tag:tag-${i}`) });
    expect(await until(() => heard.b === 3, 1000)).toBe(true);
    expect(keysOnB[2]).toBeUndefined();
    heard.b = 1;
  });

  it('reconnects after the connection is cut, purging once in case one was missed, and hears the next', async () => {
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    const { rows } = await admin.query<{ ok: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'",
      [name],
    );
    await admin.end();
    expect(rows.length).toBe(2);
    expect(await until(() => heard.a === 1 && heard.b === 2)).toBe(true);
    await a.publish({ documentId: 'article-2' });
    expect(await until(() => heard.b === 3, 1000)).toBe(true);
  });
});
