/**
 * The pure rules of newsletter choices (docs/features/accounts.md#newsletters): what a member gets
 * when they never chose, and which wishes a member may have. No I/O here; server/newsletters/service.ts
 * reads and writes.
 */
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';

/** One newsletter of the catalogue (NEWSLETTERS_QUERY of server/content/queries.ts). */
export interface Newsletter {
  slug: string;
  name: string;
  description: string | null;
  senderName: string | null;
  premiumOnly: boolean;
  defaultOn: boolean;
}

/** A member's newsletter as GET/PUT /api/account/newsletters answer it. */
export interface MemberNewsletter {
  slug: string;
  name: string;
  subscribed: boolean;
  premium: boolean;
}

/**
 * What a member gets: their explicit choice where they made one, else the newsletter's default
 * (on for new members or not). A premium-only newsletter reaches premium members only, whatever was chosen.
 */
export function memberNewsletters(
  catalogue: readonly Newsletter[],
  choices: ReadonlyMap<string, boolean>,
  premium: boolean,
): MemberNewsletter[] {
  return catalogue.map((n) => ({
    slug: n.slug,
    name: n.name,
    subscribed: (choices.get(n.slug) ?? n.defaultOn) && (premium || !n.premiumOnly),
    premium: n.premiumOnly,
  }));
}

export type ChoiceVerdict =
  | { ok: true; choices: Map<string, boolean> }
  | { ok: false; status: 400 | 403; message: string };

/**
 * A member's wish (the slugs they want) checked against the catalogue: an unknown slug is a 400, a
 * premium-only newsletter for a member who is not premium a 403. On success, the choice to store per
 * newsletter: every newsletter is on or off, except premium-only ones of a free member, which are
 * left as they were (a lapsed member's choice comes back with their membership).
 */
export function decideChoices(catalogue: readonly Newsletter[], wanted: readonly string[], premium: boolean): ChoiceVerdict {
  const bySlug = new Map(catalogue.map((n) => [n.slug, n]));
  for (const slug of wanted) {
    const n = bySlug.get(slug);
    if (!n) return { ok: false, status: 400, message: NEWSLETTERS.unknown(slug) };
    if (n.premiumOnly && !premium) return { ok: false, status: 403, message: NEWSLETTERS.forPremium(n.name) };
  }
  const want = new Set(wanted);
  const choices = new Map<string, boolean>();
  for (const n of catalogue) {
    if (n.premiumOnly && !premium) continue;
    choices.set(n.slug, want.has(n.slug));
  }
  return { ok: true, choices };
}

/** The newsletters a sign-up form asks for: the one named, or the default-on ones; never a premium-only one. */
export function signupNewsletters(
  catalogue: readonly Newsletter[],
  slug: string | undefined,
): { ok: true; slugs: string[] } | { ok: false; message: string } {
  if (slug === undefined) return { ok: true, slugs: catalogue.filter((n) => n.defaultOn && !n.premiumOnly).map((n) => n.slug) };
  const n = catalogue.find((c) => c.slug === slug);
  if (!n) return { ok: false, message: NEWSLETTERS.unknown(slug) };
  if (n.premiumOnly) return { ok: false, message: NEWSLETTERS.forPremium(n.name) };
  return { ok: true, slugs: [n.slug] };
}
