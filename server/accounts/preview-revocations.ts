/**
 * Preview cookies ended by an exit (server/api/preview.ts): the ticket's id until the moment it
 * would have expired anyway, after which it is dropped. In the accounts database, so every replica
 * and worker sees an exit at once (docs/architecture.md#growing-past-one-machine) and a restart
 * forgets none; a row lives at most PREVIEW_MAX_AGE_MS, so the table holds at most the exits of
 * the last hour.
 */
import type { Queryable } from './db.js';

export interface PreviewRevocations {
  isRevoked(id: string): Promise<boolean>;
  /** Records `id` as ended; it is forgotten after `expiresAt`, when its ticket has expired anyway. */
  revoke(id: string, expiresAt: Date): Promise<void>;
}

export function dbPreviewRevocations(db: Queryable): PreviewRevocations {
  return {
    async isRevoked(id) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM preview_revocations WHERE id = $1', [id]);
      return rows.length > 0;
    },
    async revoke(id, expiresAt) {
      await db.query('INSERT INTO preview_revocations (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, expiresAt]);
    },
  };
}

/** Drops the rows whose ticket has expired (the accounts pruning timer calls it); returns how many. */
export async function prunePreviewRevocations(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM preview_revocations WHERE expires_at <= $1 RETURNING id', [now]);
  return rows.length;
}

/** One process's revocations in memory (an app built without the accounts database: tests). */
export function memoryPreviewRevocations(now: () => number = Date.now): PreviewRevocations {
  const ended = new Map<string, number>();
  return {
    async isRevoked(id) {
      return ended.has(id);
    },
    async revoke(id, expiresAt) {
      const t = now();
      for (const [key, until] of ended) if (until <= t) ended.delete(key);
      ended.set(id, expiresAt.getTime());
    },
  };
}
