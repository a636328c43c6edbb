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
 *
 * Premium text (issue 48): with the paywall on, a premium article's body past its teaser (the
 * `gated` field, ./documents.ts) is what only a premium member may read, so it is in a second index,
 * the members', and not in the one everyone else searches: for a visitor or a free member it
 * neither matches nor ranks, nor weighs in a word's frequency, the vocabulary or a "Did you mean"
 * (one index would answer yes or no about a phrase of it). With the paywall off every story is
 * free: one index holds everything, every body as text anyone may match and see quoted (the access
 * rule, server/members/access.ts, as ./documents.ts asks it). Preview (editors) searches everything.
 */
import type { Logger } from 'pino';
import { ContentUnavailableError } from '../../../shared/page-errors.js';
import { fetchWithin, joinWithin } from '../cache.js';
import { SEARCH_DOCUMENTS_QUERY } from '../queries.js';
import type { ContentSource } from '../source.js';
import { searchDocuments, type SearchRows } from './documents.js';
import { SearchIndex, type SearchAnswer, type SearchDocument, type SearchRequest } from './engine.js';

/** How long a preview index is reused: an editor sees a draft in search results within this. */
export const PREVIEW_INDEX_TTL_MS = 30_000;

/** Wait between two rebuilds from a source that failed. */
const RETRY_MS = 30_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A document as everyone may search it: without premium text past the teaser. */
const withoutGated = (doc: SearchDocument): SearchDocument => ({ ...doc, fields: { ...doc.fields, gated: [] } });

export interface IndexStats {
  documents: number;
  vocabulary: number;
  buildMs: number;
  builtAt: number;
}

/** Who searches: everyone, or a premium member (per the server session), who may find premium text. */
export type SearchAccess = 'public' | 'member';

export interface SearchIndexService {
  /** `waitMs`: longest this search waits for the first index (at most the service's `waitMs`). */
  search(request: SearchRequest, preview: boolean, access?: SearchAccess, waitMs?: number): Promise<SearchAnswer>;
  /** The published index is built: a search answers from it without waiting for the source. */
  ready(): boolean;
  /** Starts building the published index (start-up); resolves when it is built. */
  warm(): Promise<void>;
  /** After a publish: refetch `documentId` (or everything) and rebuild, off the request path. */
  refresh(documentId?: string): Promise<void>;
  /**
   * The published index's row of a document (SEARCH_DOCUMENTS_QUERY: its type, slug, dates, section,
   * tags, authors, podcast), as it was last fetched; undefined when the index has none. A publish
   * reads it before refreshing, to tell where the document sat (server/content/keys.ts, changeKeys).
   */
  row(id: string): unknown;
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
  /** The paywall flag: premium text past the teaser is searched only by members (see the file's comment). */
  paywall?: boolean;
  clock?: () => number;
}

interface Built {
  /** What everyone searches: with the paywall on, without premium text past the teaser. */
  index: SearchIndex;
  /** With the paywall on, what premium members search (everything); else null (`index` has it all). */
  members: SearchIndex | null;
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

  async function buildFrom(rows: Map<string, unknown>, lookups: Omit<SearchRows, 'documents'>, gate = deps.paywall === true): Promise<Built> {
    const started = performance.now();
    await nextTurn();
    const documents = searchDocuments({ ...lookups, documents: [...rows.values()] }, { paywall: gate });
    const gated = gate && documents.some((d) => d.fields.gated.length > 0);
    const index = await SearchIndex.build(gated ? documents.map(withoutGated) : documents, nextTurn);
    const members = gated ? await SearchIndex.build(documents, nextTurn) : null;
    return { index, members, rows, lookups, builtAt: clock(), buildMs: Math.round(performance.now() - started) };
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
    // Preview shows editors every body in full: one index, as with the paywall off.
    return buildFrom(byId(documents), lookups, isPreview ? false : undefined);
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

  const indexFor = (built: Built, access: SearchAccess) => (access === 'member' ? (built.members ?? built.index) : built.index);

  async function publishedIndex(access: SearchAccess, waitMs: number | undefined): Promise<SearchIndex> {
    if (published) {
      if (stale(published) && !building && clock() - lastAttempt >= RETRY_MS) {
        lastAttempt = clock();
        rebuild(null).catch((err: unknown) => deps.logger?.warn({ err }, 'search index rebuild failed; the previous index answers'));
      }
      return indexFor(published, access);
    }
    try {
      const first = building ?? rebuild(null);
      first.catch(() => undefined); // a search that stopped waiting must not leave it unhandled
      const wait = waitMs === undefined ? deps.waitMs : deps.waitMs === undefined ? waitMs : Math.min(waitMs, deps.waitMs);
      return indexFor(await joinWithin(first, wait, () => undefined), access);
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
    async search(request, isPreview, access = 'public', waitMs) {
      const index = isPreview ? await previewIndex() : await publishedIndex(access, waitMs);
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
    row: (id) => published?.rows.get(id.replace(/^drafts\./, '')),
    stats: () =>
      published && {
        documents: published.index.size,
        vocabulary: published.index.vocabularySize,
        buildMs: published.buildMs,
        builtAt: published.builtAt,
      },
  };
}
