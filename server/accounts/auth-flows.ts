/**
 * The sign-in flows behind /api/auth/*, free of HTTP: the router validates input and sets cookies,
 * these decide. Modelled on Ghost's members service: magic links for any address, no enumeration.
 */
import type { Accounts } from './index.js';
import { ConflictError, InvalidCredentialError, InvalidLinkError, UnauthenticatedError } from '../domain-errors.js';
import { MESSAGES } from './response-texts.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import type { Session, SessionService } from './sessions.js';
import { toPublicUser, type PublicUser, type User } from './users.js';

export interface SignedIn {
  user: PublicUser;
  session: Session;
}

export interface AuthFlows {
  login(input: { email: string; password: string }, previousToken?: string): Promise<SignedIn>;
  signUp(input: { email: string; password: string; firstName: string; lastName: string }, previousToken?: string): Promise<SignedIn>;
  sendMagicLink(input: { email: string; returnTo: string | null }): Promise<void>;
  loginWithMagicLink(input: { token: string; email: string }, previousToken?: string): Promise<SignedIn & { returnTo: string | null }>;
  requestPasswordReset(input: { email: string }): Promise<void>;
  setNewPassword(input: { token: string; password: string }): Promise<SignedIn>;
  /** The signed-in member's new password; the current one is required when they have one. */
  changePassword(token: string | undefined, input: { current?: string; next: string }): Promise<SignedIn>;
  currentUser(token: string | undefined): Promise<PublicUser | null>;
  isPremium(token: string | undefined): Promise<boolean>;
  logout(token: string | undefined): Promise<void>;
}

/** `${publicUrl}/auth/<page>?…`, keeping any path prefix of PUBLIC_URL. */
export function siteLink(publicUrl: string, page: string, params: Record<string, string>): string {
  const url = new URL(page, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function createAuthFlows({ accounts, publicUrl }: { accounts: Accounts; publicUrl: string }): AuthFlows {
  const { users, sessions, tokens, subscriptions, mailer } = accounts;
  const invalidLink = () => new InvalidLinkError();

  const publicUser = async (user: User) => toPublicUser(user, await subscriptions.isActive(user.id));

  /** A sign-in always gets a new token and drops the old one, so a planted cookie cannot be ridden. */
  const startSession = async (user: User, previousToken: string | undefined, s: SessionService = sessions) => {
    await s.revoke(previousToken);
    return s.create(user.id);
  };

  return {
    async login({ email, password }, previousToken) {
      const user = await users.findByEmail(email);
      // Unknown email and wrong password take the same path and time (dummy hash when no user).
      const ok = await verifyPassword(password, user?.passwordHash);
      if (!user || !ok) throw new InvalidCredentialError();
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await users.setPasswordHash(user.id, await hashPassword(password));
      }
      return { user: await publicUser(user), session: await startSession(user, previousToken) };
    },

    async signUp({ email, password, firstName, lastName }, previousToken) {
      const passwordHash = await hashPassword(password);
      const user = await users.create({ email, firstName, lastName, passwordHash });
      if (!user) throw new ConflictError('email-already-in-use', MESSAGES.emailInUse);
      return { user: await publicUser(user), session: await startSession(user, previousToken) };
    },

    async sendMagicLink({ email, returnTo }) {
      // Sent whether or not the address has an account: using it creates the member (as Ghost does).
      const user = await users.findByEmail(email);
      const token = await tokens.issue({ purpose: 'magic-link', email, userId: user?.id, returnTo });
      try {
        await mailer.sendMagicLink(email, siteLink(publicUrl, 'auth/magic', { token, email }));
      } catch (err) {
        await tokens.discard(token);
        throw err;
      }
    },

    loginWithMagicLink({ token, email }, previousToken) {
      return accounts.transaction(async (tx) => {
        const used = await tx.tokens.consume('magic-link', token, email);
        if (!used) throw invalidLink();
        const user = (used.userId && (await tx.users.findById(used.userId))) || (await tx.users.findOrCreate(used.email));
        const session = await startSession(user, previousToken, tx.sessions);
        const isPremium = await tx.subscriptions.isActive(user.id);
        return { user: toPublicUser(user, isPremium), session, returnTo: used.returnTo };
      });
    },

    async requestPasswordReset({ email }) {
      const user = await users.findByEmail(email);
      if (!user) {
        // Still an email, so the answer and its timing are the same as for a member.
        await mailer.sendNoAccount(email, publicUrl);
        return;
      }
      const token = await tokens.issue({ purpose: 'password-reset', email, userId: user.id });
      try {
        await mailer.sendPasswordReset(email, siteLink(publicUrl, 'auth/reset', { token }));
      } catch (err) {
        await tokens.discard(token);
        throw err;
      }
    },

    async setNewPassword({ token, password }) {
      const passwordHash = await hashPassword(password); // outside the transaction: it takes a while
      return accounts.transaction(async (tx) => {
        const used = await tx.tokens.consume('password-reset', token);
        const user = used?.userId ? await tx.users.findById(used.userId) : null;
        if (!user) throw invalidLink();
        await tx.users.setPasswordHash(user.id, passwordHash);
        // Whoever was signed in with the old password is signed out everywhere.
        await tx.sessions.revokeAllForUser(user.id);
        await tx.tokens.discardAllForUser(user.id);
        const session = await tx.sessions.create(user.id);
        return { user: toPublicUser(user, await tx.subscriptions.isActive(user.id)), session };
      });
    },

    async changePassword(token, { current, next }) {
      const user = await sessions.resolve(token);
      if (!user) throw new UnauthenticatedError();
      // A member who only ever used magic links has no password to confirm: the session is the proof.
      if (user.passwordHash && !(await verifyPassword(current ?? '', user.passwordHash))) {
        throw new InvalidCredentialError(MESSAGES.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(next);
      return accounts.transaction(async (tx) => {
        await tx.users.setPasswordHash(user.id, passwordHash);
        // Every other device signed in with the old password is signed out; this one gets a new session.
        await tx.sessions.revokeAllForUser(user.id);
        await tx.tokens.discardAllForUser(user.id);
        const session = await tx.sessions.create(user.id);
        return { user: toPublicUser(user, await tx.subscriptions.isActive(user.id)), session };
      });
    },

    async currentUser(token) {
      const user = await sessions.resolve(token);
      return user ? publicUser(user) : null;
    },

    async isPremium(token) {
      const user = await sessions.resolve(token);
      return user ? subscriptions.isActive(user.id) : false;
    },

    logout: (token) => sessions.revoke(token),
  };
}
