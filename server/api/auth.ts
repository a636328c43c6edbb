/**
 * /api/auth/* (docs/architecture.md#an-api-call): one route per line with its middleware in order — CSRF origin check, JSON
 * only, 10 kB body, cookies, cookie-ready handshake, rate limits, handler. Errors go to the app's
 * JSON error middleware (server/http/errors.ts), which the app mounts after this router.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { createAuthFlows, type AuthFlows } from '../accounts/auth-flows.js';
import { UnauthenticatedError } from '../domain-errors.js';
import type { Session } from '../accounts/sessions.js';
import { clearSessionCookie, clearStaleHint, readSessionToken, setDisplayCookie, setSessionCookie, type CookieSettings } from '../http/session-cookie.js';
import { createPreferencesService, type PreferencesService } from '../preferences/service.js';
import { cookieReady, cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { recordSource } from '../members/sources.js';
import type { Display } from '../../shared/display.js';
import { DEFAULT_RATE_LIMITS, emailKey, perEmailLimit, perIpLimit, storesFor, type RateLimitSettings } from '../http/rate-limit.js';
import {
  changePasswordBody, loginBody, magicLinkLoginBody, parseBody, resetPasswordBody, safeReturnTo, sendMagicLinkBody,
  setNewPasswordBody, signUpBody,
} from '../accounts/validation.js';

export interface AuthRouterDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'secureCookies'>;
  accounts: Accounts;
  /** Tests lower these; production uses DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * The members' preferences (server/services.ts builds the app's one): every sign-in sets the
   * readable display cookie from them (shared/display.ts). By default one on the accounts database.
   */
  preferences?: Pick<PreferencesService, 'get'>;
}

export function createAuthRouter({ config, accounts, rateLimits, preferences = createPreferencesService({ db: accounts.db, now: accounts.now }) }: AuthRouterDeps): Router {
  const flows = createAuthFlows({ accounts, publicUrl: config.PUBLIC_URL });
  const cookie: CookieSettings = { secure: config.secureCookies };
  const limits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const stores = storesFor(accounts.db, limits);
  // One limiter per endpoint: a reader's magic-link requests do not eat into their login attempts.
  // Where a request signs in, only refused attempts count against the address.
  const ip = (endpoint: string, failuresOnly = false) => perIpLimit(limits, { stores, name: `${endpoint}:ip`, failuresOnly });
  const byEmail = (endpoint: string) => perEmailLimit(limits, { stores, name: `${endpoint}:email` });
  const loginEmailStore = stores('login:email');
  const loginByEmail = perEmailLimit(limits, { stores: () => loginEmailStore, name: 'login:email' });
  // As Ghost does: signing in clears the failed attempts against that account, so a reader who
  // mistyped a few times is not locked out later in the window. The per-IP count is kept: one
  // attacker's own account must not reset the budget they spray other accounts with.
  const onSignedIn = async (email: string) => {
    await loginEmailStore.resetKey(emailKey(email));
  };
  // Every sign-in (password, magic link, sign-up, a new or changed password) brings the member's
  // display with it, so this device paints in their colours from the next page on.
  const displayOf = async (userId: string) => preferences.get(userId);
  // What brought the member (server/members/sources.ts): the sign-up body's `from` and `via`; a bad
  // one is ignored (nothing kept), never a reason to refuse the sign-up.
  const noteSignUp = async (userId: string, body: unknown) => {
    const { from, via } = (body ?? {}) as { from?: unknown; via?: unknown };
    if (from !== undefined) await recordSource(accounts.db, userId, 'sign-up', { from, via }, accounts.now());
  };
  const h = handlers(flows, cookie, onSignedIn, noteSignUp, displayOf);
  const origin = sameOrigin(config.PUBLIC_URL);
  const ready = cookieReady(cookie);

  const r = express.Router();
  r.use('/api/auth', noStore);
  r.post('/api/auth/login', origin, requireJson, jsonBody, cookies, ready, ip('login', true), loginByEmail, h.login);
  r.post('/api/auth/sign-up', origin, requireJson, jsonBody, cookies, ready, ip('sign-up'), byEmail('sign-up'), h.signUp);
  r.post('/api/auth/send-magic-link', origin, requireJson, jsonBody, cookies, ready, ip('send-magic-link'), byEmail('send-magic-link'), h.sendMagicLink);
  r.post('/api/auth/login-with-magic-link', origin, requireJson, jsonBody, cookies, ready, ip('login-with-magic-link', true), h.loginWithMagicLink);
  r.post('/api/auth/reset-password', origin, requireJson, jsonBody, cookies, ready, ip('reset-password'), byEmail('reset-password'), h.resetPassword);
  r.post('/api/auth/set-new-password', origin, requireJson, jsonBody, cookies, ready, ip('set-new-password', true), h.setNewPassword);
  r.post('/api/auth/password', origin, requireJson, jsonBody, cookies, ready, ip('password', true), h.changePassword);
  r.post('/api/auth/check-subscription-status', origin, requireJson, jsonBody, cookies, ready, h.checkSubscription);
  r.post('/api/auth/logout', origin, requireJson, jsonBody, cookies, ready, h.logout);
  r.get('/api/auth/me', cookies, h.me);
  return r;
}

/** The handlers, named; `satisfies` types their parameters and keeps a typo in a route line a compile error. */
function handlers(
  flows: AuthFlows,
  cookie: CookieSettings,
  onSignedIn: (email: string) => Promise<void>,
  noteSignUp: (userId: string, body: unknown) => Promise<void>,
  displayOf: (userId: string) => Promise<Display>,
) {
  const signIn = async (res: Response, session: Session, user: { id: string; email: string }) => {
    await onSignedIn(user.email);
    const display = await displayOf(user.id);
    setSessionCookie(res, session, cookie);
    setDisplayCookie(res, display, cookie);
  };
  const token = (req: Request) => readSessionToken(req);
  return {
    async login(req, res) {
      const body = parseBody(loginBody, req.body);
      const { user, session } = await flows.login(body, token(req));
      await signIn(res, session, user);
      res.json({ user });
    },
    async signUp(req, res) {
      const { steps = false, ...body } = parseBody(signUpBody, req.body);
      const { user, session } = await flows.signUp(body, token(req));
      await noteSignUp(user.id, req.body);
      await signIn(res, session, user);
      res.status(201).json({ user, steps });
    },
    async sendMagicLink(req, res) {
      const { email, returnTo } = parseBody(sendMagicLinkBody, req.body);
      await flows.sendMagicLink({ email, returnTo: safeReturnTo(returnTo) });
      res.json({ result: 'sent' });
    },
    async loginWithMagicLink(req, res) {
      const body = parseBody(magicLinkLoginBody, req.body);
      const { user, session, returnTo } = await flows.loginWithMagicLink(body, token(req));
      await signIn(res, session, user);
      res.json({ user, returnTo });
    },
    async resetPassword(req, res) {
      await flows.requestPasswordReset(parseBody(resetPasswordBody, req.body));
      res.json({ result: 'sent' });
    },
    async setNewPassword(req, res) {
      const { user, session } = await flows.setNewPassword(parseBody(setNewPasswordBody, req.body));
      await signIn(res, session, user);
      res.json({ user });
    },
    async changePassword(req, res) {
      const { user, session } = await flows.changePassword(token(req), parseBody(changePasswordBody, req.body));
      await signIn(res, session, user);
      res.json({ user });
    },
    async checkSubscription(req, res) {
      res.json({ active: await flows.isPremium(token(req)) });
    },
    async logout(req, res) {
      await flows.logout(token(req));
      clearSessionCookie(res, cookie);
      res.json({ ok: true });
    },
    async me(req, res) {
      const user = await flows.currentUser(token(req));
      if (!user) {
        clearStaleHint(req, res, cookie);
        throw new UnauthenticatedError();
      }
      res.json({ user });
    },
  } satisfies Record<string, RequestHandler>;
}
