/**
 * The one check of "a signed-in premium member" (docs/architecture.md#the-access-rule): from the
 * session cookie (cookies parsed), never from what the browser says. The premium body endpoint
 * (server/api/premium.ts), gift links (server/gift-links/router.ts) and search's premium text
 * (server/api/search-router.ts, through isPremiumMember) all ask it. Premium is the subscriptions
 * rule (server/members/premium-until.ts), which honours the period end.
 */
import type { Request } from 'express';
import type { Accounts } from '../accounts/index.js';
import type { User } from '../accounts/users.js';
import { readSessionToken } from '../http/session-cookie.js';
import { ForbiddenError, UnauthenticatedError } from '../domain-errors.js';

type MemberAccounts = Pick<Accounts, 'sessions' | 'subscriptions'>;

/** Who sends the request: nobody signed in, a free member, or a premium member. */
export type MemberVerdict = 'signed-out' | 'free' | 'premium';

export type MemberCheck = { user: null; verdict: 'signed-out' } | { user: User; verdict: 'free' | 'premium' };

/** The request's member and what they are (premium is asked only of a live session). */
export async function checkMember(accounts: MemberAccounts, req: Request): Promise<MemberCheck> {
  const token = readSessionToken(req);
  const user = token ? await accounts.sessions.resolve(token) : null;
  if (!user) return { user: null, verdict: 'signed-out' };
  return { user, verdict: (await accounts.subscriptions.isActive(user.id)) ? 'premium' : 'free' };
}

/** Whether the request comes from a premium member (search's premium text). */
export async function isPremiumMember(accounts: MemberAccounts, req: Request): Promise<boolean> {
  return (await checkMember(accounts, req)).verdict === 'premium';
}

export interface PremiumGuardOptions {
  /** The 403's message: what a free member is told this is for. */
  forbidden: string;
  /** Before the 401: a session gone (signed out elsewhere, expired), e.g. clear the stale member hint. */
  signedOut?: () => void;
}

/** The signed-in premium member, or a 401 (no live session) or a 403 (a free member). */
export async function requirePremiumMember(accounts: MemberAccounts, req: Request, options: PremiumGuardOptions): Promise<User> {
  const member = await checkMember(accounts, req);
  if (member.verdict === 'signed-out') {
    options.signedOut?.();
    throw new UnauthenticatedError();
  }
  if (member.verdict !== 'premium') throw new ForbiddenError(options.forbidden);
  return member.user;
}
