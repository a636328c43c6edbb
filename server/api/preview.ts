/**
 * Editor preview (docs/architecture.md#a-preview-request): GET /api/preview?secret=…&slug=/path sets a signed HttpOnly
 * cookie and sends the editor to the page; GET /api/exit-preview?slug=… ends it. The Studio's
 * Presentation tool enters preview through GET /api/preview/enable, its draft-mode handshake: the
 * one-off secret it wrote to the dataset (a `sanity.previewUrlSecret` document) is checked with
 * @sanity/preview-url-secret over the read token, then the same cookie is set. Only same-site
 * paths are redirect targets, so no endpoint is an open redirect
 * (docs/decisions/visual-editing.md: the cookie's SameSite).
 *
 * Each cookie is a ticket of its own, `<id>.<issued at, ms>` signed with the session secret: the
 * server honours it for PREVIEW_MAX_AGE_MS from its issue, whatever the browser keeps, and exit
 * records its id as ended (PreviewRevocations) so a copy stops working too. Refused secrets are
 * counted per address before any check, the handshake's Sanity query included
 * (docs/decisions/session-secret.md).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { SanityClient } from '@sanity/client';
import type { validatePreviewUrl as ValidatePreviewUrl } from '@sanity/preview-url-secret';
import type { Config } from '../config.js';
import { isSafeLocalPath } from '../../shared/links.js';
import { PREVIEW } from '../../shared/messages.js';
import type { Logger } from 'pino';
import { DEFAULT_RATE_LIMITS, perIpLimit, type RateLimitSettings, type StoreFactory } from '../http/rate-limit.js';
import { memoryPreviewRevocations, type PreviewRevocations } from '../accounts/preview-revocations.js';

export const PREVIEW_COOKIE = 'colophon_preview';
/** How long a preview cookie counts from its issue, on the server as in the browser. */
export const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;
/** A ticket issued this far ahead of the clock still counts: replicas' clocks differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

/** Refused preview secrets from one address (IPv6: one /56) per 15 minutes past which it gets 429 (docs/decisions/session-secret.md). */
export const PREVIEW_ATTEMPT_LIMITS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, perIp: 20 };

export interface PreviewTicket {
  id: string;
  /** When it was issued (ms since the epoch). */
  issuedAt: number;
}

const TICKET = /^([A-Za-z0-9_-]{22})\.(\d{1,15})$/;

/** A new ticket's cookie value: 16 random bytes as its id, and its issue time. */
export function newPreviewTicket(now: number): string {
  return `${randomBytes(16).toString('base64url')}.${now}`;
}

/** The ticket in a (signature-checked) cookie value, if it is one issued within its lifetime at `now`. */
export function liveTicket(value: unknown, now: number): PreviewTicket | undefined {
  if (typeof value !== 'string') return undefined;
  const m = TICKET.exec(value);
  if (!m) return undefined;
  const issuedAt = Number(m[2]);
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt >= PREVIEW_MAX_AGE_MS) return undefined;
  return { id: m[1]!, issuedAt };
}

/** Constant-time comparison of two secrets of any length (both are hashed first). */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function errorJson(code: string, message: string) {
  return { error: { code, message } };
}

type PreviewConfig = Pick<Config, 'previewSecret' | 'secureCookies' | 'CONTENT_SOURCE' | 'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'SANITY_READ_TOKEN' | 'SANITY_API_HOST' | 'CONTENT_TIMEOUT_MS' | 'SANITY_API_VERSION'>;

export interface PreviewDeps {
  /** Where exits are recorded; by default this process's memory (the server passes the accounts database's). */
  revocations?: PreviewRevocations;
  /** Where refused attempts are counted; by default memory (the server passes storesFor(accounts.db)). */
  stores?: StoreFactory;
  /** Overrides of PREVIEW_ATTEMPT_LIMITS (tests). */
  limits?: Partial<RateLimitSettings>;
  /** The clock of cookie lifetimes, ms since the epoch (the server passes the accounts clock). */
  now?: () => number;
}

/**
 * Preview is set up where it can be entered: PREVIEW_SECRET for /api/preview, or the Presentation
 * tool's handshake (CONTENT_SOURCE=sanity with a read token). Elsewhere no cookie counts.
 */
export function previewConfigured(config: PreviewConfig): boolean {
  return Boolean(config.previewSecret) || handshakeClient(config) !== undefined;
}

/**
 * Marks the request as preview when preview is set up and it carries a signed preview cookie whose
 * ticket is within its lifetime and was not ended by an exit. A store that cannot answer means no
 * preview (the editor sees the published page), never an error page.
 */
export function previewFlag(
  config: PreviewConfig,
  deps: { revocations: PreviewRevocations; now?: () => number; logger?: Pick<Logger, 'warn'> },
): RequestHandler {
  const enabled = previewConfigured(config);
  const now = deps.now ?? Date.now;
  const { revocations } = deps;
  return (req, res, next) => {
    res.locals.preview = false;
    if (!enabled) return next();
    const ticket = liveTicket(req.signedCookies?.[PREVIEW_COOKIE], now());
    if (!ticket) return next();
    revocations.isRevoked(ticket.id).then(
      (revoked) => {
        res.locals.preview = !revoked;
        next();
      },
      (err: unknown) => {
        deps.logger?.warn({ err }, 'preview: could not check whether the cookie was ended; serving the published page');
        next();
      },
    );
  };
}

/**
 * The client the handshake reads the Studio's secret with: the read token, no CDN (a secret is
 * seconds old), on SANITY_API_HOST when set. Undefined when the site cannot read Sanity's drafts.
 */
export function handshakeClient(config: PreviewConfig): (() => Promise<SanityClient>) | undefined {
  if (config.CONTENT_SOURCE !== 'sanity' || !config.SANITY_PROJECT_ID || !config.SANITY_READ_TOKEN) return undefined;
  const options = {
    projectId: config.SANITY_PROJECT_ID,
    dataset: config.SANITY_DATASET,
    apiVersion: config.SANITY_API_VERSION,
    token: config.SANITY_READ_TOKEN,
    apiHost: config.SANITY_API_HOST,
    timeoutMs: config.CONTENT_TIMEOUT_MS,
  };
  // The content source's own token client (server/content/sources/sanity.ts), loaded at the first
  // handshake, not by every server at start (a server on the embedded dataset never loads it).
  // Its `drafts` perspective does not matter: validatePreviewUrl reads with `raw`.
  let client: Promise<SanityClient> | undefined;
  return () => (client ??= import('../content/sources/sanity.js').then(({ createSanityClients }) => createSanityClients(options).preview!));
}

/**
 * The preview cookie's SameSite: on https `none` (with Secure), so it is sent when the Studio, on
 * another site, frames the preview; on plain http (development, tests) browsers refuse
 * `SameSite=None` without Secure, so `lax`, as before (a Studio on localhost frames localhost:
 * one site).
 */
export function previewCookieSameSite(secureCookies: boolean): 'none' | 'lax' {
  return secureCookies ? 'none' : 'lax';
}

export function createPreviewRouter(config: PreviewConfig, logger?: Pick<Logger, 'warn'>, deps: PreviewDeps = {}): Router {
  const clearOptions = { httpOnly: true, sameSite: previewCookieSameSite(config.secureCookies), secure: config.secureCookies, path: '/' };
  const cookieOptions = { ...clearOptions, signed: true };
  const client = handshakeClient(config);
  const now = deps.now ?? Date.now;
  const revocations = deps.revocations ?? memoryPreviewRevocations();
  const setTicket = (res: Parameters<RequestHandler>[1]) =>
    res.cookie(PREVIEW_COOKIE, newPreviewTicket(now()), { ...cookieOptions, maxAge: PREVIEW_MAX_AGE_MS });
  // Counts refused attempts only (an editor entering preview is never held back), and counts each
  // before the secret is checked: the handshake's Sanity query is never made past the limit.
  const attempts = perIpLimit(
    { ...PREVIEW_ATTEMPT_LIMITS, ...deps.limits },
    {
      name: 'preview:ip',
      stores: deps.stores,
      failuresOnly: true,
      refuse: (_req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        res.status(429).json(errorJson('too-many-attempts', PREVIEW.tooManyAttempts));
      },
    },
  );
  const r = Router();
  r.get('/api/preview/enable', attempts, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (!client) {
      res.status(404).json(errorJson('preview-disabled', 'Preview from the Studio is not configured on this server (CONTENT_SOURCE=sanity and SANITY_READ_TOKEN)'));
      return;
    }
    if (typeof req.query['sanity-preview-secret'] !== 'string') {
      res.status(401).json(errorJson('invalid-secret', 'Invalid preview secret'));
      return;
    }
    let result: Awaited<ReturnType<typeof ValidatePreviewUrl>>;
    try {
      const { validatePreviewUrl } = await import('@sanity/preview-url-secret');
      // `true`: no `cache: 'no-store'` fetch option, which only fetch-based clients take.
      result = await validatePreviewUrl(await client(), req.originalUrl, true);
    } catch (err) {
      logger?.warn({ err }, 'preview handshake: the secret could not be checked');
      res.status(503).json(errorJson('preview-unavailable', 'The preview secret could not be checked; try again'));
      return;
    }
    if (!result.isValid) {
      res.status(401).json(errorJson('invalid-secret', 'Invalid preview secret'));
      return;
    }
    setTicket(res);
    res.redirect(307, result.redirectTo && isSafeLocalPath(result.redirectTo) ? result.redirectTo : '/');
  });
  r.get('/api/preview', attempts, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (!config.previewSecret) {
      res.status(404).json(errorJson('preview-disabled', 'Preview is not configured on this server'));
      return;
    }
    const { secret, slug } = req.query;
    if (typeof secret !== 'string' || !secretsMatch(secret, config.previewSecret)) {
      res.status(401).json(errorJson('invalid-secret', 'Invalid preview secret'));
      return;
    }
    const target = slug === undefined ? '/' : slug;
    if (!isSafeLocalPath(target)) {
      res.status(400).json(errorJson('invalid-slug', 'slug must be a path on this site, starting with /'));
      return;
    }
    setTicket(res);
    res.redirect(307, target);
  });
  r.get('/api/exit-preview', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    // Ends the ticket on every replica, not only in this browser: a copy of the cookie stops too.
    const ticket = liveTicket(req.signedCookies?.[PREVIEW_COOKIE], now());
    if (ticket) {
      try {
        await revocations.revoke(ticket.id, new Date(ticket.issuedAt + PREVIEW_MAX_AGE_MS));
      } catch (err) {
        logger?.warn({ err }, 'preview: exit could not record the cookie as ended');
        res.status(503).json(errorJson('preview-unavailable', 'Preview could not be ended; try again'));
        return;
      }
    }
    res.clearCookie(PREVIEW_COOKIE, clearOptions);
    const { slug } = req.query;
    res.redirect(307, isSafeLocalPath(slug) ? slug : '/');
  });
  return r;
}
