/**
 * The reminder a week before a redeemed gift subscription ends: its recipient is emailed the end
 * date and a link to keep reading as a paying member (/subscribe, whose Checkout starts the paid
 * period when the gift ends: server/billing/billing-service.ts, a trial until then). One reminder per
 * gift (the gift_reminders table's key): a second run, another replica's run or the CLI's
 * `send-reminders` at the same time sends none again. A member whose premium goes on past the gift
 * (a renewing Stripe subscription, a later gift, an operator's grant) gets none.
 *
 * runGiftReminders(asOf) is the one entry; startDailyGiftReminders is the server's daily trigger
 * (server/main.ts), the one place to move it onto a job scheduler.
 */
import type { Logger } from 'pino';
import type { Accounts } from '../accounts/index.js';
import { STRIPE } from '../billing/stripe-payloads.js';
import { premiumEnd, premiumUntil, OPEN_ENDED } from '../members/premium-until.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { GIFT_PROVIDER } from './service.js';

/** Where the reminder's "Keep reading" leads: the subscribe page, whose Checkout starts when the gift ends. */
export const REMINDER_LINK_PATH = '/subscribe';
/** A gift is reminded of this long before it ends. */
export const REMINDER_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface GiftReminderDeps {
  accounts: Accounts;
  publicUrl: string;
}

export type ReminderSkip = 'continued' | 'already-reminded';

export interface GiftReminderRun {
  asOf: string;
  sent: { email: string; endsAt: string }[];
  skipped: { email: string; endsAt: string; reason: ReminderSkip }[];
}

/** "12 January 2027": how the email names the day (UTC, as the gift's end is stored). */
export const reminderDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);

interface Candidate {
  gift_id: string;
  user_id: string;
  email: string;
  ends_at: Date | string;
  reminded: boolean;
}

/**
 * Sends the reminders due at `asOf`: every redeemed gift ending within the next seven days whose
 * member's premium stops with it. Gifts reminded already are listed as skipped, not sent again.
 */
export async function runGiftReminders({ accounts, publicUrl }: GiftReminderDeps, asOf: Date): Promise<GiftReminderRun> {
  const run: GiftReminderRun = { asOf: asOf.toISOString(), sent: [], skipped: [] };
  const { rows } = await accounts.db.query<Candidate>(
    `SELECT g.id AS gift_id, s.user_id, u.email, s.current_period_end AS ends_at, (r.gift_id IS NOT NULL) AS reminded
     FROM subscriptions s
     JOIN gift_subscriptions g ON g.id::text = s.provider_ref
     JOIN users u ON u.id = s.user_id
     LEFT JOIN gift_reminders r ON r.gift_id = g.id
     WHERE s.provider = $1 AND s.status = 'active' AND s.current_period_end > $2 AND s.current_period_end <= $3
     ORDER BY s.current_period_end`,
    [GIFT_PROVIDER, asOf, new Date(asOf.getTime() + REMINDER_AHEAD_MS)],
  );
  const link = absoluteUrl(publicUrl, REMINDER_LINK_PATH);
  for (const c of rows) {
    const endsAt = new Date(c.ends_at);
    const entry = { email: c.email, endsAt: endsAt.toISOString() };
    if (c.reminded) {
      run.skipped.push({ ...entry, reason: 'already-reminded' });
      continue;
    }
    const held = await accounts.subscriptions.listForUser(c.user_id);
    const others = held.filter((s) => !(s.provider === GIFT_PROVIDER && s.providerRef === c.gift_id));
    // Continued: a Stripe subscription that renews (bought during the gift, trialing until its end),
    // or premium of another kind lasting past the gift.
    const renewing = others.some((s) => s.provider === STRIPE && premiumEnd(s, asOf) !== null && !s.cancelAtPeriodEnd);
    const until = premiumUntil(others, asOf);
    if (renewing || until === OPEN_ENDED || (until instanceof Date && until.getTime() > endsAt.getTime())) {
      run.skipped.push({ ...entry, reason: 'continued' });
      continue;
    }
    // The row and the mail together: a mail that cannot be sent leaves no row, and the next run tries again.
    const sent = await accounts.transaction(async (tx) => {
      const inserted = await tx.db.query<{ gift_id: string }>(
        `INSERT INTO gift_reminders (gift_id, user_id, ends_at, sent_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (gift_id) DO NOTHING RETURNING gift_id`,
        [c.gift_id, c.user_id, endsAt, asOf],
      );
      if (inserted.rows.length === 0) return false;
      await accounts.mailer.sendGiftReminder(c.email, { endsOn: reminderDate(endsAt), link });
      return true;
    });
    if (sent) run.sent.push(entry);
    else run.skipped.push({ ...entry, reason: 'already-reminded' });
  }
  return run;
}

/**
 * The server's daily run: once soon after start, then every day, on an unref'd timer (it never keeps
 * the process alive). Every replica runs it; the unique gift_reminders row makes one of them send.
 * Returns the stop function.
 */
export function startDailyGiftReminders(deps: GiftReminderDeps & { logger: Logger; firstRunMs?: number }): () => void {
  const tick = () => {
    runGiftReminders(deps, deps.accounts.now())
      .then((run) => {
        if (run.sent.length > 0) deps.logger.info({ sent: run.sent.length, asOf: run.asOf }, 'gift reminders sent');
      })
      .catch((err: unknown) => deps.logger.warn({ err }, 'gift reminders: the run failed; the next one tries again'));
  };
  const first = setTimeout(tick, deps.firstRunMs ?? 0);
  first.unref();
  const daily = setInterval(tick, DAY_MS);
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
