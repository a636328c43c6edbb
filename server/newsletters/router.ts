/**
 * Newsletters over HTTP (docs/features/accounts.md#newsletters):
 * - GET /api/newsletters: the public catalogue, cacheable for a minute.
 * - GET / PUT /api/account/newsletters: the signed-in member's choices (session cookie; PUT has the
 *   CSRF origin check and JSON only, as every state-changing /api route).
 * - GET /newsletter/confirm?token=: the page a confirmation email links to. It only asks for a click:
 *   a mail scanner that opens the link confirms nothing. Its form POSTs to /newsletter/confirm.
 * POST /api/newsletter (server/api/newsletter.ts) starts the double opt-in through `signup` below.
 */
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/index.js';
import { DomainError, InvalidInputError, ServiceUnavailableError, UnauthenticatedError } from '../domain-errors.js';
import { clearStaleHint, type CookieSettings } from '../http/session-cookie.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { parseBody } from '../accounts/validation.js';
import { siteLink } from '../accounts/auth-flows.js';
import { checkMember } from '../members/guard.js';
import { privateNoStore } from '../http/responses.js';
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';
import { signupNewsletters } from './choices.js';
import type { NewsletterService } from './service.js';

/** The public catalogue changes when an editor publishes: a minute in caches is short enough. */
const CATALOGUE_MAX_AGE_S = 60;

const choiceBody = z.object({
  subscribed: z.array(z.string({ error: NEWSLETTERS.badChoice }).max(200, { error: NEWSLETTERS.badChoice }), { error: NEWSLETTERS.badChoice }).max(100, { error: NEWSLETTERS.badChoice }),
});

export interface NewsletterRouterDeps {
  config: { PUBLIC_URL: string; secureCookies: boolean };
  accounts: Pick<Accounts, 'sessions' | 'subscriptions'>;
  newsletters: NewsletterService;
}

/** The content source down is a 503 the reader can retry. */
const unavailable = (err: unknown): never => {
  if (err instanceof DomainError) throw err;
  throw new ServiceUnavailableError('unavailable', NEWSLETTERS.unavailable);
};

export function createNewslettersRouter({ config, accounts, newsletters }: NewsletterRouterDeps): Router {
  const cookie: CookieSettings = { secure: config.secureCookies };
  const origin = sameOrigin(config.PUBLIC_URL);

  const member: (req: express.Request, res: express.Response) => Promise<{ id: string; premium: boolean }> = async (req, res) => {
    const m = await checkMember(accounts, req);
    if (m.verdict === 'signed-out') {
      clearStaleHint(req, res, cookie);
      throw new UnauthenticatedError();
    }
    return { id: m.user.id, premium: m.verdict === 'premium' };
  };

  const catalogue: RequestHandler = async (_req, res) => {
    const list = await newsletters.catalogue().catch(unavailable);
    res.set('Cache-Control', `public, max-age=${CATALOGUE_MAX_AGE_S}`);
    res.json({ newsletters: list.map((n) => ({ slug: n.slug, name: n.name, description: n.description ?? '', premium: n.premiumOnly })) });
  };
  const mine: RequestHandler = async (req, res) => {
    const m = await member(req, res);
    res.json({ newsletters: await newsletters.forMember(m.id, m.premium).catch(unavailable) });
  };
  const choose: RequestHandler = async (req, res) => {
    const m = await member(req, res);
    const { subscribed } = parseBody(choiceBody, req.body);
    res.json({ newsletters: await newsletters.setForMember(m.id, m.premium, subscribed).catch(unavailable) });
  };
  const confirmPage: RequestHandler = async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const email = await newsletters.peekSignup(token);
    res.set('Cache-Control', 'private, no-store');
    // The token is in this page's URL: it goes to no other site. (Not no-referrer: the form's POST
    // would then carry `Origin: null`, which the CSRF check refuses.)
    res.set('Referrer-Policy', 'same-origin');
    if (!email) {
      res.status(400).type('html').send(page(NEWSLETTERS.confirmInvalidTitle, `<p>${esc(NEWSLETTERS.confirmInvalidBody)}</p>`));
      return;
    }
    const form =
      `<p>${esc(NEWSLETTERS.confirmBody(email))}</p>` +
      `<form method="post" action="/newsletter/confirm"><input type="hidden" name="token" value="${esc(token)}">` +
      `<button type="submit" style="${BUTTON_STYLE}">${esc(NEWSLETTERS.confirmButton)}</button></form>`;
    res.type('html').send(page(NEWSLETTERS.confirmTitle, form));
  };
  const confirm: RequestHandler = async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    const done = await newsletters.confirmSignup(token);
    res.set('Cache-Control', 'private, no-store');
    if (!done) {
      res.status(400).type('html').send(page(NEWSLETTERS.confirmInvalidTitle, `<p>${esc(NEWSLETTERS.confirmInvalidBody)}</p>`));
      return;
    }
    res.type('html').send(page(NEWSLETTERS.confirmedTitle, `<p>${esc(NEWSLETTERS.confirmedBody)}</p><p><a href="/">${esc(new URL(config.PUBLIC_URL).host)}</a></p>`));
  };

  const r = express.Router();
  r.get('/api/newsletters', catalogue);
  r.use('/api/account/newsletters', privateNoStore);
  r.get('/api/account/newsletters', cookies, mine);
  r.put('/api/account/newsletters', origin, requireJson, jsonBody, cookies, choose);
  r.get('/newsletter/confirm', confirmPage);
  r.post('/newsletter/confirm', origin, express.urlencoded({ extended: false, limit: '2kb' }), confirm);
  return r;
}

/**
 * POST /api/newsletter's path without a provider: the newsletters asked for (the one named, or the
 * default-on ones) wait for the address to confirm, and the confirmation email goes out.
 */
export function createSignup({ publicUrl, newsletters, sendConfirmation }: {
  publicUrl: string;
  newsletters: NewsletterService;
  sendConfirmation: (to: string, link: string) => Promise<void>;
}): (email: string, newsletter: string | undefined) => Promise<void> {
  return async (email, newsletter) => {
    const asked = signupNewsletters(await newsletters.catalogue().catch(unavailable), newsletter);
    if (!asked.ok) throw new InvalidInputError(asked.message);
    const token = await newsletters.requestSignup(email, asked.slugs);
    await sendConfirmation(email, siteLink(publicUrl, 'newsletter/confirm', { token }));
  };
}

/** The site's button (public/fallback.css has none): dark pill, white bold sans. */
export const BUTTON_STYLE =
  'font:700 1rem/1 system-ui,sans-serif;color:#fff;background:#14120f;border:0;border-radius:999px;padding:0.9rem 1.4rem;cursor:pointer';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page in the style of the fallback pages (public/fallback.css). */
export function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/fallback.css"></head>` +
    `<body><main class="status-page"><h1>${esc(title)}</h1>${body}</main></body></html>`
  );
}
