/**
 * What every Stripe event handler shares (subscriptions in stripe-events.ts, gifts in server/gifts/stripe-events.ts):
 * our provider name, the event's shape, and the loose zod pieces payloads are read through (only the
 * fields we use), so any API version's shape works and odd ones are refused cleanly.
 */
import { z } from 'zod';
import { InvalidInputError } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { stripControl } from '../accounts/validation.js';

/** The subscriptions table's provider for Stripe's subscriptions. */
export const STRIPE = 'stripe';

/**
 * Metadata a subscription is given when its member deletes their account (server/members/data.ts):
 * its later events are acknowledged and ignored, so they cannot make the member again.
 */
export const DELETED_ACCOUNT_KEY = 'accountDeleted';

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

/** Stripe ids ('sub_…', 'cus_…'); the shape also keeps NUL and other oddities out of the database. */
export const stripeId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);
/** Free text (tier names, emails) is cut to a sane length and stripped of control characters. */
export const text = z.string().transform((s) => stripControl(s).slice(0, 255));
export const ref = z.union([stripeId, z.looseObject({ id: stripeId, email: text.nullish() })]);
export const metadata = z.record(z.string(), text).nullish();

export const idOf = (r: z.infer<typeof ref> | null | undefined) => (typeof r === 'string' ? r : r?.id ?? null);
export const emailOf = (value: string | null | undefined) =>
  value && z.regexes.email.test(value.trim()) ? value.trim().toLowerCase() : null;

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidInputError(MESSAGES.stripeBadPayload);
  return result.data;
}

