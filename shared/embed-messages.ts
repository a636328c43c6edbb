/**
 * Strings of the pages that embed a provider's form (/donate, /subscribe: donation, membership
 * checkout, newsletter, write to us), kept apart from shared/messages.ts so that only those pages'
 * chunks carry them. The button that opens a form on the provider's own site stands in for it
 * until it shows.
 */
export const EMBED = {
  openForm: 'Open the form',
  donate: 'Donate',
  notShowing: 'Form not showing?',
  openOn: (host: string) => `Open it on ${host}`,
  /** A tier with no checkout form, and no membership link elsewhere to send the reader to. */
  unavailable: (tier: string) => `Checkout for ${tier} is not available right now. Please try again later.`,
} as const;
