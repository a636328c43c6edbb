/**
 * Who gets a newsletter now (docs/features/newsletter-sending.md#who-gets-it): members whose choice for it
 * is on (their own choice, or none and the newsletter is on by default; a premium-only newsletter
 * only for premium members), plus the confirmed sign-ups that asked for it; one email per address,
 * never a suppressed one. And which of them get the whole story: the access rule
 * (server/members/access.ts) for each, a premium member reading a premium story in full.
 */
import type { Queryable } from '../../accounts/db.js';
import { decideAccess, type StoryAccess } from '../../members/access.js';
import { isPremiumAt, type PremiumPeriod } from '../../members/premium-until.js';
import type { Newsletter } from '../choices.js';

export interface Recipient {
  email: string;
  /** The whole story (true) or its teaser and a link to read on. */
  full: boolean;
}

interface MemberRow {
  email: string;
  periods: { provider: string; status: string; end: string | null }[] | string | null;
}

function premiumOf(row: MemberRow, now: Date): boolean {
  const raw = typeof row.periods === 'string' ? (JSON.parse(row.periods) as MemberRow['periods']) : row.periods;
  const periods: PremiumPeriod[] = (Array.isArray(raw) ? raw : []).map((p) => ({
    provider: p.provider,
    status: p.status,
    currentPeriodEnd: p.end ? new Date(p.end) : null,
  }));
  return isPremiumAt(periods, now);
}

/** Every address `newsletter` goes to now, sorted, each with its variant of `story`. */
export async function recipientsOf(
  db: Queryable,
  newsletter: Pick<Newsletter, 'slug' | 'premiumOnly' | 'defaultOn'>,
  story: StoryAccess,
  opts: { paywall: boolean; now: Date },
): Promise<Recipient[]> {
  // Every member, with their subscription rows (premium is the one rule of premium-until.ts), whose
  // choice is on. Each member has a handful of rows: the query reads them all in one pass.
  const members = await db.query<MemberRow & { subscribed: boolean | null }>(
    `SELECT lower(u.email) AS email, mn.subscribed,
       (SELECT json_agg(json_build_object('provider', s.provider, 'status', s.status, 'end', s.current_period_end))
          FROM subscriptions s WHERE s.user_id = u.id) AS periods
     FROM users u
     LEFT JOIN member_newsletters mn ON mn.user_id = u.id AND mn.newsletter = $1
     WHERE (mn.subscribed OR (mn.subscribed IS NULL AND $2::boolean))
       AND NOT EXISTS (SELECT 1 FROM newsletter_suppressions x WHERE x.email = lower(u.email))`,
    [newsletter.slug, newsletter.defaultOn],
  );
  // Premium members of any choice: a confirmed sign-up at a member's address reads as that member.
  const byEmail = new Map<string, boolean>();
  for (const m of members.rows) {
    const premium = premiumOf(m, opts.now);
    if (newsletter.premiumOnly && !premium) continue;
    byEmail.set(m.email, premium);
  }
  const signups = await db.query<MemberRow & { member: boolean }>(
    `SELECT n.email, u.id IS NOT NULL AS member,
       (SELECT json_agg(json_build_object('provider', s.provider, 'status', s.status, 'end', s.current_period_end))
          FROM subscriptions s WHERE s.user_id = u.id) AS periods
     FROM newsletter_signups n
     LEFT JOIN users u ON lower(u.email) = n.email
     WHERE n.confirmed_at IS NOT NULL AND $1 = ANY (n.newsletters)
       AND NOT EXISTS (SELECT 1 FROM newsletter_suppressions x WHERE x.email = n.email)`,
    [newsletter.slug],
  );
  for (const s of signups.rows) {
    if (byEmail.has(s.email)) continue;
    const premium = s.member ? premiumOf(s, opts.now) : false;
    if (newsletter.premiumOnly && !premium) continue;
    byEmail.set(s.email, premium);
  }
  return [...byEmail]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([email, premium]) => ({ email, full: decideAccess(story, { premium }, { paywall: opts.paywall }).full }));
}
