/** The members' guard (server/members/guard.ts): one check of "a signed-in premium member", for every endpoint. */
import type { Request } from 'express';
import { checkMember, isPremiumMember, requirePremiumMember } from '../../../server/members/guard.js';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.js';
import { ForbiddenError, UnauthenticatedError } from '../../../server/domain-errors.js';
import { statusOf } from '../../../server/http/error-handler.js';
import type { Accounts } from '../../../server/accounts/index.js';
import type { User } from '../../../server/accounts/users.js';

const user = (id: string) => ({ id, email: `${id}@example.com`, firstName: id, lastName: '' }) as unknown as User;
const users: Record<string, User> = { 'tok-premium': user('premium'), 'tok-free': user('free') };
const resolved: (string | undefined)[] = [];
const accounts = {
  sessions: {
    resolve: async (token: string | undefined) => {
      resolved.push(token);
      return (token && users[token]) || null;
    },
  },
  subscriptions: { isActive: async (id: string) => id === 'premium' },
} as unknown as Pick<Accounts, 'sessions' | 'subscriptions'>;
const req = (token?: string) => ({ cookies: token ? { [SESSION_COOKIE]: token } : {} }) as unknown as Request;

beforeEach(() => {
  resolved.length = 0;
});

describe('checkMember', () => {
  it('answers the user and what they are', async () => {
    expect(await checkMember(accounts, req('tok-premium'))).toEqual({ user: users['tok-premium'], verdict: 'premium' });
    expect(await checkMember(accounts, req('tok-free'))).toEqual({ user: users['tok-free'], verdict: 'free' });
    expect(await checkMember(accounts, req('tok-gone'))).toEqual({ user: null, verdict: 'signed-out' });
  });

  it('asks the sessions nothing without a session cookie', async () => {
    expect(await checkMember(accounts, req())).toEqual({ user: null, verdict: 'signed-out' });
    expect(resolved).toEqual([]);
  });

  it('is what search asks too', async () => {
    expect(await isPremiumMember(accounts, req('tok-premium'))).toBe(true);
    expect(await isPremiumMember(accounts, req('tok-free'))).toBe(false);
    expect(await isPremiumMember(accounts, req())).toBe(false);
  });
});

describe('requirePremiumMember', () => {
  it('answers the premium member', async () => {
    expect(await requirePremiumMember(accounts, req('tok-premium'), { forbidden: 'no' })).toBe(users['tok-premium']);
  });

  it('refuses a free member with a 403 and the endpoint\'s message', async () => {
    const refusal = requirePremiumMember(accounts, req('tok-free'), { forbidden: 'For premium members.' });
    await expect(refusal).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refusal).rejects.toMatchObject({ kind: 'forbidden', message: 'For premium members.' });
    expect(statusOf(await refusal.catch((e: unknown) => e))).toBe(403);
  });

  it('refuses without a live session with a 401, after the endpoint\'s signed-out step', async () => {
    let cleared = 0;
    for (const r of [req(), req('tok-gone')]) {
      await expect(requirePremiumMember(accounts, r, { forbidden: 'no', signedOut: () => cleared++ })).rejects.toBeInstanceOf(UnauthenticatedError);
    }
    expect(cleared).toBe(2);
  });
});
