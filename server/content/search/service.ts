/**
 * The search index of this process, kept in step with the content (docs/decisions/search-engine.md):
 * - built from the source at start (or at the first search), with SEARCH_DOCUMENTS_QUERY;
 * - rebuilt in the background once per content TTL window (what a purge missed, a Sanity edit
 *   without a webhook), while the previous index keeps answering;
 * - on the publish webhook, the published document is fetched again by its id (the same query with
 *   $ids) and the index rebuilt from the documents already held; a purge without an id (another
 *   replica's) fetches everything again.
 * Preview has its own index, from the preview source (drafts in place of their published twins),
 * rebuilt at most every PREVIEW_INDEX_TTL_MS while editors search.
 * Builds run off the request path in slices with a turn of the event loop between them, so pages
 * are answered while an index is built.
 */
import type { Logger } from 'pino';
import { ContentUnavailableError } from '../../../shared/page-errors.js';
import { fetchWithin, joinWithin } from '../cache.js';
import { SEARCH_DOCUMENTS_QUERY } from '../queries.js';
import type { ContentSource } from '../source.js';
import { searchDocuments, type SearchRows } from './documents.js';
import { SearchIndex, type SearchAnswer, type SearchRequest } from './engine.js';

/** How long a preview index is reused: an editor sees a draft in search results within this. */
export const PREVIEW_INDEX_TTL_MS = 30_000;

/** Wait between two rebuilds from a source that failed. */
const RETRY_MS = 30_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface IndexStats {
  documents: number;
  vocabulary: number;
  buildMs: number;
  builtAt: number;
}

export interface SearchIndexService {
  search(request: SearchRequest, preview: boolean): Promise<SearchAnswer>;
  /** The published index is built: a search answers from it without waiting for the source. */
  ready(): boolean;
  /** Starts building the published index (start-up); resolves when it is built. */
  warm(): Promise<void>;
  /** After a publish: refetch `documentId` (or everything) and rebuild, off the request path. */
  refresh(documentId?: string): Promise<void>;
  stats(): IndexStats | null;
}

export interface SearchIndexDeps {
  source: ContentSource;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Rebuild from the source once the index is older than this (the content TTL window). */
  ttlMs: number;
  /** Longest wait for the source's answer to the index's query. */
  timeoutMs?: number;
  /**
   * Longest a search waits for the first index (the content timeout a page's reads have): past it the
   * search answers 503 and the build goes on for the next one.
   */
  waitMs?: number;
  clock?: () => number;
}

interface Built {
  index: SearchIndex;
  rows: Map<string, unknown>;
  lookups: Omit<SearchRows, 'documents'>;
  builtAt: number;
  buildMs: number;
}

export function createSearchIndexService(deps: SearchIndexDeps): SearchIndexService {
  const clock = deps.clock ?? Date.now;
  let published: Built | null = null;
  let building: Promise<Built> | null = null;
  /** A refresh asked for while a build runs: it runs after, so no publish is lost. */
  let queued: { ids: Set<string> | null } | null = null;
  let preview: { built: Promise<Built>; at: number } | null = null;

  const fetchRows = (ids: string[] | null, isPreview: boolean) =>
    fetchWithin<SearchRows>(deps.source, SEARCH_DOCUMENTS_QUERY, { ids }, isPreview, deps.timeoutMs);

  async function buildFrom(rows: Map<string, unknown>, lookups: Omit<SearchRows, 'documents'>): Promise<Built> {
    const started = performance.now();
    await nextTurn();
    const documents = searchDocuments({ ...lookups, documents: [...rows.values()] });
    const index = await SearchIndex.build(documents, nextTurn);
    return { index, rows, lookups, builtAt: clock(), buildMs: Math.round(performance.now() - started) };
  }

  const byId = (documents: unknown): Map<string, unknown> => {
    const rows = new Map<string, unknown>();
    for (const row of Array.isArray(documents) ? documents : []) {
      const id = (row as { _id?: unknown } | null)?._id;
      if (typeof id === 'string') rows.set(id, row);
    }
    return rows;
  };

  async function fullBuild(isPreview: boolean): Promise<Built> {
    const { documents, ...lookups } = await fetchRows(null, isPreview);
    return buildFrom(byId(documents), lookups);
  }

  async function partialBuild(ids: Set<string>): Promise<Built> {
    if (!published) return fullBuild(false);
    const wanted = [...ids].map((id) => id.replace(/^drafts\./, ''));
    const { documents, ...lookups } = await fetchRows(wanted, false);
    const rows = new Map(published.rows);
    for (const id of wanted) rows.delete(id);
    for (const [id, row] of byId(documents)) rows.set(id, row);
    return buildFrom(rows, lookups);
  }

  /** Runs one build at a time; a refresh asked for meanwhile runs next. */
  function rebuild(ids: Set<string> | null): Promise<Built> {
    if (building) {
      if (!queued) queued = { ids: ids ? new Set(ids) : null };
      else if (queued.ids && ids) for (const id of ids) queued.ids.add(id);
      else queued.ids = null;
      return building;
    }
    building = (ids ? partialBuild(ids) : fullBuild(false))
      .then((built) => {
        published = built;
        deps.logger?.info({ documents: built.index.size, ms: built.buildMs }, 'search index built');
        return built;
      })
      .finally(() => {
        building = null;
        const next = queued;
        queued = null;
        if (next) rebuild(next.ids).catch((err: unknown) => deps.logger?.warn({ err }, 'search index rebuild failed'));
      });
    return building;
  }

  const stale = (built: Built) => clock() - built.builtAt >= deps.ttlMs;
  /** When a window's rebuild was last started: a failing source is asked once a RETRY_MS, not once a search. */
  let lastAttempt = -Infinity;

  async function publishedIndex(): Promise<SearchIndex> {
    if (published) {
      if (stale(published) && !building && clock() - lastAttempt >= RETRY_MS) {
        lastAttempt = clock();
        rebuild(null).catch((err: unknown) => deps.logger?.warn({ err }, 'search index rebuild failed; the previous index answers'));
      }
      return published.index;
    }
    try {
      const first = building ?? rebuild(null);
      first.catch(() => undefined); // a search that stopped waiting must not leave it unhandled
      return (await joinWithin(first, deps.waitMs, () => undefined)).index;
    } catch (err) {
      throw new ContentUnavailableError(err);
    }
  }

  async function previewIndex(): Promise<SearchIndex> {
    if (!preview || clock() - preview.at >= PREVIEW_INDEX_TTL_MS) {
      const built = fullBuild(true);
      preview = { built, at: clock() };
      built.catch(() => {
        if (preview?.built === built) preview = null;
      });
    }
    try {
      return (await preview.built).index;
    } catch (err) {
      throw new ContentUnavailableError(err);
    }
  }

  return {
    async search(request, isPreview) {
      const index = isPreview ? await previewIndex() : await publishedIndex();
      return index.search(request);
    },
    ready: () => published !== null,
    async warm() {
      if (!published) await (building ?? rebuild(null));
    },
    async refresh(documentId) {
      preview = null;
      await rebuild(documentId ? new Set([documentId]) : null);
    },
    stats: () =>
      published && {
        documents: published.index.size,
        vocabulary: published.index.vocabularySize,
        buildMs: published.buildMs,
        builtAt: published.builtAt,
      },
  };
}
