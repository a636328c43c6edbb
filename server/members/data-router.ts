/**
 * The member's own data (docs/features/account-data.md): GET /api/account/export, everything we hold
 * about them as a JSON attachment, and DELETE /api/account, the account and what hangs on it. One
 * route per line with its middleware in order, as the auth API's (docs/architecture.md#an-api-call):
 * the deletion has the CSRF origin check, JSON only, 10 kB body, cookies and a per-IP limit of its
 * refused attempts (a password guessed on a stolen session), like POST /api/auth/password; the
 * export has a per-IP limit of its own.
 */
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { privateNoStore } from '../http/responses.js';
import { clearSessionCookie, readSessionToken, type CookieSettings } from '../http/session-cookie.js';
import { DEFAULT_RATE_LIMITS, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import { parseBody } from '../accounts/validation.js';
import { PASSWORD_MAX_LENGTH } from '../../shared/validation.js';
import { ACCOUNT_DATA } from '../../shared/account-data-messages.js';
import { ACCOUNT_DATA_API, EXPORT_FILE_NAME } from '../../shared/account-data.js';
import type { AccountDataService } from './data.js';

export interface AccountDataRouterDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'secureCookies'>;
  accounts: Accounts;
  /** Built once by the composition root (server/services.ts). */
  accountData: AccountDataService;
  rateLimits?: Partial<RateLimitSettings>;
}

const field = (label: string, max: number) =>
  z.string({ error: ACCOUNT_DATA.wrongType(label) }).max(max, { error: ACCOUNT_DATA.wrongType(label) }).optional();

/** The password, or (a member without one) the email address; which one is the service's call. */
export const deleteAccountBody = z.object({
  password: field('Password', PASSWORD_MAX_LENGTH),
  email: field('Email', 254),
});

export function createAccountDataRouter({ config, accounts, accountData, rateLimits }: AccountDataRouterDeps): Router {
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const stores = storesFor(accounts.db, limits);
  const origin = sameOrigin(config.PUBLIC_URL);
  // Refused attempts only, as for the change of password: a typo costs nothing, a guessing run is cut off.
  const limited = perIpLimit(limits, { stores, name: 'account-delete:ip', failuresOnly: true });
  // The export reads every table about the member: a few a window is plenty, a flood is refused.
  const exportLimit = perIpLimit(limits, { stores, name: 'account-export:ip' });
  const h = handlers(accountData, { secure: config.secureCookies });

  const r = express.Router();
  r.get(ACCOUNT_DATA_API.export, privateNoStore, cookies, exportLimit, h.exportData);
  r.delete(ACCOUNT_DATA_API.account, privateNoStore, origin, requireJson, jsonBody, cookies, limited, h.deleteAccount);
  return r;
}

function handlers(accountData: AccountDataService, cookie: CookieSettings) {
  return {
    async exportData(req, res) {
      const data = await accountData.exportFor(readSessionToken(req));
      res.attachment(EXPORT_FILE_NAME);
      res.type('application/json').send(`${JSON.stringify(data, null, 2)}\n`);
    },
    async deleteAccount(req, res) {
      const confirm = parseBody(deleteAccountBody, req.body);
      await accountData.deleteAccount(readSessionToken(req), confirm);
      // This browser's cookies go with the account; the other devices' sessions went with its row.
      clearSessionCookie(res, cookie);
      res.json({ deleted: true });
    },
  } satisfies Record<string, RequestHandler>;
}
