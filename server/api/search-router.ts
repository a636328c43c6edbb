/**
 * GET /api/search?term=&offset= (spec §7 Search): articles and podcast episodes whose title has
 * every word of the term, newest first, 24 per page from `offset`, with the total. Bad input is a
 * 400 with a message, never a 500: the term reaches GROQ only as words in a parameter.
 */
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { ContentSearch } from '../content/types.js';
import { MAX_SEARCH_TERM } from '../../shared/search-terms.js';
import { sendWithEtag } from '../conditional-get.js';

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

/**
 * The query string: the term trimmed ('' when absent), the offset from 0 ('' or absent) to
 * MAX_SEARCH_OFFSET, written in plain digits (no sign, exponent or hex that Number would take).
 */
export const searchQuerySchema = z.object({
  term: z.string({ error: SEARCH_MESSAGES.termNotText }).trim().max(MAX_SEARCH_TERM, { error: SEARCH_MESSAGES.termTooLong }).default(''),
  offset: z
    .string({ error: SEARCH_MESSAGES.badOffset })
    .regex(/^\d{0,6}$/, { error: SEARCH_MESSAGES.badOffset })
    .default('')
    .pipe(z.coerce.number<string>().max(MAX_SEARCH_OFFSET, { error: SEARCH_MESSAGES.badOffset })),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The parsed query, or the message of its first problem (the term's before the offset's). */
export function parseSearchQuery(query: unknown): { ok: true; value: SearchQuery } | { ok: false; message: string } {
  const result = searchQuerySchema.safeParse(query);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? SEARCH_MESSAGES.termNotText };
}

function invalid(res: Response, message: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).json({ error: { code: 'invalid-input', message } });
}

export function createSearchRouter(deps: SearchRouterDeps): Router {
  const r = Router();
  r.get('/api/search', async (req, res, next) => {
    const query = parseSearchQuery(req.query);
    if (!query.ok) return invalid(res, query.message);
    const { term, offset } = query.value;

    const preview = res.locals.preview === true;
    try {
      const page = term ? await deps.content.search(term, offset, { preview }) : { items: [], total: 0 };
      // An ETag and 304, as pages have: a repeated search (back and forth, a CDN revalidating) costs no body.
      await sendWithEtag(req, res, 'application/json; charset=utf-8', JSON.stringify(page), preview ? 'private, no-store' : `public, max-age=${PUBLIC_MAX_AGE_S}`);
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
