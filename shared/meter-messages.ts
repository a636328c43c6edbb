/**
 * Our own texts of metered reads (docs/features/members.md#metered-reads): what a free member's page
 * says under a premium story read on the meter, and the premium body endpoint's refusal once the
 * month's free stories are spent. Apart from shared/messages.ts (every page loads that) so only the
 * pages with a paywall load them.
 */

export const METER = {
  /** Under the rest of a story read on the meter: the free premium stories left this month, after this one. */
  left: (n: number) =>
    n === 1 ? 'You have 1 free premium story left this month.' : `You have ${n === 0 ? 'no' : n} free premium stories left this month.`,
  /** The body endpoint's 403 once the month's free stories are spent (the page shows the paywall). */
  spent: (limit: number) =>
    `You have read your ${limit === 1 ? 'free premium story' : `${limit} free premium stories`} this month. Subscribe to read on.`,
  subscribe: 'Subscribe',
} as const;
