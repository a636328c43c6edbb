/**
 * Editor preview (docs/architecture.md#a-preview-request): GET /api/preview?secret=…&slug=/path sets a signed HttpOnly
 * cookie and sends the editor to the page; GET /api/exit-preview?slug=… clears it. Only same-site
 * paths are redirect targets, so neither endpoint is an open redirect.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.js';
import { isSafeLocalPath } from '../../shared/links.js';

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

export function createPreviewRouter(config: Pick<Config, 'previewSecret' | 'secureCookies'>): Router {
  const clearOptions = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' };
  const cookieOptions = { ...clearOptions, signed: true };
  const r = Router();
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
