/**
 * The operator's commands of comments (server/accounts/admin.ts runs them, in the CLI's process or in
 * the server holding the database; docs/features/comments.md#staff-commands):
 *   grant-staff EMAIL / revoke-staff EMAIL        who may moderate comments
 *   bar-commenter EMAIL / unbar-commenter EMAIL   who may no longer comment
 */
import { z } from 'zod';
import type { Queryable } from '../accounts/db.js';
import { NotFoundError } from '../domain-errors.js';
import { parseBody } from '../accounts/validation.js';
import { normalizeEmail } from '../accounts/users.js';
import { emailSchema } from '../../shared/validation.js';
import { COMMENTS } from '../../shared/comment-messages.js';

export const COMMENT_ADMIN_COMMANDS = ['grant-staff', 'revoke-staff', 'bar-commenter', 'unbar-commenter'] as const;
export type CommentAdminCommand = (typeof COMMENT_ADMIN_COMMANDS)[number];

export type CommentAdminResult =
  | { command: 'grant-staff' | 'revoke-staff'; email: string; staff: boolean }
  | { command: 'bar-commenter' | 'unbar-commenter'; email: string; barred: boolean };

export const isCommentAdminCommand = (c: string): c is CommentAdminCommand => (COMMENT_ADMIN_COMMANDS as readonly string[]).includes(c);

const emailArgs = z.object({ email: emailSchema });

export async function runCommentCommand(db: Queryable, command: CommentAdminCommand, args: unknown, now: Date): Promise<CommentAdminResult> {
  const { email } = parseBody(emailArgs, args);
  const address = normalizeEmail(email);
  if (command === 'grant-staff' || command === 'revoke-staff') {
    const staff = command === 'grant-staff';
    const { rows } = await db.query<{ id: string }>('UPDATE users SET staff = $2 WHERE lower(email) = $1 RETURNING id', [address, staff]);
    if (rows.length === 0) throw new NotFoundError(COMMENTS.noSuchMember(address));
    return { command, email: address, staff };
  }
  const barred = command === 'bar-commenter';
  const { rows } = await db.query<{ id: string }>(
    'UPDATE users SET comments_barred_at = CASE WHEN $2::boolean THEN coalesce(comments_barred_at, $3) ELSE NULL END WHERE lower(email) = $1 RETURNING id',
    [address, barred, now],
  );
  if (rows.length === 0) throw new NotFoundError(COMMENTS.noSuchMember(address));
  return { command, email: address, barred };
}

/** The CLI's line for a result. */
export function commentResultLine(result: CommentAdminResult): string {
  switch (result.command) {
    case 'grant-staff':
      return COMMENTS.staffGranted(result.email);
    case 'revoke-staff':
      return COMMENTS.staffRevoked(result.email);
    case 'bar-commenter':
      return COMMENTS.barredMember(result.email);
    default:
      return COMMENTS.unbarredMember(result.email);
  }
}
