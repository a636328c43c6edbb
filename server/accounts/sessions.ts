/**
 * Server sessions. The browser holds a random 32-byte token; only its SHA-256 is stored, so a leaked
 * database cannot be replayed as cookies. Fixed 30-day lifetime; a login always makes a new token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from './db.js';
import type { User } from './users.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface Session {
  token: string;
  userId: string;
  expiresAt: Date;
}

export interface SessionService {
  create(userId: string): Promise<Session>;
  /** The member behind a cookie token, or null (unknown, expired or malformed). */
  resolve(token: string | undefined): Promise<User | null>;
  revoke(token: string | undefined): Promise<void>;
  revokeAllForUser(userId: string): Promise<void>;
  /** Deletes expired sessions; returns how many. */
  prune(): Promise<number>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** base64url of 32 bytes; anything else is not one of ours and skips the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

interface Row {
  token_hash: string;
  last_seen_at: Date;
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  created_at: Date;
}

export function createSessionService({ db, now = () => new Date() }: { db: Queryable; now?: () => Date }): SessionService {
  return {
    async create(userId) {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await db.query(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)',
        [hashToken(token), userId, at, expiresAt],
      );
      return { token, userId, expiresAt };
    },
    async resolve(token) {
      if (!isTokenShaped(token)) return null;
      const at = now();
      const { rows } = await db.query<Row>(
        `SELECT s.token_hash, s.last_seen_at, u.id, u.email, u.first_name, u.last_name, u.password_hash, u.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [hashToken(token), at],
      );
      const row = rows[0];
      if (!row) return null;
      if (at.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [row.token_hash, at]);
      }
      return {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        passwordHash: row.password_hash,
        createdAt: new Date(row.created_at),
      };
    },
    async revoke(token) {
      if (!isTokenShaped(token)) return;
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    },
    async revokeAllForUser(userId) {
      await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    },
    async prune() {
      const { rows } = await db.query<{ token_hash: string }>(
        'DELETE FROM sessions WHERE expires_at <= $1 RETURNING token_hash',
        [now()],
      );
      return rows.length;
    },
  };
}
