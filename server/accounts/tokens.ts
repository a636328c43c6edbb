/**
 * One-time tokens for magic links, password resets and newsletter confirmations: random, stored hashed, 15 minutes,
 * consumed by one atomic UPDATE so two concurrent uses cannot both succeed.
 */
import type { Queryable } from './db.js';
import { hashToken, isTokenShaped, newToken } from './sessions.js';
import { normalizeEmail } from './users.js';

export const LOGIN_TOKEN_TTL_MS = 15 * 60 * 1000;

export type TokenPurpose = 'magic-link' | 'password-reset' | 'newsletter-confirm';

export interface IssueTokenInput {
  purpose: TokenPurpose;
  email: string;
  userId?: string | null;
  returnTo?: string | null;
  /** How long the token works (default LOGIN_TOKEN_TTL_MS): a newsletter confirmation waits longer. */
  ttlMs?: number;
}

export interface ConsumedToken {
  purpose: TokenPurpose;
  email: string;
  userId: string | null;
  returnTo: string | null;
}

export interface TokenService {
  /** Returns the raw token, which only ever travels in the email. */
  issue(input: IssueTokenInput): Promise<string>;
  /**
   * Marks the token used and returns what it was issued for; null when unknown, used, expired, of
   * another purpose, or (when `email` is given) issued for another address.
   */
  consume(purpose: TokenPurpose, token: unknown, email?: string): Promise<ConsumedToken | null>;
  /** Makes a token unusable (its email could not be sent). */
  discard(token: string): Promise<void>;
  /** Uses up every open token of a member or their address (their password just changed). */
  discardAllForUser(userId: string): Promise<void>;
  prune(): Promise<number>;
}

interface Row {
  purpose: TokenPurpose;
  email: string;
  user_id: string | null;
  return_to: string | null;
}

export function createTokenService({ db, now = () => new Date() }: { db: Queryable; now?: () => Date }): TokenService {
  return {
    async issue({ purpose, email, userId = null, returnTo = null, ttlMs = LOGIN_TOKEN_TTL_MS }) {
      const token = newToken();
      const at = now();
      await db.query(
        `INSERT INTO login_tokens (token_hash, purpose, email, user_id, return_to, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [hashToken(token), purpose, normalizeEmail(email), userId, returnTo, at, new Date(at.getTime() + ttlMs)],
      );
      return token;
    },
    async consume(purpose, token, email) {
      if (!isTokenShaped(token)) return null;
      const at = now();
      const { rows } = await db.query<Row>(
        `UPDATE login_tokens SET used_at = $3
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
           AND ($4::text IS NULL OR email = $4)
         RETURNING purpose, email, user_id, return_to`,
        [hashToken(token), purpose, at, email === undefined ? null : normalizeEmail(email)],
      );
      const row = rows[0];
      return row ? { purpose: row.purpose, email: row.email, userId: row.user_id, returnTo: row.return_to } : null;
    },
    async discard(token) {
      await db.query('DELETE FROM login_tokens WHERE token_hash = $1', [hashToken(token)]);
    },
    async discardAllForUser(userId) {
      await db.query(
        `UPDATE login_tokens SET used_at = $2
         WHERE used_at IS NULL AND (user_id = $1 OR email = (SELECT email FROM users WHERE id = $1))`,
        [userId, now()],
      );
    },
    async prune() {
      const { rows } = await db.query<{ token_hash: string }>(
        'DELETE FROM login_tokens WHERE expires_at <= $1 RETURNING token_hash',
        [now()],
      );
      return rows.length;
    },
  };
}
