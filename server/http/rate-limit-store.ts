/**
 * express-rate-limit counters in PostgreSQL (docs/architecture.md#growing-past-one-machine): with DATABASE_URL, every replica and
 * worker counts in the same table, so N processes enforce one limit, not N. Fixed windows kept by
 * the database's clock (replicas' clocks may differ); each increment is one atomic upsert.
 * The maintained npm store (@acpr/rate-limit-postgresql) pins an old `pg`, opens its own pool and
 * runs its own migration tool; this is one table in our migrations on the pool we already have.
 */
import type { Options, Store } from 'express-rate-limit';
import type { Queryable } from '../accounts/db.js';

interface Row {
  hits: number;
  reset_at: Date;
}

export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  /** `prefix` keeps each limiter's keys apart in the shared table (one per endpoint and kind). */
  constructor(
    private readonly db: Queryable,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string) {
    const { rows } = await this.db.query<Row>('SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()', [this.key(key)]);
    return rows[0] ? { totalHits: Number(rows[0].hits), resetTime: new Date(rows[0].reset_at) } : undefined;
  }

  async increment(key: string) {
    const { rows } = await this.db.query<Row>(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [this.key(key), this.windowMs],
    );
    return { totalHits: Number(rows[0].hits), resetTime: new Date(rows[0].reset_at) };
  }

  async decrement(key: string) {
    await this.db.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [this.key(key)]);
  }

  async resetKey(key: string) {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [this.key(key)]);
  }

  async resetAll() {
    await this.db.query("DELETE FROM rate_limits WHERE starts_with(key, $1 || ':')", [this.prefix]);
  }
}

/** Drops windows that have ended (the accounts pruning timer calls it); returns how many. */
export async function pruneRateLimits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ key: string }>('DELETE FROM rate_limits WHERE reset_at <= now() RETURNING key');
  return rows.length;
}
