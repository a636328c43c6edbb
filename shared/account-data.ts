/**
 * The member's own data (docs/features/account-data.md): GET /api/account/export (everything we hold
 * about them, as a JSON attachment) and DELETE /api/account (the account and what hangs on it).
 */
export const ACCOUNT_DATA_API = {
  export: '/api/account/export',
  account: '/api/account',
} as const;

/** How long after signing in a member without a password may delete their account (ms). */
export const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

/** DELETE /api/account's body: the password, or (a member without one) their email address. */
export interface DeleteAccountBody {
  password?: string;
  email?: string;
}

/** What GET /api/account/export answers: one key per kind of data; dates are ISO strings. */
export interface AccountExport {
  exportedAt: string;
  profile: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    createdAt: string;
    hasPassword: boolean;
    staff: boolean;
    commentsBarredAt: string | null;
  };
  [section: string]: unknown;
}

/** The attachment's file name. */
export const EXPORT_FILE_NAME = 'colophon-my-data.json';

/** The error code of a password sent by a member who has none: the page asks for the address instead. */
export const NO_PASSWORD_CODE = 'no-password';
