/**
 * Premium status. A member is premium while they have an active or trialing subscription whose
 * period has not ended, or an operator grant (open-ended or until a date): the rule, and what a
 * missing period end means, is server/members/premium-until.ts.
 */
import type { Queryable } from './db.js';
import { isPremiumAt, OPERATOR_PROVIDER } from '../members/premium-until.js';

export { OPERATOR_PROVIDER };

/**
 * A provider subscription in one of these states is over for good: Stripe cannot resume a canceled
 * (or expired incomplete) subscription, and subscribing again makes a new one with a new id.
 */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;
/**
 * Stripe's subscription lifecycle, earliest first. It only breaks ties: two events about one
 * subscription stamped in the same second (Stripe's `created` counts whole seconds and delivery is
 * not in order) resolve to the state further along, whichever arrives last. Incomplete becomes
 * trialing or active; a trial becomes active or paused; a failed renewal makes active past_due, then
 * unpaid. So in the common same-second pairs the later state wins, and in the rare reverse one (a
 * payment recovered in the very second it failed) the member waits for Stripe's next event rather
 * than getting premium on a guess. Statuses Stripe may add later rank below all of these.
 */
export const STATUS_ORDER = ['incomplete', 'trialing', 'active', 'paused', 'past_due', 'unpaid', ...ENDED_STATUSES] as const;
export const OPERATOR_TIER = 'operator-grant';

export interface Subscription {
  userId: string;
  status: string;
  tier: string | null;
  currentPeriodEnd: Date | null;
  provider: string;
  providerRef: string;
  customerRef: string | null;
  /** It ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionInput {
  userId: string;
  provider: string;
  providerRef: string;
  status: string;
  tier?: string | null;
  currentPeriodEnd?: Date | null;
  customerRef?: string | null;
  cancelAtPeriodEnd?: boolean;
  /**
   * When the provider produced this state. Providers deliver events out of order, so an older state
   * never overwrites a newer one, and an ended subscription is never revived (see `supersedes`).
   * Without it the input is provisional: it creates the row if absent and otherwise only fills in
   * the customer reference.
   */
  eventAt?: Date;
}

export interface SubscriptionService {
  isActive(userId: string): Promise<boolean>;
  /** Records a provider subscription's state (operator grants have grant and revoke). */
  upsert(input: SubscriptionInput): Promise<void>;
  /** The member a provider subscription or customer belongs to, if we have seen it before. */
  findUserId(provider: string, ref: { providerRef?: string; customerRef?: string | null }): Promise<string | null>;
  /** Operator grant, open-ended unless `until` is given. */
  grant(userId: string, until?: Date | null): Promise<void>;
  /** Ends the operator grant (provider subscriptions are the provider's business). */
  revoke(userId: string): Promise<void>;
  listForUser(userId: string): Promise<Subscription[]>;
  /**
   * Sets the status of a known provider subscription from an event that carries only that (a failed
   * invoice), unless the stored state supersedes it (newer, or ended). False when the subscription
   * is unknown.
   */
  setStatus(provider: string, providerRef: string, status: string, eventAt: Date): Promise<boolean>;
}

interface Row {
  user_id: string;
  status: string;
  tier: string | null;
  current_period_end: Date | null;
  provider: string;
  provider_ref: string;
  customer_ref: string | null;
  cancel_at_period_end: boolean;
}

const operatorRef = (userId: string) => `grant:${userId}`;

// Both lists are constants of [a-z_] words, so they are written into the SQL as literals.
const isEnded = (status: string) => `(${status} IN (${ENDED_STATUSES.map((s) => `'${s}'`).join(', ')}))`;
const rank = (status: string) => `(CASE ${status} ${STATUS_ORDER.map((s, i) => `WHEN '${s}' THEN ${i + 1}`).join(' ')} ELSE 0 END)`;
const orNever = (time: string) => `COALESCE(${time}, '-infinity'::timestamptz)`;

/**
 * SQL that is true when the incoming state replaces the stored row `subscriptions`. Compared in
 * this order, the first difference deciding (equal in all: the later delivery applies):
 *  1. ended: once the provider ended a subscription, no event of any date, tied or not, revives it;
 *     and an end applies whenever it arrives, even after a newer state (it is the last word);
 *  2. the provider's timestamp: newer replaces older, and a provisional row (none) yields to any;
 *  3. in the same second, the status further along STATUS_ORDER;
 *  4. then the later period end (periods only move forward).
 */
function supersedes(next: { status: string; eventAt: string; periodEnd: string }): string {
  return `(${isEnded(next.status)}, ${orNever(next.eventAt)}, ${rank(next.status)}, ${orNever(next.periodEnd)})
    >= (${isEnded('subscriptions.status')}, ${orNever('subscriptions.provider_event_at')}, ${rank('subscriptions.status')},
        ${orNever('subscriptions.current_period_end')})`;
}

export function createSubscriptionService({
  db,
  now = () => new Date(),
}: {
  db: Queryable;
  now?: () => Date;
}): SubscriptionService {
  const service: SubscriptionService = {
    async isActive(userId) {
      // A member has a handful of rows (indexed by user): the rule is applied to them all here.
      const { rows } = await db.query<Pick<Row, 'provider' | 'status' | 'current_period_end'>>(
        'SELECT provider, status, current_period_end FROM subscriptions WHERE user_id = $1',
        [userId],
      );
      const periods = rows.map((r) => ({ provider: r.provider, status: r.status, currentPeriodEnd: r.current_period_end ? new Date(r.current_period_end) : null }));
      return isPremiumAt(periods, now());
    },
    async upsert(s) {
      const params = [
        s.userId, s.provider, s.providerRef, s.status, s.tier ?? null,
        s.currentPeriodEnd ?? null, s.customerRef ?? null, s.eventAt ?? null, now(), s.cancelAtPeriodEnd ?? false,
      ];
      const onConflict = s.eventAt
        ? `DO UPDATE SET status = excluded.status, tier = COALESCE(excluded.tier, subscriptions.tier),
             current_period_end = excluded.current_period_end,
             cancel_at_period_end = excluded.cancel_at_period_end,
             customer_ref = COALESCE(excluded.customer_ref, subscriptions.customer_ref),
             provider_event_at = GREATEST(subscriptions.provider_event_at, excluded.provider_event_at),
             updated_at = excluded.updated_at
           WHERE ${supersedes({ status: 'excluded.status', eventAt: 'excluded.provider_event_at', periodEnd: 'excluded.current_period_end' })}`
        : `DO UPDATE SET customer_ref = COALESCE(subscriptions.customer_ref, excluded.customer_ref),
             updated_at = excluded.updated_at`;
      await db.query(
        `INSERT INTO subscriptions (user_id, provider, provider_ref, status, tier, current_period_end,
           customer_ref, provider_event_at, created_at, updated_at, cancel_at_period_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
         ON CONFLICT (provider, provider_ref) ${onConflict}`,
        params,
      );
    },
    async findUserId(provider, { providerRef, customerRef }) {
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT user_id FROM subscriptions
         WHERE provider = $1 AND (provider_ref = $2 OR customer_ref = $3)
         ORDER BY (provider_ref = $2) IS TRUE DESC, updated_at DESC LIMIT 1`,
        [provider, providerRef ?? null, customerRef ?? null],
      );
      return rows[0]?.user_id ?? null;
    },
    async grant(userId, until = null) {
      // The operator's latest word applies, after a revoke too: grants are not provider states.
      await db.query(
        `INSERT INTO subscriptions (user_id, provider, provider_ref, status, tier, current_period_end,
           provider_event_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'active', $4, $5, $6, $6, $6)
         ON CONFLICT (provider, provider_ref) DO UPDATE SET status = 'active', tier = excluded.tier,
           current_period_end = excluded.current_period_end, provider_event_at = excluded.provider_event_at,
           updated_at = excluded.updated_at`,
        [userId, OPERATOR_PROVIDER, operatorRef(userId), OPERATOR_TIER, until, now()],
      );
    },
    async revoke(userId) {
      await db.query(
        `UPDATE subscriptions SET status = 'canceled', updated_at = $3 WHERE provider = $1 AND provider_ref = $2`,
        [OPERATOR_PROVIDER, operatorRef(userId), now()],
      );
    },
    async listForUser(userId) {
      const { rows } = await db.query<Row>(
        `SELECT user_id, status, tier, current_period_end, provider, provider_ref, customer_ref, cancel_at_period_end
         FROM subscriptions WHERE user_id = $1 ORDER BY updated_at DESC`,
        [userId],
      );
      return rows.map((r) => ({
        userId: r.user_id,
        status: r.status,
        tier: r.tier,
        currentPeriodEnd: r.current_period_end ? new Date(r.current_period_end) : null,
        provider: r.provider,
        providerRef: r.provider_ref,
        customerRef: r.customer_ref,
        cancelAtPeriodEnd: r.cancel_at_period_end === true,
      }));
    },
    async setStatus(provider, providerRef, status, eventAt) {
      const { rows } = await db.query<{ found: number }>(
        `WITH target AS (SELECT provider_event_at FROM subscriptions WHERE provider = $1 AND provider_ref = $2),
         updated AS (
           UPDATE subscriptions SET status = $3::text,
             provider_event_at = GREATEST(provider_event_at, $4::timestamptz), updated_at = $5
           WHERE provider = $1 AND provider_ref = $2
             AND ${supersedes({ status: '$3::text', eventAt: '$4::timestamptz', periodEnd: 'subscriptions.current_period_end' })}
           RETURNING 1
         )
         SELECT count(*)::int AS found FROM target`,
        [provider, providerRef, status, eventAt, now()],
      );
      return Number(rows[0]?.found ?? 0) > 0;
    },
  };
  return service;
}
