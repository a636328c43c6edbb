import { jest } from '@jest/globals';
import { DatabaseOpenError, lazyDb, type Db, type Queryable } from '../../../server/accounts/db.js';
import { isConnectionError } from '../../../server/http/error-handler.js';

function fakeDb(): Db {
  return {
    kind: 'pglite',
    query: jest.fn(async () => ({ rows: [{ ok: 1 }] as never[] })),
    // A mock of a generic method is not generic itself: the cast states the signature it keeps.
    transaction: jest.fn(async (fn: (tx: Queryable) => Promise<unknown>) => fn({ query: async () => ({ rows: [] }) })) as Db['transaction'],
    close: jest.fn(async () => undefined),
  };
}

describe('lazyDb (PGlite opened on first use)', () => {
  it('opens nothing until the first query, then opens once for concurrent callers', async () => {
    const inner = fakeDb();
    const open = jest.fn(async () => inner);
    const db = lazyDb('pglite', open);
    expect(open).not.toHaveBeenCalled();
    expect(db.isOpen).toBe(false);
    const results = await Promise.all([db.query('SELECT 1'), db.query('SELECT 1'), db.transaction(async () => 'tx')]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(db.isOpen).toBe(true);
    expect(results[0].rows).toEqual([{ ok: 1 }]);
    expect(results[2]).toBe('tx');
  });

  it('closes only what it opened', async () => {
    const open = jest.fn(async () => fakeDb());
    await lazyDb('pglite', open).close();
    expect(open).not.toHaveBeenCalled();
    const inner = fakeDb();
    const db = lazyDb('pglite', async () => inner);
    await db.query('SELECT 1');
    await db.close();
    expect(inner.close).toHaveBeenCalledTimes(1);
  });

  it('answers a failed open as "database unavailable" (503) and tries again on the next call', async () => {
    const inner = fakeDb();
    const open = jest.fn<() => Promise<Db>>().mockRejectedValueOnce(new Error('lock held by another process')).mockResolvedValueOnce(inner);
    const db = lazyDb('pglite', open);
    const err = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseOpenError);
    expect((err as Error).message).toBe('Database could not be opened: lock held by another process');
    expect(isConnectionError(err)).toBe(true);
    expect((await db.query('SELECT 1')).rows).toEqual([{ ok: 1 }]);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
