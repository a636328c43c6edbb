/**
 * Our own texts of the premium tier (docs/architecture.md#the-premium-tier): the paywall panel,
 * checkout and the account page. Apart from shared/messages.ts (the product's catalogue, which
 * every page loads) so that only the pages that show them load them.
 */
import { ACCOUNT } from './account-messages.js';

// Paywall panel under a premium article's teaser
export const PAYWALL = {
  heading: 'Keep reading with Premium',
  copy: (product: string) => `This article is for ${product} Premium members. Subscribe to read it in full, with every premium story and recipe.`,
  subscribe: 'Subscribe',
  haveAccount: 'Already a member?',
  logIn: 'Log in',
  loading: 'Loading the rest of the article…',
  failed: 'The rest of this article could not be loaded. Reload the page to try again.',
} as const;

// Gift links: a premium member gives one story; anyone with the link reads it for a while
export const GIFT = {
  giftThisStory: 'Gift this story',
  givenBy: (firstName: string) => `${firstName || 'A member'} gave you this story`,
  expired: 'This gift link has expired',
  copy: 'Copy',
  copied: 'Copied',
  creating: 'Making your gift link…',
  linkLabel: 'Gift link',
  remaining: (n: number) => (n === 1 ? '1 gift left this month.' : `${n} gifts left this month.`),
  expires: (date: string) => `Anyone with the link can read this story until ${date}.`,
  failed: 'The gift link could not be made. Please try again.',
  subscribeHeading: 'Enjoyed this story?',
  subscribeCopy: (product: string) => `Subscribe to ${product} Premium to read every premium story and recipe.`,
  subscribe: 'Subscribe',
  expiredCopy: 'Gift links can be read for 14 days. Subscribe to read this story and every other premium one.',
  accountHeading: 'Gifts this month',
  accountEmpty: 'You have not given any stories this month.',
  accountStory: 'Story',
  accountExpires: 'Expires',
  accountOpens: 'Opens',
  revoke: 'Revoke',
  revoked: 'Revoked',
} as const;

// Premium tier: checkout, billing portal, the account page
export const BILLING = {
  subscribe: 'Subscribe',
  redirecting: 'Opening checkout…',
  notConfigured: 'Online payments are not available right now. Please try again later.',
  unknownTier: 'This membership level does not exist. Please choose one of the levels on the subscribe page.',
  unavailable: 'We could not reach our payment provider. Please try again in a moment.',
  noBillingAccount: 'There is no billing account for you yet: subscribe first, then manage your membership here.',
  signInToSubscribe: 'Log in or create an account to subscribe.',
  defaultPlan: 'Premium',
  complimentaryPlan: 'Complimentary premium',
  freePlan: 'Free',
} as const;

export const ACCOUNT_PAGE = {
  title: ACCOUNT.yourAccount,
  profile: 'Profile',
  membership: 'Membership',
  logOut: ACCOUNT.logOut,
  signInPrompt: 'Log in to see your account.',
  logIn: 'Log In',
  name: 'Name',
  email: 'Email',
  plan: 'Plan',
  status: 'Status',
  renews: 'Renews on',
  ends: 'Ends on',
  ended: 'Ended on',
  manageBilling: 'Manage billing',
  upgrade: 'See membership levels',
  checkoutSuccess: 'Thank you for subscribing! Your membership will show here as soon as the payment is confirmed.',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'Your current password is incorrect.',
  loadFailed: 'We could not load your account. Please try again.',
  passwordHint: 'Leave the current password empty if you have only ever logged in by email link.',
  savePassword: 'Save new password',
  statuses: {
    active: 'Active',
    trialing: 'Free trial',
    past_due: 'Payment overdue',
    unpaid: 'Unpaid',
    incomplete: 'Awaiting payment',
    incomplete_expired: 'Payment not completed',
    canceled: 'Cancelled',
    paused: 'Paused',
  } as Record<string, string>,
} as const;
