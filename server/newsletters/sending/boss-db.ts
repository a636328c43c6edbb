/**
 * pg-boss on the accounts database, whichever it is (docs/decisions/newsletter-queue.md). pg-boss
 * takes a bring-your-own `db` with one method, `executeSql(text, values)`: here it runs on the same
 * `Db` every service uses, so the embedded PGlite and PostgreSQL take the same code path.
 *
 * What pg-boss sends: single statements with parameters (send, fetch, complete, fail), and scripts
 * without any (its schema, its migrations, its maintenance: `BEGIN; ...; COMMIT;`). PGlite's `query`
 * runs one statement over the extended protocol, so a call without parameters goes to `Db.script`
 * (PGlite's `exec`, the simple protocol), which takes several.
 */
import type { Db, Queryable, SqlParam } from '../../accounts/db.js';

/** The interface pg-boss calls (its option `db`). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss passes arrays for uuid[] parameters (both drivers write them as Postgres arrays) and objects
 * (job data, serialized errors) for jsonb ones, sent as JSON text.
 */
function param(v: unknown): SqlParam {
  if (v === undefined) return null;
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (Array.isArray(v)) return v as unknown as SqlParam;
  return JSON.stringify(v);
}

/** The database as pg-boss's `db`. */
export function bossDb(db: Db): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return db.query<Record<string, unknown>>(text, values.map(param));
      return db.script ? db.script<Record<string, unknown>>(text) : db.query<Record<string, unknown>>(text);
    },
  };
}

/**
 * An open transaction as pg-boss's `db`, for `insert(jobs, { db })`: the batches' jobs are written
 * in the transaction that writes the send and its recipients, so a send is queued whole or not at all.
 */
export function bossTx(tx: Queryable): BossDb {
  return {
    executeSql: (text, values = []) => tx.query<Record<string, unknown>>(text, values.map(param)),
  };
}
