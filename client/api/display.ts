/**
 * The browser's client for /api/account/preferences (server/preferences/router.ts): the signed-in
 * member's preferences (shared/library.ts), read and changed a few fields at a time. With the
 * session cookie (same-origin), JSON both ways; a change also refreshes the display cookie.
 */
import type { Preferences } from '../../shared/library.js';
import { DISPLAY } from '../../shared/display-messages.js';

const URL = '/api/account/preferences';
const json = { Accept: 'application/json' };

type Answer = Partial<Preferences> & { error?: { message?: string } };

const isPreferences = (b: Answer): b is Preferences => typeof b.theme === 'string' && typeof b.textSize === 'string';

/** The member's preferences; throws when they cannot be had. */
export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  const res = await fetch(URL, { credentials: 'same-origin', headers: json, signal });
  const body = (await res.json().catch(() => ({}))) as Answer;
  if (!res.ok || !isPreferences(body)) throw new Error(DISPLAY.loadFailed);
  return body;
}

/** Changes some preferences; throws an Error with the server's text. */
export async function patchPreferences(change: Partial<Preferences>): Promise<Preferences> {
  let res: Response;
  let body: Answer;
  try {
    res = await fetch(URL, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    });
    body = (await res.json().catch(() => ({}))) as Answer;
  } catch {
    throw new Error(DISPLAY.saveFailed);
  }
  if (!res.ok || !isPreferences(body)) throw new Error(body.error?.message ?? DISPLAY.saveFailed);
  return body;
}
