/**
 * GET /api/search?term=&offset= (spec §7 Search): articles and podcast episodes whose title has
 * every word of the term, newest first, 24 per page from `offset`, with the total. Bad input is a
 * 400 with a message, never a 500: the term reaches GROQ only as words in a parameter.
 */
import { Router, type Response } from 'express';
import type { ContentSearch } from '../content/types.js';
import { MAX_SEARCH_TERM } from '../../shared/search-terms.js';

/** Deepest offset served: far past any real reading, and bounds the slice the source computes. */
export const MAX_SEARCH_OFFSET = 10_000;
/** How long browsers and CDNs may reuse a public answer. */
const PUBLIC_MAX_AGE_S = 60;

export const SEARCH_MESSAGES = {
  termTooLong: `Search term is too long (${MAX_SEARCH_TERM} characters at most).`,
  termNotText: 'Give one search term (term=...).',
  badOffset: `offset must be a whole number from 0 to ${MAX_SEARCH_OFFSET}.`,
} as const;

export interface SearchRouterDeps {
  content: ContentSearch;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The trimmed term ('' when absent), or why it is refused. */
export function parseTerm(raw: unknown): Parsed<string> {
  if (raw === undefined) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, message: SEARCH_MESSAGES.termNotText };
  const term = raw.trim();
  if (term.length > MAX_SEARCH_TERM) return { ok: false, message: SEARCH_MESSAGES.termTooLong };
  return { ok: true, value: term };
}

export function parseOffset(raw: unknown): Parsed<number> {
  if (raw === undefined || raw === '') return { ok: true, value: 0 };
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return { ok: false, message: SEARCH_MESSAGES.badOffset };
  const value = Number(raw);
  return value <= MAX_SEARCH_OFFSET ? { ok: true, value } : { ok: false, message: SEARCH_MESSAGES.badOffset };
}

function invalid(res: Response, message: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).json({ error: { code: 'invalid-input', message } });
}

export function createSearchRouter(deps: SearchRouterDeps): Router {
  const r = Router();
  r.get('/api/search', async (req, res, next) => {
    const term = parseTerm(req.query.term);
    if (!term.ok) return invalid(res, term.message);
    const offset = parseOffset(req.query.offset);
    if (!offset.ok) return invalid(res, offset.message);

    const preview = res.locals.preview === true;
    try {
      const page = term.value ? await deps.content.search(term.value, offset.value, { preview }) : { items: [], total: 0 };
      res.setHeader('Cache-Control', preview ? 'private, no-store' : `public, max-age=${PUBLIC_MAX_AGE_S}`);
      res.json(page);
    } catch (err) {
      const status = (err as { status?: unknown } | null)?.status;
      if (status === 503) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(503).json({ error: { code: 'unavailable', message: 'Search is unavailable right now. Please try again.' } });
        return;
      }
      next(err);
    }
  });
  return r;
}
