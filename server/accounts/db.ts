/**
 * The accounts database: real PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite
 * (Postgres in WASM) persisted in the data folder. Both speak the same SQL, so services only see `Db`
 * (docs/decisions/pglite-default.md).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';

const execFileAsync = promisify(execFile);

export type SqlParam = string | number | boolean | Date | null;

/** Anything that runs a query: the database itself or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a script of one or more statements without parameters (the simple query protocol) and
   * answers the rows of the last one. PGlite's `query` takes one statement; the job queue's schema
   * and maintenance are scripts (server/newsletters/sending/boss-db.ts).
   */
  script?<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/** Postgres behind a pool. `schema` (tests) gives each suite its own search_path. */
export async function openPg(url: string, opts: { schema?: string; max?: number } = {}): Promise<Db> {
  if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`Bad schema name ${opts.schema}`);
  // Loaded here, not at start: a server without DATABASE_URL never needs the driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that kills the process.
  pool.on('error', () => undefined);
  if (opts.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
  return {
    kind: 'pg',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const res = await pool.query(sql, params as SqlParam[]);
      return { rows: res.rows as T[] };
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<R>(sql: string, params: readonly SqlParam[] = []) {
            const res = await client.query(sql, params as SqlParam[]);
            return { rows: res.rows as R[] };
          },
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async script<T>(sql: string) {
      // Without parameters `pg` uses the simple protocol: several statements, one result each.
      const res = (await pool.query(sql)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
      const last = Array.isArray(res) ? res[res.length - 1] : res;
      return { rows: (last?.rows ?? []) as T[] };
    },
    close: () => pool.end(),
  };
}

/**
 * The accounts tables are small: Postgres' default buffers would cost the web process ~120 MB of
 * WASM memory for nothing (the process stays under 300 MB RSS: docs/architecture.md#the-bars).
 * Added to PGlite's own start parameters.
 */
const PGLITE_EXTRA_PARAMS = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];

/**
 * PGlite, loaded when a database is first opened rather than with the server: its half-megabyte
 * module took a new replica 20-30 ms before its first page (bench/README.md, "A V8 code cache
 * for the server"), and the database opens after the first answer.
 */
async function loadPglite(): Promise<{ PGlite: typeof PGliteClass; startParams: string[] }> {
  const { PGlite } = await import('@electric-sql/pglite');
  return { PGlite, startParams: [...PGlite.defaultStartParams, ...PGLITE_EXTRA_PARAMS] };
}

/**
 * Creating a PGlite folder (initdb) grows its WASM memory to ~700 MB, and WASM memory never
 * shrinks: done in the server, a fresh install would hold that for good after its first sign-in.
 * So a new folder is initialised by a short-lived child process; the server opens it ready-made
 * (~130 MB).
 */
const initialising = new Map<string, Promise<void>>();
function initPgliteFolder(dir: string, template: string | undefined): Promise<void> {
  // One initdb per folder: the start-up preparation and a first sign-in may ask at once. Asked
  // first, since initdb writes PG_VERSION long before the folder is ready.
  let pending = initialising.get(dir);
  if (!pending) {
    if (existsSync(path.join(dir, 'PG_VERSION'))) return Promise.resolve();
    pending = runInitdb(dir, template).finally(() => initialising.delete(dir));
    initialising.set(dir, pending);
  }
  return pending;
}

/**
 * initdb in a sibling folder renamed into place when it is done: a server stopped half-way (its
 * start-up preparation runs in the background) leaves no half-made folder that looks ready. With a
 * template (`makePgliteTemplate`), the child unpacks it instead of running initdb: about 1 s instead
 * of 3-4 s of CPU (docs/decisions/pglite-template.md).
 */
async function runInitdb(dir: string, template: string | undefined): Promise<void> {
  const staging = `${dir}.init-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  const script = `const { PGlite } = await import('@electric-sql/pglite');
const { readFileSync } = await import('node:fs');
const [dir, extraParams, template] = process.argv.slice(1);
const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
const startParams = [...PGlite.defaultStartParams, ...JSON.parse(extraParams)];
const db = await PGlite.create(dir, { startParams, loadDataDir });
await db.close();`;
  try {
    await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', script, staging, JSON.stringify(PGLITE_EXTRA_PARAMS), ...(template ? [template] : [])],
      { cwd: process.cwd(), timeout: 120_000 },
    );
    // An empty folder in the way (made by an older version before its initdb) is replaced.
    await rmdir(dir).catch(() => undefined);
    await rename(staging, dir);
  } catch (err) {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  }
}

/**
 * Writes `file`: a freshly initialised PGlite data folder as a tarball (gzip when `file` ends in
 * .gz), for new databases to start from instead of each running initdb. The build makes
 * build/pglite-template.tar.gz; made again by a PGlite of another version, since a data folder is
 * only good for the Postgres that made it. Run in a short-lived process (server/cli/pglite-template.ts):
 * initdb grows WASM memory to ~700 MB, and WASM memory never shrinks.
 */
export async function makePgliteTemplate(file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const { PGlite, startParams } = await loadPglite();
  const lite = await PGlite.create(undefined, { startParams });
  try {
    const dump = await lite.dumpDataDir(file.endsWith('.gz') ? 'gzip' : 'none');
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await lite.close();
    await rm(partial, { force: true });
  }
}

/**
 * Waits for the event loop's next turn (its check phase, after pending I/O). PGlite runs each query
 * synchronously in WASM on the event loop, and its promises settle as microtasks: without this, a
 * request's queries (a comment's post: session, member, insert, read back, each 0.3-2 ms) and the
 * code between them ran as one block, and every other request (a cached page) waited for all of
 * it. Each query now starts on a turn of its own, so others are served between them
 * (bench/README.md, comments).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite in `dir`, or in memory when `dir` is undefined (tests). One process at a time per folder.
 * A new database starts from `template` (`makePgliteTemplate`) when there is one, else from initdb.
 */
export async function openPglite(dir?: string, template?: string): Promise<Db> {
  if (dir) await initPgliteFolder(dir, template);
  const loadDataDir = !dir && template ? new Blob([await readFile(template)]) : undefined;
  const { PGlite, startParams } = await loadPglite();
  const lite = await PGlite.create(dir, { startParams, loadDataDir });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      await nextTurn();
      const res = await lite.query<T>(sql, params as SqlParam[]);
      return { rows: res.rows };
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return lite.transaction((t) =>
        fn({
          async query<R>(sql: string, params: readonly SqlParam[] = []) {
            await nextTurn();
            const res = await t.query<R>(sql, params as SqlParam[]);
            return { rows: res.rows };
          },
        }),
      );
    },
    async script<T>(sql: string) {
      await nextTurn();
      const results = await lite.exec(sql);
      return { rows: (results[results.length - 1]?.rows ?? []) as T[] };
    },
    close: () => lite.close(),
  };
}

/** Opening the database failed (PGlite's folder unreadable or locked by another process, say). */
export class DatabaseOpenError extends Error {
  constructor(cause: unknown) {
    super(`Database could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseOpenError';
  }
}

/**
 * A Db opened on first use: `open` (open + migrate) runs once, shared by concurrent callers, and
 * again after a failure. PGlite is Postgres compiled to WASM and costs the process ~130 MB of
 * memory (far more while a fresh folder is initialised), so a server whose readers never sign in
 * never pays for it.
 */
export function lazyDb(kind: Db['kind'], open: () => Promise<Db>): Db & { readonly isOpen: boolean } {
  let pending: Promise<Db> | undefined;
  let opened: Db | undefined;
  const get = (): Promise<Db> => {
    pending ??= open().then(
      (db) => (opened = db),
      (err: unknown) => {
        pending = undefined;
        throw new DatabaseOpenError(err);
      },
    );
    return pending;
  };
  return {
    kind,
    get isOpen() {
      return opened !== undefined;
    },
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      return (await get()).query<T>(sql, params);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return (await get()).transaction(fn);
    },
    async script<T>(sql: string) {
      const db = await get();
      return db.script ? db.script<T>(sql) : db.query<T>(sql);
    },
    async close() {
      const db = await pending?.catch(() => undefined);
      await db?.close();
    },
  };
}

/**
 * Creates the embedded database's folder ahead of its first use, in the background of a server
 * whose readers can sign in: initdb takes seconds (4.3 s on 2 busy cores), which a first sign-up
 * would otherwise wait for with the reader watching. Runs in a child process, so the server's
 * memory stays as it is; opening stays lazy (`lazyDb`). Returns how long it took, or 0 when the
 * folder was already there.
 */
export async function prepareEmbeddedFolder(config: { dataDir: string; pgliteTemplate?: string }): Promise<number> {
  const dir = path.join(config.dataDir, 'pglite');
  if (!initialising.has(dir) && existsSync(path.join(dir, 'PG_VERSION'))) return 0;
  const started = performance.now();
  await initPgliteFolder(dir, config.pgliteTemplate);
  return Math.round(performance.now() - started);
}

/** The database the configuration asks for. */
export function openDb(config: { DATABASE_URL?: string; dataDir: string; pgliteTemplate?: string }): Promise<Db> {
  return config.DATABASE_URL ? openPg(config.DATABASE_URL) : openPglite(path.join(config.dataDir, 'pglite'), config.pgliteTemplate);
}
