/**
 * What brought each member (docs/features/members.md#what-brought-each-member): the local page a
 * sign-up or a paid checkout came from (shared/attribution.ts), kept in `member_sources`, and the
 * editors' report per story: sign-ups, and paid conversions (a member's first Stripe subscription,
 * credited to the page of their last checkout before it, else to the page they signed up from).
 * First party only: nothing leaves the accounts database.
 */
import { z } from 'zod';
import type { Queryable } from '../accounts/db.js';
import { STRIPE } from '../billing/stripe-payloads.js';
import { parseMemberSource, type MemberSource } from '../../shared/attribution.js';

export type SourceEvent = 'sign-up' | 'checkout';

/**
 * Keeps where `userId`'s sign-up or checkout came from; `from`/`via` as the browser sent them (a bad
 * one is ignored: nothing kept, false). One sign-up source per member: the first.
 */
export async function recordSource(db: Queryable, userId: string, event: SourceEvent, sent: { from?: unknown; via?: unknown }, at: Date): Promise<boolean> {
  const source: MemberSource | null = parseMemberSource(sent.from, sent.via);
  if (!source) return false;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO member_sources (user_id, event, path, via, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) WHERE event = 'sign-up' DO NOTHING RETURNING id`,
    [userId, event, source.from, source.via, at],
  );
  return rows.length > 0;
}

/** One line of the conversions report. */
export interface ConversionRow {
  path: string;
  signUps: number;
  paid: number;
}

const SINCE_MESSAGE = '--since must be a date, YYYY-MM-DD (or an ISO 8601 time)';

/** `--since DATE`: a calendar date (its start, UTC) or an ISO 8601 time; absent: since the start. */
export const reportArgs = z.object({
  since: z
    .string({ error: SINCE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, { error: SINCE_MESSAGE })
    .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(Date.parse(s)).toISOString().slice(0, 10) === s.slice(0, 10), { error: SINCE_MESSAGE })
    .optional(),
});

/**
 * Per page: sign-ups from it and paid conversions credited to it since `since`, most first (paid
 * conversions, then sign-ups, then the path).
 */
export async function conversionsReport(db: Queryable, since: Date | null): Promise<ConversionRow[]> {
  const from = since ?? new Date(0);
  const { rows } = await db.query<{ path: string; sign_ups: string | number; paid: string | number }>(
    `WITH paid AS (
       SELECT user_id, min(created_at) AS at FROM subscriptions
       WHERE provider = $2 AND status NOT IN ('incomplete', 'incomplete_expired')
       GROUP BY user_id
     ), credited AS (
       SELECT COALESCE(
         (SELECT c.path FROM member_sources c WHERE c.user_id = p.user_id AND c.event = 'checkout' AND c.created_at <= p.at
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1),
         (SELECT s.path FROM member_sources s WHERE s.user_id = p.user_id AND s.event = 'sign-up')
       ) AS path
       FROM paid p WHERE p.at >= $1
     )
     SELECT path, sum(sign_ups) AS sign_ups, sum(paid) AS paid FROM (
       SELECT path, 1 AS sign_ups, 0 AS paid FROM member_sources WHERE event = 'sign-up' AND created_at >= $1
       UNION ALL
       SELECT path, 0, 1 FROM credited WHERE path IS NOT NULL
     ) counted
     GROUP BY path ORDER BY sum(paid) DESC, sum(sign_ups) DESC, path`,
    [from, STRIPE],
  );
  return rows.map((r) => ({ path: r.path, signUps: Number(r.sign_ups), paid: Number(r.paid) }));
}

/** The report as the CLI prints it: a header, one line per page, and the totals. */
export function formatConversions(rows: ConversionRow[], since: string | undefined): string[] {
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const lines = [`Conversions ${since ? `since ${since}` : 'since the start'}`, `${'page'.padEnd(width)}  sign-ups  paid`];
  for (const r of rows) lines.push(`${r.path.padEnd(width)}  ${String(r.signUps).padStart(8)}  ${String(r.paid).padStart(4)}`);
  const total = rows.reduce((t, r) => ({ s: t.s + r.signUps, p: t.p + r.paid }), { s: 0, p: 0 });
  lines.push(`${rows.length} page(s), ${total.s} sign-up(s), ${total.p} paid conversion(s)`);
  return lines;
}
