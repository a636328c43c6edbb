/**
 * Until when a member is premium: the one rule over the rows of the subscriptions table (a Stripe
 * subscription, an operator's grant, a redeemed gift subscription), for every question asked of
 * them: is this member premium now (server/accounts/subscriptions.ts `isActive`), from when does a
 * gift just redeemed run and which paid subscriptions would renew during it
 * (server/gifts/service.ts `redeemGift`), which gift is running (`activeGift`). Pure.
 *
 * A missing period end (the decision; until issue 49 the checks above each wrote their own SQL and
 * disagreed on it):
 * - an operator's grant without a date (`npm run accounts -- grant-premium` without --until) is
 *   premium with no end, until the operator revokes it;
 * - any other row without one (a Stripe subscription, a gift) gives no premium, whatever its status.
 *   Stripe always sends the period end of a subscription that runs (stripe-events.ts reads it on the
 *   subscription or its items), and a checkout that carries none is stored with a two-day grace end
 *   (CHECKOUT_GRACE_MS), so a paid row without one is a payload we could not read. Reading it as
 *   "premium while active" would make it premium for good, ended only by a later event that may
 *   never come (a lost deletion webhook): premium is given on a date we hold, never on a guess.
 *   A redeemed gift always has its end.
 * - a gift redeemed while the member holds premium adds its months to the latest dated end of it;
 *   an open-ended grant has no end to add to, so with only that the gift runs from now (and keeps
 *   running for its months if the operator revokes the grant).
 */

/** The provider of operator grants in the subscriptions table. */
export const OPERATOR_PROVIDER = 'operator';

/** The statuses that give premium while their period runs: trials do, past due, unpaid, paused and ended ones do not. */
export const PREMIUM_STATUSES: readonly string[] = ['active', 'trialing'];

/** One row of the subscriptions table, as far as premium goes. */
export interface PremiumPeriod {
  provider: string;
  status: string;
  currentPeriodEnd: Date | null;
}

/** Premium without an end (an operator's grant without a date). */
export const OPEN_ENDED = 'open-ended';

/** When premium ends: a date, OPEN_ENDED, or null for no premium now. */
export type PremiumEnd = Date | typeof OPEN_ENDED | null;

/** Until when one row gives premium, seen at `now` (null: it gives none now). */
export function premiumEnd(period: PremiumPeriod, now: Date): PremiumEnd {
  if (!PREMIUM_STATUSES.includes(period.status)) return null;
  const end = period.currentPeriodEnd;
  if (end === null) return period.provider === OPERATOR_PROVIDER ? OPEN_ENDED : null;
  return end.getTime() > now.getTime() ? end : null;
}

/** The latest dated end among the rows that give premium now, or null. */
function latestDatedEnd(periods: readonly PremiumPeriod[], now: Date): Date | null {
  let latest: Date | null = null;
  for (const p of periods) {
    const end = premiumEnd(p, now);
    if (end instanceof Date && (!latest || end.getTime() > latest.getTime())) latest = end;
  }
  return latest;
}

/** Until when the member with these rows is premium: OPEN_ENDED when any row has no end, else the latest end, else null. */
export function premiumUntil(periods: readonly PremiumPeriod[], now: Date): PremiumEnd {
  if (periods.some((p) => premiumEnd(p, now) === OPEN_ENDED)) return OPEN_ENDED;
  return latestDatedEnd(periods, now);
}

/** Whether the member with these rows is premium at `now`. */
export function isPremiumAt(periods: readonly PremiumPeriod[], now: Date): boolean {
  return periods.some((p) => premiumEnd(p, now) !== null);
}

/** When a gift redeemed at `now` starts: at the latest dated end of the premium held, else now (see the file's comment). */
export function giftStart(periods: readonly PremiumPeriod[], now: Date): Date {
  return latestDatedEnd(periods, now) ?? now;
}
