/**
 * Title search (GET /api/search and the /search page): a term and an offset in, one page of results and the total out.
 * The first page holds SEARCH_FIRST_PAGE items, each later one SEARCH_PAGE_SIZE from `offset`.
 */
import { z } from 'zod';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE } from '../../shared/constants.js';
import { text } from '../../shared/content/common.js';
import { articleUrl, episodeUrl } from '../../shared/content/urls.js';
import { matchPatterns } from '../../shared/search-terms.js';
import { SEARCH_QUERY } from './queries.js';
import type { ContentSource, FetchOptions } from './source.js';
import type { CachedSource } from './cache.js';
import { nowParam } from './time.js';

const Ref = z.object({ title: z.string(), slug: z.string() });

/** One row of SEARCH_QUERY; rows missing what their URL needs are dropped. */
const HitSchema = z
  .object({
    _id: z.string(),
    _type: z.enum(['article', 'podcastEpisode']),
    title: z.string(),
    slug: z.string(),
    date: text,
    excerpt: text,
    section: Ref.nullish(),
    podcast: Ref.nullish(),
  })
  .refine((h) => (h._type === 'article' ? h.section : h.podcast), 'no section or podcast to link to')
  .transform(({ _id, _type, title, slug, date, excerpt, section, podcast }) => ({
    id: _id,
    type: _type,
    title,
    url: _type === 'article' ? articleUrl(section!.slug, slug) : episodeUrl(podcast!.slug, slug),
    date: date ?? undefined,
    section: _type === 'article' ? section! : null,
    podcast: _type === 'podcastEpisode' ? podcast! : null,
    excerpt: excerpt ?? null,
  }));

/** What GET /api/search answers: the shape client/store/searchSlice.ts SearchPage expects. */
export type SearchHit = z.output<typeof HitSchema>;
export interface SearchResults {
  items: SearchHit[];
  total: number;
}

const RawSchema = z.object({
  items: z.array(z.unknown()).nullish(),
  total: z.number().nullish(),
});

/** [start, end) of the page that begins at `offset`. */
export function searchBounds(offset: number): { start: number; end: number } {
  return { start: offset, end: offset + (offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE) };
}

/** The query parameters of a search (its words' patterns, the release gate, the page's bounds), or null for no words. */
function searchParams(term: string, offset: number, preview: boolean) {
  const patterns = matchPatterns(term);
  return patterns.length === 0 ? null : { patterns, now: nowParam(preview), ...searchBounds(offset) };
}

/** The answer to this search is kept (published content): answering it costs no GROQ. */
export function searchIsCached(source: Pick<CachedSource, 'has'>, term: string, offset: number): boolean {
  const params = searchParams(term, offset, false);
  return params === null || source.has(SEARCH_QUERY, params);
}

export async function runSearch(
  source: ContentSource,
  term: string,
  offset: number,
  { preview, deadline }: Pick<FetchOptions, 'preview' | 'deadline'>,
): Promise<SearchResults> {
  const params = searchParams(term, offset, preview);
  if (!params) return { items: [], total: 0 };
  const raw = RawSchema.parse(await source.fetch<unknown>(SEARCH_QUERY, params, { preview, deadline }));
  const items = (raw.items ?? []).flatMap((row) => {
    const hit = HitSchema.safeParse(row);
    return hit.success ? [hit.data] : [];
  });
  return { items, total: raw.total ?? 0 };
}
