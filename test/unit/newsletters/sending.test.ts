/** The newsletter sender's pure parts: the command's arguments, the sender address, a batch's lease, pg-boss's SQL routing. */
import { parseSendArgs } from '../../../server/cli/newsletter.js';
import { expireSeconds, fromAddress } from '../../../server/newsletters/sending/service.js';
import { bossDb } from '../../../server/newsletters/sending/boss-db.js';
import type { Db } from '../../../server/accounts/db.js';

describe('npm run newsletter -- send arguments', () => {
  it('reads the newsletter, the story and the switches, in any order and with =', () => {
    expect(parseSendArgs(['send', '--newsletter', 'weekly', '--story', '/feature/x'])).toEqual({ newsletter: 'weekly', story: '/feature/x', dryRun: false, resend: false });
    expect(parseSendArgs(['send', '--dry-run', '--story=/recipes/soup/', '--newsletter=weekly', '--resend'])).toEqual({ newsletter: 'weekly', story: '/recipes/soup', dryRun: true, resend: true });
    expect(parseSendArgs(['send', '--newsletter', 'w', '--story', 'https://example.com/feature/x'])).toMatchObject({ story: '/feature/x' });
  });
  it('says what is missing or unknown', () => {
    expect(parseSendArgs([])).toMatch(/^usage:/);
    expect(parseSendArgs(['send', '--story', '/feature/x'])).toMatch(/--newsletter and --story are required/);
    expect(parseSendArgs(['send', '--newsletter', '--story', '/feature/x'])).toMatch(/--newsletter needs a value/);
    expect(parseSendArgs(['send', '--newsletter', 'w', '--story', '/f', '--now'])).toMatch(/unknown option --now/);
  });
});

describe('the sender', () => {
  it("sends from MAIL_FROM's address", () => {
    expect(fromAddress('The Colophon <no-reply@colophon.localhost>')).toBe('no-reply@colophon.localhost');
    expect(fromAddress('letters@example.com')).toBe('letters@example.com');
  });
  it('leases a batch for its messages at the rate, twice over, a minute at least', () => {
    expect(expireSeconds({ rate: 50, batchSize: 100 })).toBe(60);
    expect(expireSeconds({ rate: 1, batchSize: 100 })).toBe(230);
    expect(expireSeconds({ rate: 0, batchSize: 10_000 })).toBe(60);
  });
});

describe('pg-boss on the accounts Db', () => {
  it('runs scripts without parameters through Db.script, the rest through query, objects as JSON', async () => {
    const calls: unknown[][] = [];
    const db = {
      kind: 'pglite',
      query: async (sql: string, params?: unknown[]) => (calls.push(['query', sql, params]), { rows: [{ q: 1 }] }),
      script: async (sql: string) => (calls.push(['script', sql]), { rows: [{ s: 1 }] }),
      transaction: async () => undefined,
      close: async () => undefined,
    } as unknown as Db;
    const boss = bossDb(db);
    expect(await boss.executeSql('BEGIN; SELECT 1; COMMIT;')).toEqual({ rows: [{ s: 1 }] });
    expect(await boss.executeSql('SELECT $1, $2, $3, $4', ['a', undefined, ['id-1'], { x: 1 }])).toEqual({ rows: [{ q: 1 }] });
    expect(calls).toEqual([
      ['script', 'BEGIN; SELECT 1; COMMIT;'],
      ['query', 'SELECT $1, $2, $3, $4', ['a', null, ['id-1'], '{"x":1}']],
    ]);
  });
});
