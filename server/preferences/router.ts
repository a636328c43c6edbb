/**
 * GET / PATCH /api/account/preferences (docs/features/display.md): the signed-in member's display,
 * history and reply-email choices (shared/library.ts Preferences). PATCH takes any subset of them,
 * with the CSRF origin check and JSON only as every state-changing /api route; both answers are
 * `private, no-store`; signed out is a 401. A PATCH also refreshes the readable display cookie
 * (shared/display.ts), so the next page is painted in the new colours from the start.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/index.js';
import { InvalidInputError, UnauthenticatedError } from '../domain-errors.js';
import { clearStaleHint, readSessionToken, setDisplayCookie, type CookieSettings } from '../http/session-cookie.js';
import { cookies, jsonBody, requireJson, sameOrigin } from '../http/guards.js';
import { parseBody } from '../accounts/validation.js';
import { privateNoStore } from '../http/responses.js';
import { TEXT_SIZES, THEMES, type Preferences, type TextSize, type Theme } from '../../shared/library.js';
import { DISPLAY } from '../../shared/display-messages.js';
import type { PreferencesService } from './service.js';

const FIELDS = ['theme', 'textSize', 'history', 'commentReplies'] as const;

const change = z
  .object({
    theme: z.enum(THEMES as [Theme, ...Theme[]], { error: DISPLAY.badTheme }).optional(),
    textSize: z.enum(TEXT_SIZES as [TextSize, ...TextSize[]], { error: DISPLAY.badTextSize }).optional(),
    history: z.boolean({ error: DISPLAY.badHistory }).optional(),
    commentReplies: z.boolean({ error: DISPLAY.badCommentReplies }).optional(),
  })
  .strict();

/** The body of a PATCH: at least one known field, each with a value it may take. */
function parseChange(body: unknown): Partial<Preferences> {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const unknown = Object.keys(body).find((k) => !(FIELDS as readonly string[]).includes(k));
    if (unknown !== undefined) throw new InvalidInputError(DISPLAY.unknownField(unknown.slice(0, 40)));
  }
  const parsed = parseBody(change, body);
  if (!FIELDS.some((f) => parsed[f] !== undefined)) throw new InvalidInputError(DISPLAY.nothingToChange);
  return parsed;
}

export interface PreferencesRouterDeps {
  config: { PUBLIC_URL: string; secureCookies: boolean };
  accounts: Pick<Accounts, 'sessions'>;
  preferences: PreferencesService;
}

export function createPreferencesRouter({ config, accounts, preferences }: PreferencesRouterDeps): Router {
  const cookie: CookieSettings = { secure: config.secureCookies };
  const member = async (req: Request, res: Response): Promise<string> => {
    const token = readSessionToken(req);
    const user = token ? await accounts.sessions.resolve(token) : null;
    if (!user) {
      clearStaleHint(req, res, cookie);
      throw new UnauthenticatedError();
    }
    return user.id;
  };
  const get: RequestHandler = async (req, res) => {
    res.json(await preferences.get(await member(req, res)));
  };
  const patch: RequestHandler = async (req, res) => {
    const userId = await member(req, res);
    const next = await preferences.update(userId, parseChange(req.body));
    setDisplayCookie(res, next, cookie);
    res.json(next);
  };

  const r = express.Router();
  r.use('/api/account/preferences', privateNoStore);
  r.get('/api/account/preferences', cookies, get);
  r.patch('/api/account/preferences', sameOrigin(config.PUBLIC_URL), requireJson, jsonBody, cookies, patch);
  return r;
}
