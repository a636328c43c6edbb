/**
 * The operator's commands of offers and gift reminders (server/accounts/admin.ts runs them, in the
 * CLI's process or in the server holding the database): create-offer, end-offer, send-reminders.
 */
import { z } from 'zod';
import type { Accounts, AccountServices } from '../accounts/index.js';
import { parseBody } from '../accounts/validation.js';
import { createOffer, createOfferArgs, endOffer, endOfferArgs, type Offer } from './offers.js';
import { runGiftReminders, type GiftReminderRun } from '../gifts/reminders.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { offerPath } from '../../shared/offers.js';
import { GIFT_REMINDER } from '../../shared/offer-messages.js';

export const OFFER_ADMIN_COMMANDS = ['create-offer', 'end-offer', 'send-reminders'] as const;
export type OfferAdminCommand = (typeof OFFER_ADMIN_COMMANDS)[number];

export interface OfferSummary {
  code: string;
  kind: Offer['kind'];
  value: number;
  months: number | null;
  tier: string | null;
  cadence: Offer['cadence'];
  endsAt: string | null;
  endedAt: string | null;
  limit: number | null;
  redemptions: number;
  /** The offer's landing page. */
  url: string;
}

export type OfferAdminResult =
  | { command: 'create-offer' | 'end-offer'; offer: OfferSummary }
  | ({ command: 'send-reminders' } & GiftReminderRun);

export const isOfferAdminCommand = (c: string): c is OfferAdminCommand => (OFFER_ADMIN_COMMANDS as readonly string[]).includes(c);

const summary = (o: Offer, publicUrl: string): OfferSummary => ({
  code: o.code,
  kind: o.kind,
  value: o.value,
  months: o.months,
  tier: o.tier,
  cadence: o.cadence,
  endsAt: o.endsAt?.toISOString() ?? null,
  endedAt: o.endedAt?.toISOString() ?? null,
  limit: o.maxRedemptions,
  redemptions: o.redemptions,
  url: absoluteUrl(publicUrl, offerPath(o.code)),
});

/** `--as-of DATE`: YYYY-MM-DD (that day, 00:00 UTC) or an ISO date and time; absent: now. */
const asOfArgs = z.object({
  asOf: z
    .string({ error: GIFT_REMINDER.asOfInvalid })
    .transform((raw, ctx) => {
      const s = raw.trim();
      const day = /^\d{4}-\d{2}-\d{2}$/.test(s);
      const at = day ? new Date(`${s}T00:00:00.000Z`) : /^\d{4}-\d{2}-\d{2}T/.test(s) ? new Date(s) : new Date(NaN);
      if (Number.isNaN(at.getTime()) || (day && at.toISOString().slice(0, 10) !== s)) {
        ctx.addIssue({ code: 'custom', message: GIFT_REMINDER.asOfInvalid });
        return z.NEVER;
      }
      return at;
    })
    .optional(),
});

export async function runOfferCommand(
  s: AccountServices | Accounts,
  command: OfferAdminCommand,
  args: unknown,
  publicUrl: string,
): Promise<OfferAdminResult> {
  const now = 'now' in s ? s.now() : new Date();
  if (command === 'create-offer') {
    return { command, offer: summary(await createOffer(s.db, parseBody(createOfferArgs(now), args), now), publicUrl) };
  }
  if (command === 'end-offer') {
    return { command, offer: summary(await endOffer(s.db, parseBody(endOfferArgs, args).code, now), publicUrl) };
  }
  const { asOf } = parseBody(asOfArgs, args);
  if (!('mailer' in s)) throw new Error('send-reminders needs the mailer');
  return { command, ...(await runGiftReminders({ accounts: s, publicUrl }, asOf ?? now)) };
}
