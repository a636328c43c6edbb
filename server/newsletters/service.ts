/**
 * Newsletters and who gets them (docs/features/accounts.md#newsletters): the catalogue (newsletter
 * documents of the content source), members' choices (member_newsletters), the double opt-in of
 * readers without an account (newsletter_signups), and the operator's import of members. Free of
 * HTTP: server/newsletters/router.ts validates requests and answers them.
 */
import type { Db, Queryable } from '../accounts/db.js';
import type { TokenService } from '../accounts/tokens.js';
import { hashToken, isTokenShaped } from '../accounts/sessions.js';
import { normalizeEmail } from '../accounts/users.js';
import { decideChoices, memberNewsletters, type MemberNewsletter, type Newsletter } from './choices.js';
import { DomainError, InvalidInputError } from '../domain-errors.js';

/** How long a newsletter confirmation link works: a reader may open their mail days later. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewsletterService {
  /** Every newsletter, in the editors' order. */
  catalogue(): Promise<Newsletter[]>;
  /** A member's newsletters and whether they get each. */
  forMember(userId: string, premium: boolean): Promise<MemberNewsletter[]>;
  /** Stores a member's wish (the slugs they want); 400 for an unknown slug, 403 for premium-only to a free member. */
  setForMember(userId: string, premium: boolean, wanted: readonly string[]): Promise<MemberNewsletter[]>;
  /** Records a sign-up awaiting confirmation; returns the token for the confirmation email. */
  requestSignup(email: string, slugs: readonly string[]): Promise<string>;
  /** Looks at a confirmation token without using it (the page that asks for the click): its email or null. */
  peekSignup(token: unknown): Promise<string | null>;
  /** Uses the token: the address is confirmed and gets what it asked for. Null when the link does not work. */
  confirmSignup(token: unknown): Promise<{ email: string; newsletters: string[] } | null>;
  /** Imports or updates one member and their choices (the CSV's full list); says what changed. */
  importMember(row: ImportRow): Promise<'created' | 'updated' | 'unchanged'>;
}

export interface ImportRow {
  email: string;
  firstName: string;
  lastName: string;
  newsletters: string[];
}

export interface NewsletterServiceDeps {
  db: Db;
  tokens: (tx: Queryable) => TokenService;
  /** The catalogue from the content source (cached there). */
  catalogue: () => Promise<Newsletter[]>;
  now?: () => Date;
}

const jsonList = (xs: readonly string[]) => JSON.stringify([...xs]);
const TEXT_ARRAY = (param: string) => `ARRAY(SELECT jsonb_array_elements_text(${param}::jsonb))`;

async function choicesOf(db: Queryable, userId: string): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ newsletter: string; subscribed: boolean }>(
    'SELECT newsletter, subscribed FROM member_newsletters WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((r) => [r.newsletter, r.subscribed]));
}

/** Writes the choices that differ from what is stored; returns how many did. */
async function writeChoices(db: Queryable, userId: string, choices: ReadonlyMap<string, boolean>, at: Date): Promise<number> {
  let changed = 0;
  for (const [newsletter, subscribed] of choices) {
    const { rows } = await db.query<{ newsletter: string }>(
      `INSERT INTO member_newsletters (user_id, newsletter, subscribed, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, newsletter) DO UPDATE SET subscribed = EXCLUDED.subscribed, updated_at = EXCLUDED.updated_at
         WHERE member_newsletters.subscribed IS DISTINCT FROM EXCLUDED.subscribed
       RETURNING newsletter`,
      [userId, newsletter, subscribed, at],
    );
    changed += rows.length;
  }
  return changed;
}

export function createNewsletterService({ db, tokens, catalogue, now = () => new Date() }: NewsletterServiceDeps): NewsletterService {
  const service: NewsletterService = {
    catalogue,
    async forMember(userId, premium) {
      return memberNewsletters(await catalogue(), await choicesOf(db, userId), premium);
    },
    async setForMember(userId, premium, wanted) {
      const list = await catalogue();
      const verdict = decideChoices(list, wanted, premium);
      if (!verdict.ok) {
        if (verdict.status === 400) throw new InvalidInputError(verdict.message);
        throw new DomainError('forbidden', 'premium-only', verdict.message);
      }
      await db.transaction((tx) => writeChoices(tx, userId, verdict.choices, now()));
      return memberNewsletters(list, await choicesOf(db, userId), premium);
    },
    async requestSignup(email, slugs) {
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO newsletter_signups (email, pending) VALUES ($1, ${TEXT_ARRAY('$2')})
           ON CONFLICT (email) DO UPDATE SET pending = ARRAY(
             SELECT DISTINCT x FROM unnest(newsletter_signups.pending || EXCLUDED.pending) AS x ORDER BY x)`,
          [normalizeEmail(email), jsonList(slugs)],
        );
        return tokens(tx).issue({ purpose: 'newsletter-confirm', email, ttlMs: CONFIRM_TOKEN_TTL_MS });
      });
    },
    async peekSignup(token) {
      if (!isTokenShaped(token)) return null;
      // Only read: the page that asks for the click uses nothing (a mail scanner may open the link).
      const { rows } = await db.query<{ email: string }>(
        `SELECT email FROM login_tokens
         WHERE token_hash = $1 AND purpose = 'newsletter-confirm' AND used_at IS NULL AND expires_at > $2`,
        [hashToken(token), now()],
      );
      return rows[0]?.email ?? null;
    },
    async confirmSignup(token) {
      return db.transaction(async (tx) => {
        const used = await tokens(tx).consume('newsletter-confirm', token);
        if (!used) return null;
        const { rows } = await tx.query<{ newsletters: string[]; pending: string[] }>(
          `UPDATE newsletter_signups SET
             newsletters = ARRAY(SELECT DISTINCT x FROM unnest(newsletters || pending) AS x ORDER BY x),
             pending = '{}', confirmed_at = coalesce(confirmed_at, $2)
           WHERE email = $1 RETURNING newsletters, pending`,
          [used.email, now()],
        );
        const newsletters = rows[0]?.newsletters ?? [];
        // A member with this address gets the same newsletters in their own choices (/account).
        const { rows: members } = await tx.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [used.email]);
        if (members[0]) await writeChoices(tx, members[0].id, new Map(newsletters.map((n) => [n, true])), now());
        return { email: used.email, newsletters };
      });
    },
    async importMember(row) {
      const list = await catalogue();
      const wanted = new Set(row.newsletters);
      const choices = new Map(list.map((n) => [n.slug, wanted.has(n.slug)]));
      return db.transaction(async (tx) => {
        const email = normalizeEmail(row.email);
        const created = await tx.query<{ id: string }>(
          `INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
          [email, row.firstName, row.lastName],
        );
        if (created.rows[0]) {
          await writeChoices(tx, created.rows[0].id, choices, now());
          return 'created';
        }
        const { rows } = await tx.query<{ id: string; first_name: string; last_name: string }>(
          'SELECT id, first_name, last_name FROM users WHERE lower(email) = $1',
          [email],
        );
        const user = rows[0];
        if (!user) throw new Error(`Member ${email} vanished while being imported`);
        let changed = 0;
        // An empty name in the file keeps the one the member has.
        const firstName = row.firstName || user.first_name;
        const lastName = row.lastName || user.last_name;
        if (firstName !== user.first_name || lastName !== user.last_name) {
          await tx.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [user.id, firstName, lastName]);
          changed++;
        }
        changed += await writeChoices(tx, user.id, choices, now());
        return changed ? 'updated' : 'unchanged';
      });
    },
  };
  return service;
}
