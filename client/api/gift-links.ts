/**
 * The browser's client for /api/gift-links (server/gift-links/router.ts): a premium member makes,
 * lists and revokes gift links of stories; a reader holding one fetches the story's rest with it.
 * Every call goes with the session cookie (same-origin) and asks for JSON.
 */
import type { PremiumKind } from '../../shared/content/paywall.js';
import { giftBodyUrl, type GiftBody, type GiftLinksList } from '../../shared/gift-links.js';
import { GIFT } from '../../shared/premium-messages.js';

const GIFT_LINKS = '/api/gift-links';
const json = { Accept: 'application/json' };

/** A gift link just made: its address, when it stops opening, and how many the member has left this month. */
export interface MadeGiftLink {
  url: string;
  expiresAt: string;
  remaining: number;
}

/** Makes a gift link of the story at `path`; a refusal throws an Error with the server's text (else GIFT.failed). */
export async function createGiftLink(path: string): Promise<MadeGiftLink> {
  let res: Response;
  let body: Partial<MadeGiftLink> & { error?: { message?: string } };
  try {
    res = await fetch(GIFT_LINKS, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    body = (await res.json().catch(() => ({}))) as typeof body;
  } catch {
    throw new Error(GIFT.failed);
  }
  if (!res.ok || typeof body.url !== 'string') throw new Error(body.error?.message ?? GIFT.failed);
  return body as MadeGiftLink;
}

/** The member's gift links this calendar month and how many remain; throws when the list cannot be had. */
export async function listGiftLinks(signal?: AbortSignal): Promise<GiftLinksList> {
  const res = await fetch(GIFT_LINKS, { credentials: 'same-origin', headers: json, signal });
  if (!res.ok) throw new Error(`gift links answered ${res.status}`);
  return (await res.json()) as GiftLinksList;
}

/** Revokes one of the member's gift links: whether the server did (false when it refused or could not be reached). */
export async function revokeGiftLink(id: string): Promise<boolean> {
  const res = await fetch(`${GIFT_LINKS}/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin', headers: json }).catch(() => null);
  return res?.ok === true;
}

export type GiftBodyAnswer = { kind: 'body'; body: GiftBody } | { kind: 'expired' };

/**
 * The rest of a premium story through a gift link's token: the body and who gave it, or `expired`
 * when the link no longer opens (410, or 404 and 400 for a token that never did); throws on
 * anything else.
 */
export async function fetchGiftBody(kind: PremiumKind, slug: string, token: string, signal?: AbortSignal): Promise<GiftBodyAnswer> {
  const res = await fetch(giftBodyUrl(kind, slug, token), { credentials: 'same-origin', headers: json, signal });
  if (res.status === 410 || res.status === 404 || res.status === 400) return { kind: 'expired' };
  if (!res.ok) throw new Error(`gift body answered ${res.status}`);
  return { kind: 'body', body: (await res.json()) as GiftBody };
}
