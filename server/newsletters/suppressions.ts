/**
 * Addresses no newsletter goes to again (migration 9, `newsletter_suppressions`): a hard bounce or a
 * spam complaint the mail provider reported (POST /api/newsletters/events, ./events.ts). Every send
 * leaves them out; an operator lists them and lifts one with `npm run accounts -- suppressions` /
 * `unsuppress EMAIL` (server/accounts/admin.ts).
 */
import type { Queryable } from '../accounts/db.js';

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  detail: string;
  createdAt: string;
}

/** The longest detail kept (the provider's bounce text can be long). */
export const SUPPRESSION_DETAIL_MAX = 500;

/**
 * Suppresses `email` (lower-cased). Idempotent: an address already suppressed keeps its first
 * reason and date. True when this call added it.
 */
export async function suppress(db: Queryable, email: string, reason: SuppressionReason, detail = ''): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>(
    `INSERT INTO newsletter_suppressions (email, reason, detail) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING email`,
    // Control characters out (PostgreSQL refuses NUL in text): the detail is the provider's words, shown to an operator.
    // eslint-disable-next-line no-control-regex -- stripping them is the point
    [email.trim().toLowerCase(), reason, detail.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, SUPPRESSION_DETAIL_MAX)],
  );
  return rows.length > 0;
}

/** Every suppressed address, newest first. */
export async function listSuppressions(db: Queryable): Promise<Suppression[]> {
  const { rows } = await db.query<{ email: string; reason: SuppressionReason; detail: string; created_at: Date | string }>(
    'SELECT email, reason, detail, created_at FROM newsletter_suppressions ORDER BY created_at DESC, email ASC',
  );
  return rows.map((r) => ({ email: r.email, reason: r.reason, detail: r.detail, createdAt: new Date(r.created_at).toISOString() }));
}

/** Lifts the suppression of `email`; false when it was not suppressed. */
export async function unsuppress(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>('DELETE FROM newsletter_suppressions WHERE email = $1 RETURNING email', [
    email.trim().toLowerCase(),
  ]);
  return rows.length > 0;
}
