/**
 * Versioned schema migrations, applied at start-up in one transaction. Safe to run again (applied
 * versions are skipped) and from several web containers at once (an advisory lock serialises them).
 * Never edit a shipped migration: add the next version.
 */
import type { Db } from './db.js';

interface Migration {
  version: number;
  name: string;
  /** One statement each: PGlite's extended protocol runs a single statement per query. */
  statements: string[];
}

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'accounts',
    statements: [
      `CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      )`,
      `CREATE INDEX sessions_user_id ON sessions (user_id)`,
      `CREATE INDEX sessions_expires_at ON sessions (expires_at)`,
      `CREATE TABLE login_tokens (
        token_hash text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('magic-link', 'password-reset')),
        email text NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        return_to text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE INDEX login_tokens_user_id ON login_tokens (user_id)`,
      `CREATE INDEX login_tokens_expires_at ON login_tokens (expires_at)`,
      `CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL,
        tier text,
        current_period_end timestamptz,
        provider text NOT NULL,
        provider_ref text NOT NULL,
        customer_ref text,
        provider_event_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_ref)
      )`,
      `CREATE INDEX subscriptions_user_id ON subscriptions (user_id)`,
      `CREATE INDEX subscriptions_customer ON subscriptions (provider, customer_ref)`,
      `CREATE TABLE webhook_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`,
    ],
  },
  {
    version: 2,
    name: 'newsletter',
    statements: [
      `CREATE TABLE newsletter_signups (
        email text PRIMARY KEY CHECK (email = lower(email) AND length(email) <= 254),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 3,
    name: 'rate-limits',
    statements: [
      // Sign-in counters shared by every replica (server/http/rate-limit-store.ts).
      `CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`,
      `CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)`,
    ],
  },
  {
    version: 4,
    name: 'subscription-cancel-at-period-end',
    statements: [
      // The account page says 'Renews on' or 'Ends on' (Stripe's cancel_at_period_end).
      `ALTER TABLE subscriptions ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false`,
    ],
  },
  {
    version: 5,
    name: 'gift-links',
    statements: [
      // A premium member's gift of one story (server/gift-links/service.ts): the token's hash, and the
      // token sealed with the server's secret so the same link can be given again; never the token itself.
      `CREATE TABLE gift_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        token_sealed text NOT NULL,
        giver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('article', 'feature')),
        slug text NOT NULL,
        path text NOT NULL,
        title text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        opens integer NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX gift_links_giver_created ON gift_links (giver_id, created_at)`,
    ],
  },
  {
    version: 6,
    name: 'gift-subscriptions',
    statements: [
      // Gift subscriptions bought on /gift (or issued by an operator): the code is made when the
      // payment is confirmed and only its hash is kept; the recipient's email carries the code.
      `CREATE TABLE gift_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_hash text UNIQUE,
        buyer_email text,
        buyer_name text NOT NULL,
        recipient_email text NOT NULL CHECK (recipient_email = lower(recipient_email) AND length(recipient_email) <= 254),
        message text NOT NULL DEFAULT '',
        tier text NOT NULL,
        months integer NOT NULL CHECK (months BETWEEN 1 AND 36),
        stripe_session_id text UNIQUE,
        payment_intent text,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'redeemed', 'void')),
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        redeemed_at timestamptz,
        voided_at timestamptz,
        redeemed_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`,
      `CREATE INDEX gift_subscriptions_payment_intent ON gift_subscriptions (payment_intent)`,
      `CREATE INDEX gift_subscriptions_redeemed_by ON gift_subscriptions (redeemed_by)`,
    ],
  },
  {
    version: 7,
    name: 'preview-revocations',
    statements: [
      // Preview cookies an exit ended (server/accounts/preview-revocations.ts): the ticket's id until
      // its lifetime would have ended anyway; shared by every replica.
      `CREATE TABLE preview_revocations (
        id text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX preview_revocations_expires_at ON preview_revocations (expires_at)`,
    ],
  },
  {
    version: 8,
    name: 'newsletter-choices',
    statements: [
      // A member's explicit choice per newsletter (server/newsletters/): no row means the newsletter's
      // own default (on for new members or not), so members created by any path get the default-on ones.
      `CREATE TABLE member_newsletters (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        newsletter text NOT NULL,
        subscribed boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, newsletter)
      )`,
      // Double opt-in of the site's sign-up forms: the newsletters asked for wait in `pending` until
      // the address confirms (confirmed_at); nothing is ever sent to an address without confirmed_at.
      `ALTER TABLE newsletter_signups ADD COLUMN confirmed_at timestamptz`,
      `ALTER TABLE newsletter_signups ADD COLUMN newsletters text[] NOT NULL DEFAULT '{}'`,
      `ALTER TABLE newsletter_signups ADD COLUMN pending text[] NOT NULL DEFAULT '{}'`,
      `ALTER TABLE login_tokens DROP CONSTRAINT login_tokens_purpose_check`,
      `ALTER TABLE login_tokens ADD CONSTRAINT login_tokens_purpose_check
        CHECK (purpose IN ('magic-link', 'password-reset', 'newsletter-confirm'))`,
    ],
  },
  {
    version: 9,
    name: 'newsletter-suppressions',
    statements: [
      // Addresses no newsletter is sent to again: a hard bounce or a spam complaint reported by the mail
      // provider (POST /api/newsletters/events). Every send leaves them out (server/newsletters/).
      `CREATE TABLE newsletter_suppressions (
        email text PRIMARY KEY CHECK (email = lower(email)),
        reason text NOT NULL CHECK (reason IN ('bounce', 'complaint')),
        detail text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 10,
    name: 'newsletter-sends',
    statements: [
      // One send of a story to a newsletter (server/newsletters/sending/): a story goes to a newsletter
      // once; a resend (the operator's --resend) is a row of its own, outside the unique index.
      `CREATE TABLE newsletter_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        newsletter text NOT NULL,
        story text NOT NULL,
        story_title text NOT NULL DEFAULT '',
        resend boolean NOT NULL DEFAULT false,
        requested_by text NOT NULL,
        recipients integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`,
      `CREATE UNIQUE INDEX newsletter_sends_once ON newsletter_sends (newsletter, story) WHERE NOT resend`,
      // The recipients, snapshot when the send is queued: one row per address, in numbered batches
      // (one queue job each). sent_at is set the moment the mail server accepts the message, so a
      // batch run again after a crash skips it; skipped says why an address got nothing.
      `CREATE TABLE newsletter_deliveries (
        send_id uuid NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
        email text NOT NULL,
        full_text boolean NOT NULL,
        batch integer NOT NULL,
        sent_at timestamptz,
        skipped text,
        PRIMARY KEY (send_id, email)
      )`,
      `CREATE INDEX newsletter_deliveries_batch ON newsletter_deliveries (send_id, batch)`,
      // What is left of a send: whether it is finished is asked after every batch, without reading the sent rows.
      `CREATE INDEX newsletter_deliveries_pending ON newsletter_deliveries (send_id) WHERE sent_at IS NULL AND skipped IS NULL`,
    ],
  },
  {
    version: 11,
    name: 'metered-reads-and-member-sources',
    statements: [
      // Metered reads (server/members/meter.ts): the premium stories a free member read in full, one
      // row per member, calendar month (UTC, its first day) and story path; a reread is the same row.
      `CREATE TABLE metered_reads (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        month date NOT NULL,
        path text NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, month, path)
      )`,
      // What brought each member (server/members/sources.ts): the local path a sign-up or a checkout
      // came from and how the reader reached it. One sign-up row per member; a checkout row per start.
      `CREATE TABLE member_sources (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event text NOT NULL CHECK (event IN ('sign-up', 'checkout')),
        path text NOT NULL,
        via text NOT NULL CHECK (via IN ('page', 'gift-link', 'newsletter', 'offer', 'gift')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX member_sources_sign_up ON member_sources (user_id) WHERE event = 'sign-up'`,
      `CREATE INDEX member_sources_created_at ON member_sources (created_at)`,
    ],
  },
  {
    version: 12,
    name: 'offers-and-gift-reminders',
    statements: [
      // Offers (server/offers/): a code giving a discount for some months or a free trial, from
      // `npm run accounts -- create-offer` (source 'cli') or mirrored from a published Studio `offer`
      // document (source 'studio'). value: percent off (1-100), amount off in the currency's minor
      // unit, or trial days, by kind. Redemptions are counted here whatever the source.
      `CREATE TABLE offers (
        code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,39}$'),
        source text NOT NULL CHECK (source IN ('cli', 'studio')),
        kind text NOT NULL CHECK (kind IN ('percent', 'amount', 'trial')),
        value integer NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
        months integer CHECK (months BETWEEN 1 AND 36),
        tier text,
        cadence text NOT NULL DEFAULT 'monthly' CHECK (cadence IN ('monthly', 'yearly')),
        ends_at timestamptz,
        max_redemptions integer CHECK (max_redemptions > 0),
        ended_at timestamptz,
        stripe_coupon text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // One row per paid Checkout Session that used an offer, written by the Stripe webhook.
      `CREATE TABLE offer_redemptions (
        session_id text PRIMARY KEY,
        code text NOT NULL REFERENCES offers (code) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        redeemed_at timestamptz NOT NULL
      )`,
      `CREATE INDEX offer_redemptions_code ON offer_redemptions (code)`,
      // The reminder a week before a redeemed gift ends (server/gifts/reminders.ts): one per gift,
      // whichever replica or command sends it first. No foreign key to gift_subscriptions: a redeemed
      // gift is never deleted, and its table stays truncatable on its own (tests, operators).
      `CREATE TABLE gift_reminders (
        gift_id uuid PRIMARY KEY,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ends_at timestamptz NOT NULL,
        sent_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    version: 13,
    name: 'library-and-preferences',
    statements: [
      // A reader's library (server/library/): stories saved for later, stories read (a reread moves
      // the row to the top), and the authors, sections and tags followed. Paths are the stories' site
      // paths; titles are what the story was called when saved or read (shown if it is later unpublished).
      `CREATE TABLE saved_stories (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        path text NOT NULL CHECK (length(path) <= 300),
        title text NOT NULL DEFAULT '',
        saved_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, path)
      )`,
      `CREATE INDEX saved_stories_newest ON saved_stories (user_id, saved_at DESC)`,
      `CREATE TABLE reading_history (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        path text NOT NULL CHECK (length(path) <= 300),
        title text NOT NULL DEFAULT '',
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, path)
      )`,
      `CREATE INDEX reading_history_newest ON reading_history (user_id, read_at DESC)`,
      `CREATE TABLE follows (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('author', 'section', 'tag')),
        slug text NOT NULL CHECK (length(slug) <= 200),
        name text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, slug)
      )`,
      // A member's settings, remembered on the server for every device: whether reads are kept, the
      // colour scheme and text size (applied before first paint), and reply emails for comments.
      `CREATE TABLE member_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        history boolean NOT NULL DEFAULT true,
        theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
        text_size text NOT NULL DEFAULT 'medium' CHECK (text_size IN ('small', 'medium', 'large', 'x-large')),
        comment_replies boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      // A member's private feed address: the token is kept hashed; a new address retires the old one
      // (retired_at), whose feed then answers 410.
      `CREATE TABLE library_feeds (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`,
      `CREATE UNIQUE INDEX library_feeds_current ON library_feeds (user_id) WHERE retired_at IS NULL`,
    ],
  },
  {
    version: 14,
    name: 'comments',
    statements: [
      // Staff moderate comments (`npm run accounts -- grant-staff EMAIL`); a barred member may not comment.
      `ALTER TABLE users ADD COLUMN staff boolean NOT NULL DEFAULT false`,
      `ALTER TABLE users ADD COLUMN comments_barred_at timestamptz`,
      // Member comments under a story (server/comments/): plain text, one level of replies. A deleted
      // account leaves its comments without a name (user_id NULL). held_at: a new member's comment with
      // a link waits for review; hidden_at: staff took it out of the thread (its author still sees it).
      `CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        path text NOT NULL CHECK (length(path) <= 300),
        parent_id uuid REFERENCES comments (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz,
        held_at timestamptz,
        hidden_at timestamptz,
        hidden_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`,
      `CREATE INDEX comments_thread ON comments (path, created_at)`,
      `CREATE INDEX comments_replies ON comments (parent_id) WHERE parent_id IS NOT NULL`,
      `CREATE INDEX comments_by_member ON comments (user_id, created_at)`,
      `CREATE TABLE comment_likes (
        comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`,
      `CREATE TABLE comment_reports (
        id bigserial PRIMARY KEY,
        comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`,
      `CREATE UNIQUE INDEX comment_reports_once ON comment_reports (comment_id, user_id) WHERE resolved_at IS NULL`,
      `CREATE INDEX comment_reports_open ON comment_reports (created_at) WHERE resolved_at IS NULL`,
    ],
  },
];

/** Arbitrary constant shared by every Colophon process that migrates this database. */
const MIGRATION_LOCK_ID = 7_210_451;

/** Applies the pending migrations; returns the versions it applied. */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => Number(r.version)));
    const ran: number[] = [];
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const sql of m.statements) await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      ran.push(m.version);
    }
    return ran;
  });
}

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
/** Every version the migrations define, in the order they apply. */
export const SCHEMA_VERSIONS: readonly number[] = MIGRATIONS.map((m) => m.version);
