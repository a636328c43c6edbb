/**
 * The patterns an identifier from a request is checked against before any lookup (a UUID, a slug),
 * and the account fields' rules (email, password length, names), written once: the server's request schemas are built from
 * these, and the forms check the same schemas before anything is sent, so an address one side
 * accepts the other accepts too. zod/mini rather than zod: the forms ship it to the browser, and
 * the full API would cost several kB of the page's JS budget.
 */
import { maxLength, minLength, regex, string, toLowerCase, trim, type ZodMiniType } from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { VALIDATION } from './messages.js';

/**
 * zod's email rule (z.regexes.email), spelled so it is also a valid HTML `pattern`: browsers compile
 * patterns with the `v` flag, where a `-` inside a class must be escaped. Same addresses either way.
 */
export const EMAIL_PATTERN = "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+\\-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

/** A database id (users, gifts, gift links): a UUID in any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * A slug in a URL that may name a document: letters, digits, '-' and '_', at most 200 characters.
 * Anything else is answered 404 without asking the content source.
 */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/**
 * A story's slug as the Studio makes them (lowercase words and hyphens), as a pattern's source for
 * paths that hold one (a gift link's story path) and as a whole pattern (the body endpoints').
 */
export const STORY_SLUG_SOURCE = '[a-z0-9][a-z0-9-]{0,199}';
export const STORY_SLUG = new RegExp(`^${STORY_SLUG_SOURCE}$`);

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Bounds the work of hashing a password. */
export const PASSWORD_MAX_LENGTH = 1024;

const isAbsent = (v: unknown) => v === undefined || v === null;

/** An email address: trimmed, checked against EMAIL_PATTERN, lowercased. */
export const emailSchema = string({ error: (iss) => (isAbsent(iss.input) ? VALIDATION.emailMissing : VALIDATION.emailInvalid) }).check(
  trim(),
  minLength(1, { error: VALIDATION.emailMissing, abort: true }),
  maxLength(EMAIL_MAX_LENGTH, { error: VALIDATION.emailInvalid, abort: true }),
  regex(EMAIL, { error: VALIDATION.emailInvalid }),
  toLowerCase(),
);

/** A new password (sign-up, reset), counted in UTF-16 units on both sides. */
export const newPasswordSchema = string({
  error: (iss) => (isAbsent(iss.input) ? VALIDATION.passwordTooShort : VALIDATION.wrongType('Password', 'a string')),
}).check(
  minLength(PASSWORD_MIN_LENGTH, { error: VALIDATION.passwordTooShort, abort: true }),
  maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION.passwordTooLong }),
);

/** The message of the first rule `value` breaks, or undefined when it passes. */
export function fieldProblem(schema: ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
