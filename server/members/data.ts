/**
 * A member's own data (docs/features/account-data.md), free of HTTP: everything we hold about them
 * as one JSON document (GET /api/account/export), and the deletion of the account with what hangs
 * on it (DELETE /api/account). MEMBER_COLUMNS names every column of the schema that points at a
 * member (their id or their address); a test compares it with the database's own catalogue, so a
 * new table about members cannot be left out of the export or the deletion unnoticed.
 */
import type Stripe from 'stripe';
import type { Accounts } from '../accounts/index.js';
import type { Queryable, SqlParam } from '../accounts/db.js';
import { ENDED_STATUSES } from '../accounts/subscriptions.js';
import { hashToken } from '../accounts/sessions.js';
import { verifyPassword } from '../accounts/passwords.js';
import type { User } from '../accounts/users.js';
import { ForbiddenError, InvalidCredentialError, InvalidInputError, ServiceUnavailableError, UnauthenticatedError } from '../domain-errors.js';
import { callStripe } from '../billing/stripe-gateway.js';
import { DELETED_ACCOUNT_KEY, STRIPE } from '../billing/stripe-payloads.js';
import { ACCOUNT_DATA } from '../../shared/account-data-messages.js';
import { FRESH_SIGN_IN_MS, NO_PASSWORD_CODE, type AccountExport } from '../../shared/account-data.js';

/**
 * Every `table.column` that holds a member's id or email address, and the export's key it is found
 * under. On deletion every one of them is emptied of the member (deleted, or set to NULL by the
 * schema) except those in KEPT_AFTER_DELETE.
 */
export const MEMBER_COLUMNS: Readonly<Record<string, string>> = {
  'users.email': 'profile',
  'sessions.user_id': 'sessions',
  'login_tokens.user_id': 'emailedLinks',
  'login_tokens.email': 'emailedLinks',
  'subscriptions.user_id': 'subscriptions',
  'newsletter_signups.email': 'newsletterSignup',
  'member_newsletters.user_id': 'newsletters',
  'newsletter_suppressions.email': 'newsletterSuppression',
  'newsletter_deliveries.email': 'newslettersSent',
  'gift_links.giver_id': 'giftLinks',
  'gift_subscriptions.buyer_email': 'giftsGiven',
  'gift_subscriptions.recipient_email': 'giftsReceived',
  'gift_subscriptions.redeemed_by': 'giftsReceived',
  'gift_reminders.user_id': 'giftReminders',
  'metered_reads.user_id': 'meteredReads',
  'member_sources.user_id': 'sources',
  'offer_redemptions.user_id': 'offerRedemptions',
  'saved_stories.user_id': 'saved',
  'reading_history.user_id': 'history',
  'follows.user_id': 'follows',
  'member_preferences.user_id': 'preferences',
  'library_feeds.user_id': 'libraryFeeds',
  'comments.user_id': 'comments',
  'comments.hidden_by': 'commentsHidden',
  'comment_likes.user_id': 'commentLikes',
  'comment_reports.user_id': 'commentReports',
};

/**
 * What stays after a deletion: a gift someone else bought for the member's address is the buyer's
 * purchase (and may still be waiting to be redeemed); it is no longer linked to any account.
 */
export const KEPT_AFTER_DELETE: readonly string[] = ['gift_subscriptions.recipient_email'];

/** Stripe statuses of a subscription that still charges (or will): cancelled at period end on deletion. */
const PAYING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export interface AccountDataService {
  /** Everything we hold about the member behind this session. */
  exportFor(sessionToken: string | undefined): Promise<AccountExport>;
  /**
   * Deletes the member behind this session, confirmed by their password (or, without one, their
   * email address typed within FRESH_SIGN_IN_MS of signing in); every session of theirs ends.
   */
  deleteAccount(sessionToken: string | undefined, confirm: { password?: string; email?: string }): Promise<void>;
}

export interface AccountDataDeps {
  accounts: Accounts;
  /** The app's one Stripe client (server/billing/stripe-gateway.ts); null without STRIPE_SECRET_KEY. */
  stripe: Stripe | null;
}

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A row as the export shows it: camelCase keys, dates as ISO strings. */
function plain(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[camel(k)] = v instanceof Date ? v.toISOString() : v;
  return out;
}

async function rows(db: Queryable, sql: string, params: SqlParam[]): Promise<Row[]> {
  return (await db.query<Row>(sql, params)).rows.map(plain);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The sections of the export beyond the profile, one query each (no token, hash or secret among them). */
async function sections(db: Queryable, user: User): Promise<Record<string, unknown>> {
  const id = [user.id];
  const email = [user.email];
  const signup = await rows(db, 'SELECT created_at, confirmed_at, newsletters, pending FROM newsletter_signups WHERE email = $1', email);
  const suppression = await rows(db, 'SELECT reason, detail, created_at FROM newsletter_suppressions WHERE email = $1', email);
  const preferences = await rows(db, 'SELECT history, theme, text_size, comment_replies, updated_at FROM member_preferences WHERE user_id = $1', id);
  return {
    sessions: await rows(db, 'SELECT created_at, expires_at, last_seen_at FROM sessions WHERE user_id = $1 ORDER BY created_at', id),
    emailedLinks: await rows(
      db,
      'SELECT purpose, email, return_to, created_at, expires_at, used_at FROM login_tokens WHERE user_id = $1 OR email = $2 ORDER BY created_at',
      [user.id, user.email],
    ),
    subscriptions: await rows(
      db,
      `SELECT provider, provider_ref, customer_ref, status, tier, current_period_end, cancel_at_period_end, created_at, updated_at
       FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      id,
    ),
    newsletters: await rows(db, 'SELECT newsletter, subscribed, updated_at FROM member_newsletters WHERE user_id = $1 ORDER BY newsletter', id),
    newsletterSignup: signup[0] ?? null,
    newsletterSuppression: suppression[0] ?? null,
    newslettersSent: await rows(
      db,
      `SELECT s.newsletter, s.story, s.story_title, d.full_text, d.sent_at, d.skipped
       FROM newsletter_deliveries d JOIN newsletter_sends s ON s.id = d.send_id WHERE d.email = $1 ORDER BY s.created_at`,
      email,
    ),
    giftLinks: await rows(
      db,
      'SELECT kind, slug, path, title, created_at, expires_at, revoked_at, opens FROM gift_links WHERE giver_id = $1 ORDER BY created_at',
      id,
    ),
    giftsGiven: await rows(
      db,
      `SELECT recipient_email, buyer_name, message, tier, months, status, created_at, paid_at, redeemed_at, voided_at
       FROM gift_subscriptions WHERE buyer_email = $1 ORDER BY created_at`,
      email,
    ),
    giftsReceived: await rows(
      db,
      `SELECT buyer_name, message, tier, months, status, created_at, paid_at, redeemed_at, voided_at
       FROM gift_subscriptions WHERE recipient_email = $1 OR redeemed_by = $2 ORDER BY created_at`,
      [user.email, user.id],
    ),
    giftReminders: await rows(db, 'SELECT gift_id, ends_at, sent_at FROM gift_reminders WHERE user_id = $1 ORDER BY sent_at', id),
    // to_char: a `date` would become a local-time Date in node-postgres.
    meteredReads: await rows(db, `SELECT to_char(month, 'YYYY-MM') AS month, path, read_at FROM metered_reads WHERE user_id = $1 ORDER BY read_at`, id),
    sources: await rows(db, 'SELECT event, path, via, created_at FROM member_sources WHERE user_id = $1 ORDER BY created_at', id),
    offerRedemptions: await rows(db, 'SELECT code, redeemed_at FROM offer_redemptions WHERE user_id = $1 ORDER BY redeemed_at', id),
    saved: await rows(db, 'SELECT path, title, saved_at FROM saved_stories WHERE user_id = $1 ORDER BY saved_at DESC', id),
    history: await rows(db, 'SELECT path, title, read_at FROM reading_history WHERE user_id = $1 ORDER BY read_at DESC', id),
    follows: await rows(db, 'SELECT kind, slug, name, created_at FROM follows WHERE user_id = $1 ORDER BY created_at', id),
    preferences: preferences[0] ?? null,
    // When each private feed address was made and retired; never the address (its token) itself.
    libraryFeeds: await rows(db, 'SELECT created_at, retired_at FROM library_feeds WHERE user_id = $1 ORDER BY created_at', id),
    comments: await rows(
      db,
      `SELECT id, path, parent_id, body, created_at, edited_at, deleted_at, held_at, hidden_at
       FROM comments WHERE user_id = $1 ORDER BY created_at`,
      id,
    ),
    commentsHidden: await rows(db, 'SELECT id AS comment_id, path, hidden_at FROM comments WHERE hidden_by = $1 ORDER BY hidden_at', id),
    commentLikes: await rows(db, 'SELECT comment_id, created_at FROM comment_likes WHERE user_id = $1 ORDER BY created_at', id),
    commentReports: await rows(
      db,
      'SELECT comment_id, reason, created_at, resolved_at FROM comment_reports WHERE user_id = $1 ORDER BY created_at',
      id,
    ),
  };
}

export function createAccountDataService({ accounts, stripe }: AccountDataDeps): AccountDataService {
  const member = async (token: string | undefined): Promise<User> => {
    const user = await accounts.sessions.resolve(token);
    if (!user) throw new UnauthenticatedError();
    return user;
  };

  /** The password, or for a member without one their address typed on a fresh sign-in. */
  const confirmed = async (user: User, token: string | undefined, { password, email }: { password?: string; email?: string }) => {
    if (user.passwordHash) {
      if (password === undefined || password === '') throw new InvalidInputError(ACCOUNT_DATA.passwordMissing);
      if (!(await verifyPassword(password, user.passwordHash))) throw new InvalidCredentialError(ACCOUNT_DATA.wrongPassword);
      return;
    }
    if (password !== undefined && email === undefined) throw new InvalidInputError(ACCOUNT_DATA.passwordNotExpected, NO_PASSWORD_CODE);
    if (email === undefined || email.trim() === '') throw new InvalidInputError(ACCOUNT_DATA.emailMissing);
    if (email.trim().toLowerCase() !== user.email) throw new InvalidInputError(ACCOUNT_DATA.emailMismatch, 'email-mismatch');
    // The session must be new: whoever finds an unattended browser cannot delete on an old one.
    const { rows: found } = await accounts.db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [hashToken(token ?? '')]);
    const signedInAt = found[0] ? new Date(found[0].created_at).getTime() : 0;
    if (accounts.now().getTime() - signedInAt > FRESH_SIGN_IN_MS) throw new ForbiddenError(ACCOUNT_DATA.staleSession);
  };

  /**
   * Each Stripe subscription that has not ended stops renewing (cancel at period end, no refund)
   * and is marked as an account's that was deleted, without our member id or address, so its later
   * events (the update, the end) do not make the member again (server/billing/stripe-events.ts).
   */
  const stopStripe = async (userId: string) => {
    const ended: readonly string[] = ENDED_STATUSES;
    const live = (await accounts.subscriptions.listForUser(userId)).filter((s) => s.provider === STRIPE && !ended.includes(s.status));
    if (!live.length) return;
    if (!stripe) throw new ServiceUnavailableError('billing-not-configured', ACCOUNT_DATA.billingNotConfigured);
    for (const sub of live) {
      await callStripe(
        () =>
          stripe.subscriptions.update(sub.providerRef, {
            ...(PAYING.has(sub.status) ? { cancel_at_period_end: true } : {}),
            // Stripe deletes a metadata key given an empty value.
            metadata: { userId: '', email: '', [DELETED_ACCOUNT_KEY]: 'true' },
          }),
        ACCOUNT_DATA.billingUnavailable,
      );
    }
  };

  return {
    async exportFor(token) {
      const user = await member(token);
      const [{ rows: extra }, premium] = await Promise.all([
        accounts.db.query<{ staff: boolean; comments_barred_at: Date | null }>('SELECT staff, comments_barred_at FROM users WHERE id = $1', [user.id]),
        accounts.subscriptions.isActive(user.id),
      ]);
      return {
        exportedAt: accounts.now().toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          createdAt: user.createdAt.toISOString(),
          hasPassword: user.passwordHash !== null,
          staff: extra[0]?.staff === true,
          commentsBarredAt: iso(extra[0]?.comments_barred_at ?? null),
        },
        plan: { premium },
        ...(await sections(accounts.db, user)),
      };
    },

    async deleteAccount(token, confirm) {
      const user = await member(token);
      await confirmed(user, token, confirm);
      // Stripe first: if it cannot be reached, nothing here has changed and the member is told so.
      await stopStripe(user.id);
      await accounts.transaction(async (tx) => {
        const { db } = tx;
        await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        // What is kept by address rather than by id.
        await db.query('DELETE FROM newsletter_signups WHERE email = $1', [user.email]);
        await db.query('DELETE FROM newsletter_suppressions WHERE email = $1', [user.email]);
        await db.query('DELETE FROM newsletter_deliveries WHERE email = $1', [user.email]);
        await db.query('DELETE FROM login_tokens WHERE user_id = $1 OR email = $2', [user.id, user.email]);
        // Gifts the member bought stay with their recipients, without the buyer's name or address.
        await db.query(`UPDATE gift_subscriptions SET buyer_email = NULL, buyer_name = '' WHERE buyer_email = $1`, [user.email]);
        // The rest hangs on the member's row: its deletion cascades (sessions included, so every
        // device is signed out), or leaves comments, reports and redemptions without a name (SET NULL).
        await db.query('DELETE FROM users WHERE id = $1', [user.id]);
      });
    },
  };
}
