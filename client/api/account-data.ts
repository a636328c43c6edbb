/**
 * The browser's client for DELETE /api/account (server/members/data-router.ts): the member's
 * confirmation (password, or address without one), JSON both ways, with the session cookie. The
 * export (GET /api/account/export) is a plain download link: the server answers an attachment.
 */
import { ACCOUNT_DATA } from '../../shared/account-data-messages.js';
import { ACCOUNT_DATA_API, type DeleteAccountBody } from '../../shared/account-data.js';

/** The server's refusal: its message, and its code (NO_PASSWORD_CODE: ask for the address). */
export class AccountDataError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Deletes the signed-in member's account; throws an AccountDataError with the server's text. */
export async function deleteMyAccount(body: DeleteAccountBody): Promise<void> {
  let res: Response;
  let answer: { deleted?: boolean; error?: { code?: string; message?: string } };
  try {
    res = await fetch(ACCOUNT_DATA_API.account, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    answer = (await res.json().catch(() => ({}))) as typeof answer;
  } catch {
    throw new AccountDataError(ACCOUNT_DATA.deleteFailed, 'network');
  }
  if (!res.ok || answer.deleted !== true) {
    throw new AccountDataError(answer.error?.message ?? ACCOUNT_DATA.deleteFailed, answer.error?.code ?? 'unknown');
  }
}
