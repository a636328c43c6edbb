/**
 * The browser's client for /api/account/newsletters (server/newsletters/router.ts): the signed-in
 * member's newsletters and their choice. With the session cookie (same-origin), JSON both ways.
 */
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';

const MINE = '/api/account/newsletters';
const json = { Accept: 'application/json' };

/** One of the member's newsletters: whether they get it, and whether it is for premium members only. */
export interface MemberNewsletter {
  slug: string;
  name: string;
  subscribed: boolean;
  premium: boolean;
}

type Answer = { newsletters?: MemberNewsletter[]; error?: { message?: string } };

/** The member's newsletters; throws when they cannot be had. */
export async function fetchMyNewsletters(signal?: AbortSignal): Promise<MemberNewsletter[]> {
  const res = await fetch(MINE, { credentials: 'same-origin', headers: json, signal });
  const body = (await res.json().catch(() => ({}))) as Answer;
  if (!res.ok || !Array.isArray(body.newsletters)) throw new Error(NEWSLETTERS.loadFailed);
  return body.newsletters;
}

/** Saves the newsletters the member wants (every other one off); throws an Error with the server's text. */
export async function saveMyNewsletters(subscribed: string[]): Promise<MemberNewsletter[]> {
  let res: Response;
  let body: Answer;
  try {
    res = await fetch(MINE, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscribed }),
    });
    body = (await res.json().catch(() => ({}))) as Answer;
  } catch {
    throw new Error(NEWSLETTERS.saveFailed);
  }
  if (!res.ok || !Array.isArray(body.newsletters)) throw new Error(body.error?.message ?? NEWSLETTERS.saveFailed);
  return body.newsletters;
}
