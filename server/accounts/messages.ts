/**
 * Every text the accounts API answers with. The validation texts are spec §5's, word for word; the
 * client shows the `message` of an error (spec §8), so these are written for readers.
 */
export const MESSAGES = {
  emailMissing: 'Email is missing',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordMissing: 'Password is missing',
  passwordTooLong: 'Password must be at most 1024 characters long.',
  firstNameEmpty: "First name can't be empty.",
  lastNameEmpty: "Last name can't be empty.",
  nameTooLong: 'Names must be at most 100 characters long.',
  tokenMissing: 'The link is incomplete: its token is missing.',
  invalidCookieReadyId: 'cookieReadyId must be 1 to 64 letters, digits, "_" or "-".',
  bodyNotObject: 'The request body must be a JSON object.',
  wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,

  invalidCredential: 'Incorrect email or password.',
  invalidLink: 'This link is invalid or has expired.',
  emailInUse: 'Email already has an account',
  unauthenticated: 'You are not signed in.',
  tooManyRequests: 'Too many requests',
  crossSite: 'Cross-site request refused',
  notJson: 'Content-Type must be application/json',
  invalidJson: 'Invalid JSON body',
  tooLarge: 'Request body too large',
  unsupportedEncoding: 'Unsupported request body encoding',
  mailFailed: 'We could not send the email. Please try again.',
  internal: 'Something went wrong',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  notFound: 'Not found',

  stripeNotConfigured: 'Stripe webhooks are not configured',
  stripeBadSignature: 'Invalid Stripe signature',
  stripeBadPayload: 'Unexpected Stripe event payload',
  stripeUnknownCustomer: 'No member matches this Stripe customer yet; retry later.',
  adminForbidden: 'Admin commands are only accepted from this machine with the admin token',
} as const;
