/**
 * Unsubscribing from one newsletter with the link of its emails (docs/features/newsletters.md#unsubscribing):
 * the signed token (./unsubscribe-token.ts) names an address and a newsletter; unsubscribing turns
 * that newsletter off for the member with that address (an explicit choice, which beats the
 * newsletter's default) and takes it off the address's confirmed sign-ups, both when the address
 * is both. Free of HTTP: ./unsubscribe-router.ts answers the link.
 */
import type { Db } from '../accounts/db.js';
import { normalizeEmail } from '../accounts/users.js';
import type { UnsubscribeTarget } from './unsubscribe-token.js';

export interface UnsubscribeResult {
  /** A member has this address: their choice for the newsletter is now off. */
  member: boolean;
  /** The address had signed up for the newsletter through a site form: it no longer gets it. */
  signup: boolean;
}

/** Unsubscribes `target`; running it again changes nothing more. */
export async function unsubscribe(db: Db, target: UnsubscribeTarget, now: Date): Promise<UnsubscribeResult> {
  const email = normalizeEmail(target.email);
  return db.transaction(async (tx) => {
    const { rows: members } = await tx.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
    for (const m of members) {
      await tx.query(
        `INSERT INTO member_newsletters (user_id, newsletter, subscribed, updated_at) VALUES ($1, $2, false, $3)
         ON CONFLICT (user_id, newsletter) DO UPDATE SET subscribed = false, updated_at = EXCLUDED.updated_at
           WHERE member_newsletters.subscribed`,
        [m.id, target.newsletter, now],
      );
    }
    const { rows: signups } = await tx.query<{ email: string }>(
      `UPDATE newsletter_signups SET newsletters = array_remove(newsletters, $2)
       WHERE email = $1 AND $2 = ANY(newsletters) RETURNING email`,
      [email, target.newsletter],
    );
    return { member: members.length > 0, signup: signups.length > 0 };
  });
}
