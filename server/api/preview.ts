/**
 * Editor preview (docs/architecture.md#a-preview-request): GET /api/preview?secret=…&slug=/path sets a signed HttpOnly
 * cookie and sends the editor to the page; GET /api/exit-preview?slug=… clears it. The Studio's
 * Presentation tool enters preview through GET /api/preview/enable, its draft-mode handshake: the
 * one-off secret it wrote to the dataset (a `sanity.previewUrlSecret` document) is checked with
 * @sanity/preview-url-secret over the read token, then the same cookie is set. Only same-site
 * paths are redirect targets, so no endpoint is an open redirect
 * (docs/decisions/visual-editing.md: the cookie's SameSite).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { SanityClient } from '@sanity/client';
import type { validatePreviewUrl as ValidatePreviewUrl } from '@sanity/preview-url-secret';
import type { Config } from '../config.js';
import { isSafeLocalPath } from '../../shared/links.js';
import type { Logger } from 'pino';

export const PREVIEW_COOKIE = 'colophon_preview';
const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;

/** Constant-time comparison of two secrets of any length (both are hashed first). */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function errorJson(code: string, message: string) {
  return { error: { code, message } };
}

/** Marks the request as preview when it carries a valid signed preview cookie. */
export function previewFlag(): RequestHandler {
  return (req, res, next) => {
    res.locals.preview = req.signedCookies?.[PREVIEW_COOKIE] === '1';
    next();
  };
}

type PreviewConfig = Pick<Config, 'previewSecret' | 'secureCookies' | 'CONTENT_SOURCE' | 'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'SANITY_READ_TOKEN' | 'SANITY_API_HOST' | 'CONTENT_TIMEOUT_MS' | 'SANITY_API_VERSION'>;

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

export function createPreviewRouter(config: PreviewConfig, logger?: Pick<Logger, 'warn'>): Router {
  const clearOptions = { httpOnly: true, sameSite: previewCookieSameSite(config.secureCookies), secure: config.secureCookies, path: '/' };
  const cookieOptions = { ...clearOptions, signed: true };
  const client = handshakeClient(config);
  const r = Router();
  r.get('/api/preview/enable', async (req, res) => {
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
    res.cookie(PREVIEW_COOKIE, '1', { ...cookieOptions, maxAge: PREVIEW_MAX_AGE_MS });
    res.redirect(307, result.redirectTo && isSafeLocalPath(result.redirectTo) ? result.redirectTo : '/');
  });
  r.get('/api/preview', (req, res) => {
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
    res.cookie(PREVIEW_COOKIE, '1', { ...cookieOptions, maxAge: PREVIEW_MAX_AGE_MS });
    res.redirect(307, target);
  });
  r.get('/api/exit-preview', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.clearCookie(PREVIEW_COOKIE, clearOptions);
    const { slug } = req.query;
    res.redirect(307, isSafeLocalPath(slug) ? slug : '/');
  });
  return r;
}
