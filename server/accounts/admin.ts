/**
 * Operator commands (grant-premium, revoke-premium, list, gift-code, import-members, suppressions,
 * unsuppress; offers' and comments' own: server/offers/admin.ts, server/comments/admin.ts) and the loopback-only admin route that runs
 * them inside the server: PGlite admits one process, so while the server holds the database the CLI
 * asks it. The route needs a request from this machine AND the token the server wrote to the data dir.
 */
import { timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Accounts, AccountServices } from './index.js';
import { ForbiddenError, NotFoundError } from '../domain-errors.js';
import { requireJson } from '../http/guards.js';
import { noStore } from '../http/responses.js';
import { MESSAGES } from './response-texts.js';
import { parseBody } from './validation.js';
import { emailSchema } from '../../shared/validation.js';
import { issueOperatorGift } from '../gifts/service.js';
import { writeSecretFile } from '../ops/secret-file.js';
import { importMembers, importArgs, type ImportResult } from '../newsletters/import.js';
import type { NewsletterService } from '../newsletters/service.js';
import { listSuppressions, unsuppress, type Suppression } from '../newsletters/suppressions.js';
import { SUPPRESSIONS } from '../../shared/newsletter-webhook-messages.js';
import { conversionsReport, reportArgs, type ConversionRow } from '../members/sources.js';
import type { NewsletterSending } from '../newsletters/sending/service.js';

import { isOfferAdminCommand, OFFER_ADMIN_COMMANDS, runOfferCommand, type OfferAdminResult } from '../offers/admin.js';
import { COMMENT_ADMIN_COMMANDS, isCommentAdminCommand, runCommentCommand, type CommentAdminResult } from '../comments/admin.js';

export const ADMIN_COMMANDS = ['grant-premium', 'revoke-premium', 'list', 'gift-code', 'import-members', 'suppressions', 'unsuppress', 'report-conversions', ...OFFER_ADMIN_COMMANDS, ...COMMENT_ADMIN_COMMANDS] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];
export const ADMIN_TOKEN_FILE = 'admin-token';
export const ADMIN_TOKEN_HEADER = 'x-colophon-admin-token';

export interface MemberSummary {
  email: string;
  firstName: string;
  lastName: string;
  premium: boolean;
  hasPassword: boolean;
  createdAt: string;
}

export type AdminResult =
  | { command: 'grant-premium' | 'revoke-premium'; email: string; premium: boolean }
  | { command: 'list'; members: MemberSummary[] }
  | { command: 'gift-code'; email: string; months: number; url: string }
  | ({ command: 'import-members' } & ImportResult)
  /** The addresses no newsletter goes to (bounced, complained: server/newsletters/events.ts). */
  | { command: 'suppressions'; suppressions: Suppression[] }
  | { command: 'unsuppress'; email: string }
  | { command: 'report-conversions'; since: string | null; rows: ConversionRow[] }
  | OfferAdminResult
  | CommentAdminResult;

const emailArgs = z.object({ email: emailSchema });
/** An operator's gift: any whole number of months up to three years. */
export const OPERATOR_GIFT_MAX_MONTHS = 36;
const giftArgs = z.object({
  email: emailSchema,
  months: z.coerce
    .number()
    .int({ error: `--months must be a whole number of months from 1 to ${OPERATOR_GIFT_MAX_MONTHS}` })
    .min(1, { error: `--months must be a whole number of months from 1 to ${OPERATOR_GIFT_MAX_MONTHS}` })
    .max(OPERATOR_GIFT_MAX_MONTHS, { error: `--months must be a whole number of months from 1 to ${OPERATOR_GIFT_MAX_MONTHS}` }),
});

export function isAdminCommand(value: string): value is AdminCommand {
  return (ADMIN_COMMANDS as readonly string[]).includes(value);
}

/**
 * Runs one command. gift-code needs the mailer (`s` the whole Accounts) and the site's public URL
 * (the redemption link it prints and emails).
 */
export async function runAdminCommand(
  s: AccountServices | Accounts,
  command: AdminCommand,
  args: unknown,
  publicUrl?: string,
  newsletters?: NewsletterService,
): Promise<AdminResult> {
  if (isOfferAdminCommand(command)) {
    if (!publicUrl) throw new Error(`${command} needs PUBLIC_URL`);
    return runOfferCommand(s, command, args, publicUrl);
  }
  if (isCommentAdminCommand(command)) return runCommentCommand(s.db, command, args, 'now' in s ? s.now() : new Date());
  if (command === 'import-members') {
    if (!newsletters) throw new Error('import-members needs the newsletters service');
    return { command, ...(await importMembers(newsletters, parseBody(importArgs, args).rows)) };
  }
  if (command === 'gift-code') {
    const { email, months } = parseBody(giftArgs, args);
    if (!('mailer' in s) || !publicUrl) throw new Error('gift-code needs the mailer and PUBLIC_URL');
    const url = await s.transaction((tx) =>
      issueOperatorGift(tx, { mailer: s.mailer, publicUrl, siteName: s.siteName, now: s.now() }, { email, months }),
    );
    return { command, email, months, url };
  }
  if (command === 'report-conversions') {
    // What brought each member (server/members/sources.ts), per page, since --since (a bad date: 400).
    const { since } = parseBody(reportArgs, args);
    return { command, since: since ?? null, rows: await conversionsReport(s.db, since ? new Date(since) : null) };
  }
  if (command === 'list') {
    const members = await Promise.all(
      (await s.users.list()).map(async (u) => ({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        premium: await s.subscriptions.isActive(u.id),
        hasPassword: u.passwordHash !== null,
        createdAt: u.createdAt.toISOString(),
      })),
    );
    return { command, members };
  }
  if (command === 'suppressions') return { command, suppressions: await listSuppressions(s.db) };
  const { email } = parseBody(emailArgs, args);
  if (command === 'unsuppress') {
    if (!(await unsuppress(s.db, email))) throw new NotFoundError(SUPPRESSIONS.notSuppressed(email));
    return { command, email };
  }
  if (command === 'grant-premium') {
    // Granting to an address without an account creates it: the reader then signs in by magic link.
    const user = await s.users.findOrCreate(email);
    await s.subscriptions.grant(user.id);
    return { command, email, premium: await s.subscriptions.isActive(user.id) };
  }
  const user = await s.users.findByEmail(email);
  if (!user) throw new NotFoundError(`No member has the email ${email}`);
  await s.subscriptions.revoke(user.id);
  // Still true when a paid subscription remains: that one is Stripe's to end.
  return { command, email, premium: await s.subscriptions.isActive(user.id) };
}

/** Writes a fresh random admin token to `${dataDir}/admin-token` (mode 0600) and returns it. */
export function writeAdminToken(dataDir: string): string {
  return writeSecretFile(dataDir, ADMIN_TOKEN_FILE);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** From this machine, not relayed by a local reverse proxy, with the right token. */
function adminOnly(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const local = LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.get('x-forwarded-for') && !req.get('forwarded');
    const given = Buffer.from(req.get(ADMIN_TOKEN_HEADER) ?? '');
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
    next(local && tokenOk ? undefined : new ForbiddenError(MESSAGES.adminForbidden));
  };
}

export interface AdminRouterDeps {
  config: { dataDir: string; PUBLIC_URL?: string };
  accounts: Accounts;
  /** Defaults to a fresh token written to the data dir. */
  adminToken?: string;
  /** For import-members (server/newsletters/import.ts). */
  newsletters?: NewsletterService;
  /** For `npm run newsletter -- send` (server/cli/newsletter.ts). */
  newsletterSending?: NewsletterSending;
}

/** The body of POST /api/admin/newsletters/send: what `npm run newsletter -- send` asks. */
export const newsletterSendArgs = z.object({
  newsletter: z.string().min(1).max(200),
  story: z.string().min(1).max(500),
  dryRun: z.boolean().default(false),
  resend: z.boolean().default(false),
  requestedBy: z.string().max(200).default('cli'),
});

export function createAdminRouter({ config, accounts, adminToken, newsletters, newsletterSending }: AdminRouterDeps): Router {
  const token = adminToken ?? writeAdminToken(config.dataDir);
  const run: RequestHandler = async (req, res) => {
    const command = String(req.params.command);
    if (!isAdminCommand(command)) throw new NotFoundError(`Unknown command ${command}`);
    res.json(await runAdminCommand(accounts, command, req.body ?? {}, config.PUBLIC_URL, newsletters));
  };
  const r = express.Router();
  // import-members sends its rows in batches (server/cli/accounts.ts), larger than a form's 10 kB.
  r.post('/api/admin/accounts/:command', noStore, adminOnly(token), requireJson, express.json({ limit: '1mb', type: 'application/json' }), run);
  // The operator's send (or dry run) while this server holds the embedded database.
  const send: RequestHandler = async (req, res) => {
    if (!newsletterSending) throw new NotFoundError('Sending newsletters is not set up on this server');
    const args = parseBody(newsletterSendArgs, req.body ?? {});
    if (args.dryRun) res.json({ dryRun: true, ...(await newsletterSending.preview(args)) });
    else res.json({ dryRun: false, ...(await newsletterSending.queue(args)) });
  };
  r.post('/api/admin/newsletters/send', noStore, adminOnly(token), requireJson, express.json({ limit: '10kb', type: 'application/json' }), send);
  return r;
}
