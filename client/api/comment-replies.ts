/**
 * The browser's client for the reply-email switch on /account: GET /api/account/preferences and
 * PATCH it with {"commentReplies"} (shared/library.ts Preferences; server/preferences/). With the
 * session cookie (same-origin), JSON both ways; only the one field is read and sent.
 */
import type { Preferences } from '../../shared/library.js';
import { COMMENT_REPLY_SETTING } from '../../shared/comment-mail-messages.js';

const PREFERENCES = '/api/account/preferences';

async function preferences(init: RequestInit, failed: string): Promise<Preferences> {
  let res: Response;
  let body: Partial<Preferences> & { error?: { message?: string } };
  try {
    res = await fetch(PREFERENCES, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
    body = (await res.json().catch(() => ({}))) as typeof body;
  } catch {
    throw new Error(failed);
  }
  if (!res.ok || typeof body.commentReplies !== 'boolean') throw new Error(body.error?.message || failed);
  return body as Preferences;
}

/** Whether the member gets an email when someone replies to their comment; throws when it cannot be had. */
export async function fetchCommentReplies(signal?: AbortSignal): Promise<boolean> {
  return (await preferences({ signal }, COMMENT_REPLY_SETTING.loadFailed)).commentReplies;
}

/** Saves the choice; answers what the server kept, or throws an Error with the server's text. */
export async function saveCommentReplies(commentReplies: boolean): Promise<boolean> {
  const body = JSON.stringify({ commentReplies });
  return (await preferences({ method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body }, COMMENT_REPLY_SETTING.saveFailed)).commentReplies;
}
