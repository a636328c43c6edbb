/** Members: one row per email address (stored lowercased, unique). */
import { isUuid } from '../../shared/validation.js';
import type { Queryable } from './db.js';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Null for members who only ever signed in by magic link or were created by a payment. */
  passwordHash: string | null;
  createdAt: Date;
}

/** What the API returns for a member: the browser's user (email, names, premium) plus its id. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isPremium: boolean;
}

export interface NewUser {
  email: string;
  firstName?: string;
  lastName?: string;
  passwordHash?: string | null;
}

export interface UserService {
  findByEmail(email: string): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  /** Null when the email already has an account. */
  create(user: NewUser): Promise<User | null>;
  /** The member with this email, created without a password if absent (magic link, payment, operator). */
  findOrCreate(email: string): Promise<User>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  list(): Promise<User[]>;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  created_at: Date;
}

const COLUMNS = 'id, email, first_name, last_name, password_hash, created_at';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    createdAt: new Date(row.created_at),
  };
}

export function toPublicUser(user: User, isPremium: boolean): PublicUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isPremium };
}

export function createUserService({ db }: { db: Queryable }): UserService {
  const one = async (sql: string, params: (string | null)[]) => {
    const { rows } = await db.query<UserRow>(sql, params);
    return rows[0] ? toUser(rows[0]) : null;
  };
  const service: UserService = {
    findByEmail: (email) => one(`SELECT ${COLUMNS} FROM users WHERE lower(email) = $1`, [normalizeEmail(email)]),
    // A malformed id would be a uuid cast error (500), not "no such user".
    findById: async (id) => (isUuid(id) ? one(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]) : null),
    create: (u) =>
      one(
        `INSERT INTO users (email, first_name, last_name, password_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [normalizeEmail(u.email), u.firstName ?? '', u.lastName ?? '', u.passwordHash ?? null],
      ),
    async findOrCreate(email) {
      // Insert first: two concurrent callers both end up with the same row, never a unique violation.
      const created = await service.create({ email });
      const user = created ?? (await service.findByEmail(email));
      if (!user) throw new Error('User vanished while being created');
      return user;
    },
    async setPasswordHash(id, passwordHash) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
    async list() {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY created_at, email`);
      return rows.map(toUser);
    },
  };
  return service;
}
