/**
 * Every user-facing string of the product (the screens, validation, the error catalogue), written
 * once (docs/architecture.md#the-layout-and-its-rules). Components and tests import them from here.
 * `product` is the siteName from global settings.
 */

export const SITE_NAME_FALLBACK = 'The Colophon';

// blackout screen
export const BLACKOUT = {
  title: 'Receive the truth 5.12.25',
  placeholder: 'I’m intrigued',
  success:
    'Check your email Monday morning for an announcement from the magazine, along with a special gift for you.',
} as const;

// validation
export const VALIDATION = {
  emailMissing: 'Email is missing',
  emailInvalid: 'Invalid email',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 1024 characters long.',
  wrongType: (field: string, expected: string) => `${field} must be ${expected}.`,
  fieldEmpty: (label: string) => `${label} can't be empty.`,
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  blackoutInvalid: 'Please enter a valid email',
  newsletterInvalid: 'Please enter a valid email',
  newsletterWidgetInvalid: 'Something went wrong. Please enter your email address again.',
} as const;

// error catalogue
export const AUTH_ERRORS = {
  'email-already-in-use': 'Email already has an account',
  'invalid-credential': 'Incorrect password',
  'quota-exceeded': 'Too many requests',
  fallback: 'Something went wrong',
} as const;

/** An emailed link (magic link, password reset) that is unknown, used or expired: the server's answer, which the landing pages recognise. */
export const LINK_INVALID = 'This link is invalid or has expired.';

export const SEARCH_ERROR = 'There was a problem with your search';
export const BLACKOUT_ERROR = 'Please enter a valid email';
/** The blackout sign-up failed on our side (not configured, service unreachable): not the reader's address. */
export const BLACKOUT_UNAVAILABLE = 'We couldn’t save your address just now. Please try again in a few minutes.';
export const ARTICLE_PARSE_ERROR = 'Could not parse Article data';
export const sectionFetchError = (slug: string) => `Could not fetch section ${slug}`;
export const PODCASTS_SETTINGS_ERROR = 'Could not load podcasts from globalSettings';
export const GEOLOCATION_ERROR = 'Enable location services to see upcoming times.';
/** The holiday countdown's button: the position is asked for only when the reader presses it. */
export const GEOLOCATION_ASK = 'Show local times';
/** The holiday countdown without geolocation (issue 32): the reader picks a city instead, and can go back. */
export const HOLIDAY_CITY = {
  choose: 'Or choose a city',
  change: 'City',
  placeholder: 'Select',
  useLocation: 'Use my location',
} as const;

export const NOT_FOUND = {
  title: 'Page Not Found',
  body: 'The page you are looking for cannot be found. We apologize for the inconvenience.',
  home: 'Go to home page',
} as const;

export const ERROR_PAGE = {
  title: 'Something went wrong.',
  body: 'An error occurred while loading this page. Try refreshing this page or navigate back to the front page',
  refresh: 'Refresh',
  home: 'Go to home page',
} as const;

/**
 * '[product]' after an article the spec wrote itself: a name that carries its own ('The Colophon')
 * takes the place of the spec's 'the', so no 'the The' reaches a reader.
 */
export function theProduct(product: string): string {
  return /^the\s/i.test(product) ? product : `the ${product}`;
}

export const NEWSLETTER = {
  success: (product: string) => `Success! You have subscribed to ${theProduct(product)} newsletter`,
  checkInbox: 'Please check your inbox to confirm your subscription.',
  subscribed: 'Subscribed successfully.',
} as const;

export const PREVIEW = {
  edit: 'Edit this Article',
  exit: 'Exit preview',
  /** The 429 of /api/preview and the Presentation handshake past PREVIEW_ATTEMPT_LIMITS (server/api/preview.ts). */
  tooManyAttempts: 'Too many refused preview attempts from this address; try again in 15 minutes',
} as const;

export const FOOTER = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  newsletter: 'Newsletter',
  donate: 'Donate',
  followUs: 'Follow us',
} as const;
