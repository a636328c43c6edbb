/**
 * What a member reads about their data (docs/features/account-data.md): the account page's "Your data"
 * section, and the answers of GET /api/account/export and DELETE /api/account.
 */
export const ACCOUNT_DATA = {
  title: 'Your data',
  exportIntro: 'Download everything we hold about you, as one JSON file.',
  download: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',

  deleteTitle: 'Delete my account',
  deleteWarning:
    'Deleting your account removes your profile, membership, saved stories, reading history, follows, newsletters and settings at once, and signs you out on every device. It cannot be undone. A paid membership is cancelled at the end of the period you paid for, without a refund. Your comments stay under their stories, without your name.',
  deletePasswordLabel: 'Your password',
  deleteEmailLabel: 'Type your email address to confirm',
  deleteNoPasswordHint:
    'You sign in with emailed links, so there is no password to type: type your email address instead. For your security this only works within 15 minutes of signing in with a fresh link.',
  deleteConfirm: 'Delete my account for good',
  noPasswordSwitch: 'I have no password',
  deleting: 'Deleting\u2026',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted.',

  passwordMissing: 'Type your password to confirm.',
  wrongPassword: 'That password is not right, so your account was not deleted.',
  emailMissing: 'Type your email address to confirm.',
  emailMismatch: 'That is not the email address of this account, so it was not deleted.',
  /** A member without a password whose session is older than the fresh-sign-in window. */
  staleSession:
    'For your security, sign in again with a fresh link from your email, then delete your account within 15 minutes.',
  passwordNotExpected: 'You have no password: type your email address to confirm instead.',
  wrongType: (field: string) => `${field} must be text.`,

  /** Stripe is not configured on this site, yet the member has a Stripe subscription. */
  billingNotConfigured:
    'Your account was not deleted: you have a paid membership we cannot cancel from here right now. Please end it first under "Manage billing" on this page, or write to us, then delete your account.',
  /** Stripe said no or could not be reached while cancelling the paid membership. */
  billingUnavailable:
    'Your account was not deleted: we could not reach our payment provider to cancel your paid membership. Please try again in a few minutes.',
} as const;
