/** Request body schemas of the auth API (the forms' validation messages) and the helpers that apply them. */
import { z } from 'zod';
import { isSafeLocalPath } from '../../shared/links.js';
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from '../../shared/validation.js';
import { InvalidInputError } from '../domain-errors.js';
import { MESSAGES } from './response-texts.js';

const isAbsent = (v: unknown) => v === undefined || v === null;

/** The password typed at login: not judged, only required (a wrong one is a 401). */
const loginPassword = z
  .string({ error: (iss) => (isAbsent(iss.input) ? MESSAGES.passwordMissing : MESSAGES.wrongType('Password', 'a string')) })
  .min(1, { error: MESSAGES.passwordMissing, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** Control characters have no place in names or paths, and Postgres text refuses NUL outright. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
export const stripControl = (s: string): string => s.replace(CONTROL_CHARS, '');

const name = (label: string, empty: string) =>
  z
    .string({ error: (iss) => (isAbsent(iss.input) ? empty : MESSAGES.wrongType(label, 'a string')) })
    .overwrite(stripControl)
    .trim()
    .min(1, { error: empty, abort: true })
    .max(100, { error: MESSAGES.nameTooLong });

const token = z
  .string({ error: (iss) => (isAbsent(iss.input) ? MESSAGES.tokenMissing : MESSAGES.invalidLink) })
  .min(1, { error: MESSAGES.tokenMissing, abort: true })
  .max(200, { error: MESSAGES.invalidLink });

export const loginBody = z.object({ email: emailSchema, password: loginPassword });

export const signUpBody = z.object({
  firstName: name('First name', MESSAGES.firstNameEmpty),
  lastName: name('Last name', MESSAGES.lastNameEmpty),
  email: emailSchema,
  password: newPasswordSchema,
  steps: z.boolean({ error: MESSAGES.wrongType('steps', 'true or false') }).optional(),
});

export const sendMagicLinkBody = z.object({ email: emailSchema, returnTo: z.unknown().optional() });

export const magicLinkLoginBody = z.object({ token, email: emailSchema });

export const resetPasswordBody = z.object({ email: emailSchema });

export const newsletterBody = z.object({ email: emailSchema });

export const setNewPasswordBody = z.object({ token, password: newPasswordSchema });

/** The account page's change of password: the current one (absent for magic-link-only members) and the new. */
export const changePasswordBody = z.object({
  current: z.string({ error: MESSAGES.wrongType('Current password', 'a string') }).max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong }).optional(),
  next: newPasswordSchema,
});

/** Validates a JSON body; the first problem becomes a 400 invalid-input with its message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // Express leaves the body undefined when the request had none.
  const input = body === undefined ? {} : body;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidInputError(MESSAGES.bodyNotObject);
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidInputError(result.error.issues[0]?.message ?? MESSAGES.bodyNotObject);
  return result.data;
}

/** `value` when it is a path on this site (shared/links.ts isSafeLocalPath), else null. */
export function safeReturnTo(value: unknown): string | null {
  return isSafeLocalPath(value) ? value : null;
}

export const COOKIE_READY_ID = /^[A-Za-z0-9_-]{1,64}$/;
