/**
 * Metered reads (docs/architecture.md#the-access-rule, docs/features/members.md#metered-reads): a
 * signed-in free member reads FREE_PREMIUM_READS premium stories in full per calendar month (UTC);
 * reading the same story again that month is free. The count lives here, in the accounts database
 * (`metered_reads`: one row per member, month and story path), never in the browser.
 *
 * A read is counted in the same transaction that decides it, under a lock on the member's meter, and
 * only when the caller says the body goes out: concurrent requests cannot spend more than the
 * allowance, and a story that turns out to be missing or a refusal costs nothing.
 */
import type { Queryable } from '../accounts/db.js';
import { monthStart } from '../gift-links/service.js';

/** What the member's meter says about one story this month. */
export interface MeterView {
  /** Premium stories a month (FREE_PREMIUM_READS). */
  limit: number;
  /** Stories already read in full this month. */
  used: number;
  /** This story was read this month: reading it again is free. */
  readBefore: boolean;
}

/** Whether the meter lets the member read the story now: read before, or a read left. */
export const meterOpens = (m: MeterView): boolean => m.readBefore || m.used < m.limit;

export interface MeterOutcome<T> {
  /** What `decide` answered (null: nothing went out, nothing was counted). */
  value: T | null;
  /** Free premium stories left this month, after this read. */
  left: number;
}

export interface MeterService {
  /** FREE_PREMIUM_READS: 0 turns the meter off. */
  readonly limit: number;
  /**
   * Reads `path` against `userId`'s meter this month: `decide` gets the meter's view and answers
   * what goes out (null: nothing). A first read of the story this month is counted only when it
   * answers something, in the same transaction, one member's reads at a time.
   */
  read<T>(userId: string, path: string, decide: (view: MeterView) => T | null): Promise<MeterOutcome<T>>;
  /** Free premium stories `userId` has left this month. */
  left(userId: string): Promise<number>;
}

export interface MeterDeps {
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };
  now: () => Date;
  limit: number;
}

/** The calendar month (UTC) of `at` as the `month` column holds it: its first day, YYYY-MM-DD. */
export const meterMonth = (at: Date): string => monthStart(at).toISOString().slice(0, 10);

export function createMeterService({ db, now, limit }: MeterDeps): MeterService {
  const readsThisMonth = async (q: Queryable, userId: string, month: string): Promise<string[]> => {
    const { rows } = await q.query<{ path: string }>('SELECT path FROM metered_reads WHERE user_id = $1 AND month = $2', [userId, month]);
    return rows.map((r) => r.path);
  };
  return {
    limit,
    read(userId, path, decide) {
      return db.transaction(async (tx) => {
        // One member's metered reads are decided one at a time (released at commit).
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`metered-reads:${userId}`]);
        const at = now();
        const month = meterMonth(at);
        const paths = await readsThisMonth(tx, userId, month);
        const view: MeterView = { limit, used: paths.length, readBefore: paths.includes(path) };
        const value = decide(view);
        let used = view.used;
        if (value !== null && !view.readBefore) {
          // The primary key holds even without the lock: one row per member, month and story.
          const { rows } = await tx.query<{ path: string }>(
            'INSERT INTO metered_reads (user_id, month, path, read_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING path',
            [userId, month, path, at],
          );
          used += rows.length;
        }
        return { value, left: Math.max(0, limit - used) };
      });
    },
    async left(userId) {
      return Math.max(0, limit - (await readsThisMonth(db, userId, meterMonth(now()))).length);
    },
  };
}
