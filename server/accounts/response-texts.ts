/**
 * Every text the accounts API answers with. The product's own wording (validation messages, the error
 * catalogue) comes from shared/messages.ts, so server and client cannot drift; the rest are written for readers.
 */
import { AUTH_ERRORS, LINK_INVALID, VALIDATION } from '../../shared/messages.js';
import { ACCOUNT_PAGE, GIFT } from '../../shared/premium-messages.js';

export const MESSAGES = {
  emailMissing: VALIDATION.emailMissing,
  invalidEmail: VALIDATION.emailInvalid,
  passwordTooShort: VALIDATION.passwordTooShort,
  passwordMissing: 'Password is missing',
  passwordTooLong: VALIDATION.passwordTooLong,
  firstNameEmpty: VALIDATION.fieldEmpty(VALIDATION.firstNameLabel),
  lastNameEmpty: VALIDATION.fieldEmpty(VALIDATION.lastNameLabel),
  nameTooLong: 'Names must be at most 100 characters long.',
  tokenMissing: 'The link is incomplete: its token is missing.',
  invalidCookieReadyId: 'cookieReadyId must be 1 to 64 letters, digits, "_" or "-".',
  bodyNotObject: 'The request body must be a JSON object.',
  wrongType: VALIDATION.wrongType,

  invalidCredential: 'Incorrect email or password.',
  wrongCurrentPassword: ACCOUNT_PAGE.wrongPassword,
  invalidLink: LINK_INVALID,
  emailInUse: AUTH_ERRORS['email-already-in-use'],
  unauthenticated: 'You are not signed in.',
  tooManyRequests: AUTH_ERRORS['quota-exceeded'],
  /** Shown as is in the popup (an error with a message shows that message), so it says what to do. */
  crossSite: (siteOrigin: string) =>
    `For your security, this can only be done on the site’s own address, ${siteOrigin}. Open the site there and try again.`,
  notJson: 'Content-Type must be application/json',
  invalidJson: 'Invalid JSON body',
  tooLarge: 'Request body too large',
  unsupportedEncoding: 'Unsupported request body encoding',
  mailFailed: 'We could not send the email. Please try again.',
  internal: AUTH_ERRORS.fallback,
  unavailable: 'The service is temporarily unavailable. Please try again.',
  notFound: 'Not found',

  stripeNotConfigured: 'Stripe webhooks are not configured',
  stripeBadSignature: 'Invalid Stripe signature',
  stripeBadPayload: 'Unexpected Stripe event payload',
  stripeUnknownCustomer: 'No member matches this Stripe customer yet; retry later.',
  stripeFutureTimestamp: 'Stripe event is dated in the future; check this server’s clock.',
  adminForbidden: 'Admin commands are only accepted from this machine with the admin token',

  premiumOnly: 'The rest of this article is for premium members. Subscribe to read on.',
  premiumArticleNotFound: 'No premium article has this address.',
  contentUnavailable: 'Articles cannot be loaded right now. Please try again shortly.',

  giftPremiumOnly: 'Gift links are for premium members. Subscribe to give stories to friends.',
  giftFreeStory: 'This story is free to read: share its address instead of a gift link.',
  giftInvalidPath: 'Give the address of a story on this site, such as /feature/its-name.',
  giftStoryNotFound: 'No story has this address.',
  giftAllowanceUsed: (perMonth: number) => `You have given all ${perMonth} gift links this month. More become available on the 1st.`,
  giftExpired: GIFT.expired,
  giftLinkNotFound: 'You have no gift link with this id.',
} as const;
