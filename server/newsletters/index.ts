/** Newsletters and who gets them: the service on the accounts database and the content catalogue, and its routers. */
import type { Accounts } from '../accounts/index.js';
import { createTokenService } from '../accounts/tokens.js';
import { NEWSLETTERS_QUERY } from '../content/queries.js';
import type { QueryParams } from '../content/source.js';
import type { Newsletter } from './choices.js';
import { createNewsletterService, type NewsletterService } from './service.js';

/** The service for `accounts`, its catalogue read through `query` (the content cache). */
export function newslettersFor(
  accounts: Pick<Accounts, 'db' | 'now'>,
  query: <T>(groq: string, params?: QueryParams) => Promise<T>,
): NewsletterService {
  return createNewsletterService({
    db: accounts.db,
    tokens: (tx) => createTokenService({ db: tx, now: accounts.now }),
    catalogue: () => query<Newsletter[]>(NEWSLETTERS_QUERY),
    now: accounts.now,
  });
}

export { createNewslettersRouter, createSignup } from './router.js';
export { createNewsletterService, type NewsletterService, type ImportRow } from './service.js';
export type { Newsletter, MemberNewsletter } from './choices.js';
