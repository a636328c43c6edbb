/**
 * The unsubscribe link of every newsletter email (List-Unsubscribe, RFC 8058;
 * docs/features/newsletters.md#unsubscribing):
 * - GET /newsletters/unsubscribe?t=TOKEN shows a page naming the newsletter and the address, with a
 *   button; it changes nothing (mail scanners and link previews open links);
 * - POST /newsletters/unsubscribe?t=TOKEN unsubscribes. Mail providers POST `List-Unsubscribe=One-Click`
 *   without a cookie from their own servers, so this one POST has no same-origin check: the signed
 *   token is the whole authority, and it can only turn a newsletter off. The body is not read.
 * A token we did not sign is a 400 page; a database failure a 503 page. Never cached, never indexed,
 * and the token goes to no other site (no Referer).
 */
import express, { type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../accounts/db.js';
import { NEWSLETTER_UNSUBSCRIBE as T } from '../../shared/newsletter-email-messages.js';
import { BUTTON_STYLE, esc, page } from './router.js';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';
import { unsubscribe } from './unsubscribe.js';
import type { Newsletter } from './choices.js';

export const UNSUBSCRIBE_PATH = '/newsletters/unsubscribe';

export interface UnsubscribeRouterDeps {
  /** config.sessionSecret signs the tokens (./unsubscribe-token.ts). */
  secret: string;
  db: Db;
  /** The newsletters, to name the one the link is for (its slug when the catalogue is unavailable). */
  catalogue: () => Promise<Newsletter[]>;
  now?: () => Date;
  logger?: Logger;
}

function personal(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
  res.set('X-Robots-Tag', 'noindex');
  res.set('Referrer-Policy', 'no-referrer');
}

export function createUnsubscribeRouter({ secret, db, catalogue, now = () => new Date(), logger }: UnsubscribeRouterDeps): Router {
  const nameOf = async (slug: string): Promise<string> => {
    const list = await catalogue().catch(() => [] as Newsletter[]);
    return list.find((n) => n.slug === slug)?.name ?? slug;
  };
  /** The token of the request, or null after answering the 400 page. */
  const target = (req: express.Request, res: Response): UnsubscribeTarget | null => {
    personal(res);
    const found = readUnsubscribeToken(secret, req.query.t);
    if (!found) res.status(400).type('html').send(page(T.invalidTitle, `<p>${esc(T.invalidBody)}</p><p><a href="/account">${esc(T.manage)}</a></p>`));
    return found;
  };

  const ask: RequestHandler = async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    const name = await nameOf(t.newsletter);
    const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(String(req.query.t))}`;
    const form =
      `<p>${esc(T.body(name, t.email))}</p>` +
      `<form method="post" action="${esc(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="${BUTTON_STYLE}">${esc(T.button)}</button></form>` +
      `<p><a href="/account">${esc(T.manage)}</a></p>`;
    res.type('html').send(page(T.title(name), form));
  };

  const done: RequestHandler = async (req, res) => {
    const t = target(req, res);
    if (!t) return;
    try {
      await unsubscribe(db, t, now());
    } catch (err) {
      logger?.error({ err }, 'newsletter unsubscribe failed');
      res.status(503).set('Retry-After', '60').type('html').send(page(T.failedTitle, `<p>${esc(T.failedBody)}</p>`));
      return;
    }
    const name = await nameOf(t.newsletter);
    res.type('html').send(page(T.doneTitle, `<p>${esc(T.doneBody(name, t.email))}</p><p><a href="/account">${esc(T.manage)}</a></p>`));
  };

  const r = express.Router();
  r.get(UNSUBSCRIBE_PATH, ask);
  r.post(UNSUBSCRIBE_PATH, done);
  return r;
}
