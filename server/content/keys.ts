/**
 * Surrogate keys (docs/decisions/edge-cache.md): what each public answer was built from, so a
 * publish forgets only the answers that showed the changed document.
 *
 * An answer's keys are:
 * - the ids of the Sanity documents in the query results it read (every `_id` in them);
 * - list keys, for lists a new or moved document could join (`list:section:<id>`, `list:tag:<tag>`,
 *   `list:article`, ...), and the slugs and legacy paths it looked up (`slug:<slug>`), so a document
 *   published under a slug that answered 404 purges that 404;
 * - always `all` (purge-everything).
 * Past MAX_KEY_HEADER_BYTES the ids give way to a broader key per type (`type:article`), which
 * every publish of that type purges, and past it still to `type:any`, which every publish purges.
 *
 * Collected per answer with AsyncLocalStorage: `collectKeys(fn)` runs `fn` with a collector, and the
 * content layer records into the current one (server/content/cache.ts on every read, the memos of
 * server/content/index.ts on every reuse, the search on every answer).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as Q from './queries.js';
import type { QueryParams } from './source.js';

export const ALL_KEY = 'all';
/** Every publish purges it: what an answer carries when even its broad keys are too many. */
export const ANY_KEY = 'type:any';
/** Search answers: every publish of a searchable document purges them. */
export const SEARCH_KEY = 'search';
/**
 * Surrogate-Key and Cache-Tag must stay under 16 KB (Fastly's and Cloudflare's limit on the header);
 * a margin is left for the header's name and for a proxy that adds its own.
 */
export const MAX_KEY_HEADER_BYTES = 15_000;

/**
 * Documents whose change shows on (nearly) every page: a change to one purges everything.
 * - globalSettings, navigation, section: the frame of every page (menus, side navigation, footer);
 * - redirect: may move any URL.
 */
export const SITE_WIDE_TYPES: ReadonlySet<string> = new Set(['globalSettings', 'navigation', 'section', 'redirect']);
/**
 * Documents other documents show: an author's name on bylines, a column's, collection's or
 * podcast's title and link, an image asset's dimensions and lqip. Every projection of them carries
 * their `_id` (server/content/queries.ts), so the answers showing one are keyed on it, and its
 * change purges its id, not everything. Per type: the filtered list it heads (`list:<kind>:<id>`,
 * the stories of an author, column, collection, the episodes of a podcast), whether the search
 * index shows it (names and podcast titles are joined into results), and whether it has pages and
 * lists of its own (contributors, columnists, collections pages, sitemaps: `list:<type>`).
 */
const REFERENCED_TYPES: ReadonlyMap<string, { heads?: string; searched?: boolean; listed: boolean }> = new Map([
  ['author', { heads: 'contributor', searched: true, listed: true }],
  ['column', { heads: 'column', listed: true }],
  ['collection', { heads: 'collection', listed: true }],
  ['podcast', { heads: 'podcast', searched: true, listed: true }],
  ['sanity.imageAsset', { listed: false }],
]);
/** Singletons of the frame, by id (their `_type` may be named otherwise in a dataset). */
export const SITE_WIDE_IDS: ReadonlySet<string> = new Set(['globalSettings', 'navigation']);
/** Types the full-text search holds. */
const SEARCHABLE_TYPES: ReadonlySet<string> = new Set(['article', 'podcastEpisode', 'recipeArticle']);

/** A key is one token of a space- and comma-separated header: anything else is %-encoded. */
export function keyPart(value: string): string {
  if (/^[A-Za-z0-9._~:@!$&'()*+;=/-]+$/.test(value)) return value;
  // A lone surrogate (a malformed id or tag) cannot be %-encoded: it becomes U+FFFD first.
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
const tagKey = (tag: string) => `list:tag:${keyPart(tag.toLowerCase())}`;
const listKey = (kind: string, id?: string) => (id === undefined ? `list:${kind}` : `list:${kind}:${keyPart(id)}`);
const slugKey = (slug: string) => `slug:${keyPart(slug)}`;
const legacyKey = (pathname: string) => `legacy:${keyPart(pathname)}`;
export const typeKey = (type: string) => `type:${keyPart(type)}`;
/** A Sanity sync tag of a query answer (Live Content API): its events name them (server/content/live.ts). */
export const syncKey = (tag: string) => `sync:${keyPart(tag)}`;
/** Articles embedding an episode's player show its title without its id: episodes' publishes purge them. */
const EMBEDS_EPISODE_KEY = 'embeds:podcastEpisode';

/** What one query result stands for, beside the ids in it. */
interface QueryRule {
  /** Keys from the params (and the result, for a query whose list hangs off it). */
  keys(params: QueryParams, result: unknown): string[];
  /** The `_id`s in the result are not what the answer shows (an index of candidates). */
  noIds?: boolean;
  /**
   * Documents the result shows by a field other than `_id` (a reference's id projected beside a
   * slug read through it, an image's asset id where only its width is read), with their type.
   */
  refs?(result: unknown): Array<[string, string]>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
const fixed = (...keys: string[]): QueryRule => ({ keys: () => keys });
const byId = (kind: string): QueryRule => ({ keys: (p) => (str(p.id) ? [listKey(kind, str(p.id))] : [listKey(kind)]) });
/** The podcast a story's path names through its slug (`"podcastId": podcast._ref` beside it). */
const podcastRef = (result: unknown): Array<[string, string]> => {
  const id = str((result as { podcastId?: unknown } | null)?.podcastId);
  return id ? [[id, 'podcast']] : [];
};

/**
 * Every query pages, feeds and sitemaps read through the content cache, and its list keys. A query
 * missing here is keyed `type:any` (every publish purges it): safe, never stale; a test keeps the
 * table complete (test/unit/content/keys.test.ts).
 */
const RULES = new Map<string, QueryRule>([
  [Q.GLOBAL_SETTINGS_QUERY, fixed('globalSettings')],
  [Q.NAVIGATION_QUERY, fixed('navigation')],
  [Q.SECTIONS_QUERY, fixed(listKey('section'))],
  [Q.REDIRECTS_QUERY, fixed(listKey('redirect'))],
  [Q.HOLIDAYS_QUERY, fixed(listKey('holiday'))],
  [Q.LATEST_ARTICLES_QUERY, fixed(listKey('article'))],
  [Q.RECENT_ARTICLE_IDS_QUERY, { keys: (p) => strs(p.sectionIds).map((id) => listKey('recent:section', id)), noIds: true }],
  [Q.ARTICLE_LINKS_QUERY, fixed()],
  [Q.FRONT_PAGE_QUERY, fixed(listKey('frontPage'))],
  [Q.FRONT_PAGE_BY_ID_QUERY, fixed()],
  [Q.ARTICLE_BY_SLUG_QUERY, fixed()],
  [Q.ARTICLE_BODY_QUERY, fixed()],
  [Q.ARTICLE_PREMIUM_BODY_QUERY, fixed()],
  [Q.FEATURE_PREMIUM_BODY_QUERY, fixed()],
  [Q.GIFT_ARTICLE_QUERY, fixed()],
  [Q.GIFT_FEATURE_QUERY, fixed()],
  [Q.COMMENT_ARTICLE_QUERY, fixed()],
  [Q.COMMENT_FEATURE_QUERY, fixed()],
  [Q.COMMENT_RECIPE_QUERY, fixed()],
  [Q.COMMENT_EPISODE_QUERY, { ...fixed(), refs: podcastRef }],
  [Q.ARTICLE_BY_ID_QUERY, fixed()],
  [Q.ARTICLE_URL_QUERY, fixed()],
  [Q.RECENT_ARTICLES_QUERY, fixed(listKey('article'))],
  [Q.ARTICLES_BY_SECTION_QUERY, byId('section')],
  [Q.SECTION_LATEST_QUERY, byId('section')],
  [Q.ARTICLES_BY_TAG_QUERY, { keys: (p) => [tagKey(str(p.tagLower) ?? str(p.tag) ?? '')] }],
  [Q.HOLIDAY_TITLE_BY_TAG_QUERY, fixed(listKey('holiday'))],
  [Q.ARTICLES_BY_CONTRIBUTOR_QUERY, byId('contributor')],
  [Q.ARTICLES_BY_COLUMN_QUERY, byId('column')],
  [Q.ARTICLES_BY_COLLECTION_QUERY, byId('collection')],
  [Q.ARTICLE_WITH_RECIPE_QUERY, fixed()],
  [Q.FEATURE_ARTICLE_QUERY, fixed()],
  [Q.LEGACY_PATHNAME_QUERY, { keys: (p) => (str(p.pathname) ? [legacyKey(str(p.pathname)!)] : []), refs: podcastRef }],
  [Q.SECTION_QUERY, fixed()],
  [Q.SECTION_SUMMARY_QUERY, fixed()],
  [Q.CONTRIBUTORS_QUERY, fixed(listKey('author'))],
  [Q.CONTRIBUTOR_QUERY, fixed()],
  [Q.CONTRIBUTOR_SLUG_QUERY, fixed()],
  [Q.TEAM_MEMBER_QUERY, fixed()],
  [Q.COLLECTIONS_QUERY, fixed('collectionsPage', listKey('collection'))],
  [Q.COLLECTION_QUERY, fixed()],
  [Q.COLUMNISTS_QUERY, fixed('columnistsPage', listKey('column'))],
  [Q.COLUMN_QUERY, fixed()],
  [Q.HOLIDAY_QUERY, fixed()],
  [Q.HOLIDAY_SUMMARY_QUERY, fixed()],
  [Q.RECIPES_QUERY, fixed(listKey('recipeArticle'))],
  [Q.RECIPES_BY_HOLIDAY_QUERY, fixed(listKey('recipeArticle'))],
  [Q.RECIPES_BY_SEASON_QUERY, fixed(listKey('recipeArticle'))],
  [Q.RECIPES_PAGE_QUERY, fixed('recipesPage')],
  [Q.RECIPE_QUERY, fixed()],
  [Q.PODCASTS_QUERY, fixed('globalSettings')],
  [Q.PODCAST_QUERY, fixed()],
  [Q.EPISODES_QUERY, byId('podcast')],
  [Q.EPISODES_CHRONOLOGICAL_QUERY, byId('podcast')],
  [Q.EPISODE_QUERY, fixed()],
  [Q.GENERIC_PAGE_QUERY, fixed()],
  [Q.DONATION_PAGE_QUERY, fixed('donationPage')],
  [Q.SUBSCRIPTION_PAGE_QUERY, fixed('subscriptionPage')],
  [Q.ENCYCLOPEDIA_QUERY, fixed('encyclopediaPage', listKey('encyclopediaTerm'))],
  [Q.SEO_ARTICLES_QUERY, fixed(listKey('article'), listKey('featureArticle'))],
  [
    Q.SEO_DOCUMENTS_QUERY,
    fixed(
      ...['section', 'author', 'podcast', 'podcastEpisode', 'recipeArticle', 'holiday', 'collection', 'column', 'teamMember', 'page', 'frontPage', 'article'].map((t) => listKey(t)),
      ...['donationPage', 'subscriptionPage', 'encyclopediaPage', 'collectionsPage', 'columnistsPage', 'recipesPage', 'globalSettings'],
    ),
  ],
  [Q.RSS_ARTICLES_QUERY, fixed(listKey('article'))],
  [Q.RSS_SECTION_ARTICLES_QUERY, byId('section')],
  [Q.RSS_SECTION_QUERY, fixed()],
  [
    Q.PODCAST_FEED_QUERY,
    {
      keys: (_p, result) => [listKey('podcast', str((result as { _id?: unknown } | null)?._id) ?? '')].filter((k) => !k.endsWith(':')),
      // FEED_IMAGE reads the asset's width without its `_id`: the image's `id` is the asset's.
      refs: (result) => {
        const asset = str((result as { image?: { id?: unknown } | null } | null)?.image?.id);
        return asset ? [[asset, 'sanity.imageAsset']] : [];
      },
    },
  ],
  [Q.NEWSLETTERS_QUERY, fixed(listKey('newsletter'))],
  // The reader's library (server/library/): a story by slug (its slug key), the ids of followed
  // authors and sections (plain strings: their lists' keys), For you (the lists it is the union of).
  [Q.LIBRARY_STORY_QUERY, { ...fixed(), refs: podcastRef }],
  [Q.LIBRARY_FOLLOWED_IDS_QUERY, fixed(listKey('author'), listKey('section'))],
  [
    Q.FOR_YOU_QUERY,
    {
      keys: (p) => [
        ...strs(p.sectionIds).map((id) => listKey('section', id)),
        ...strs(p.authorIds).map((id) => listKey('contributor', id)),
        ...strs(p.tags).map(tagKey),
      ],
    },
  ],
]);

/** The queries the table knows (its completeness test reads it). */
export const keyedQueries = (): ReadonlySet<string> => new Set(RULES.keys());

/** Params that name documents by id: the answer depends on them whether or not they are found. */
const ID_PARAMS = ['id', 'recipeId'] as const;
const ID_LIST_PARAMS = ['ids', 'recipeIds', 'exclude'] as const;

/** The keys of one query result, in three groups (see KeySet). */
export interface EntryKeys {
  /** Document ids (and the types they were seen with, for the broad keys). */
  ids: Map<string, string | undefined>;
  /** List, slug and singleton keys. */
  keys: Set<string>;
}

/** Every `_id` in a result, with its `_type` when it has one; `podcastPlayer` blocks mark their episode's embedding. */
function walk(value: unknown, into: EntryKeys, depth = 0): void {
  if (depth > 64 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const id = str(record._id);
  if (id) into.ids.set(id.replace(/^drafts\./, ''), str(record._type) ?? into.ids.get(id));
  if (record._type === 'podcastPlayer') into.keys.add(EMBEDS_EPISODE_KEY);
  for (const v of Object.values(record)) if (v !== null && typeof v === 'object') walk(v, into, depth + 1);
}

/** The keys a cached query result stands for: measured once, when it is stored. */
export function queryKeys(query: string, params: QueryParams, result: unknown): EntryKeys {
  const out: EntryKeys = { ids: new Map(), keys: new Set() };
  const rule = RULES.get(query);
  if (!rule) out.keys.add(ANY_KEY);
  for (const key of rule?.keys(params, result) ?? []) out.keys.add(key);
  if (!rule?.noIds) walk(result, out);
  for (const [id, type] of rule?.refs?.(result) ?? []) out.ids.set(id, type);
  for (const name of ID_PARAMS) {
    const id = str(params[name]);
    if (id && !out.ids.has(id)) out.ids.set(id, undefined);
  }
  for (const name of ID_LIST_PARAMS) for (const id of strs(params[name])) if (!out.ids.has(id)) out.ids.set(id, undefined);
  for (const name of ['slug', 'articleSlug'] as const) {
    const slug = str(params[name]);
    if (slug) out.keys.add(slugKey(slug));
  }
  return out;
}

// ----- collecting the keys of one answer --------------------------------------------------------

export class KeyCollector {
  readonly ids = new Map<string, string | undefined>();
  readonly keys = new Set<string>([ALL_KEY]);

  add(entry: EntryKeys | undefined): void {
    if (!entry) return;
    for (const [id, type] of entry.ids) if (type !== undefined || !this.ids.has(id)) this.ids.set(id, type);
    for (const key of entry.keys) this.keys.add(key);
  }

  addKeys(keys: Iterable<string>): void {
    for (const key of keys) this.keys.add(key);
  }

  /** The answer's keys, bounded (see boundKeys). */
  finish(): string[] {
    return boundKeys(this.ids, this.keys);
  }
}

const store = new AsyncLocalStorage<KeyCollector>();

/** Runs `fn` with a collector of its own; returns its value and the keys of what it read. */
export async function collectKeys<T>(fn: () => Promise<T>): Promise<{ value: T; keys: string[] }> {
  const collector = new KeyCollector();
  const value = await store.run(collector, fn);
  return { value, keys: collector.finish() };
}

/** Runs `fn` with a collector of its own and returns the raw collector too (memos keep it and replay it). */
export async function collectEntryKeys<T>(fn: () => Promise<T>): Promise<{ value: T; entry: EntryKeys }> {
  const collector = new KeyCollector();
  const value = await store.run(collector, fn);
  return { value, entry: { ids: collector.ids, keys: collector.keys } };
}

/** Adds `entry` to the keys of the answer being made (nothing outside collectKeys). */
export function recordKeys(entry: EntryKeys | undefined): void {
  store.getStore()?.add(entry);
}

/** Adds plain keys to the answer being made. */
export function recordKeyList(keys: Iterable<string>): void {
  store.getStore()?.addKeys(keys);
}

const headerLength = (keys: Iterable<string>): number => {
  let n = 0;
  for (const k of keys) n += k.length + 1;
  return n;
};

/**
 * The keys as sent: ids and other keys, `all` first. When they would pass MAX_KEY_HEADER_BYTES, the
 * ids are replaced by `type:<type>` of each type seen (`type:any` for ids of unknown type); when
 * even that passes, the answer is keyed `all` and `type:any` only (every publish purges it).
 */
export function boundKeys(ids: ReadonlyMap<string, string | undefined>, keys: ReadonlySet<string>, max = MAX_KEY_HEADER_BYTES): string[] {
  const others = [...keys].filter((k) => k !== ALL_KEY).sort();
  const idKeys = [...ids.keys()].map(keyPart).sort();
  const all = [ALL_KEY, ...others, ...idKeys];
  if (headerLength(all) <= max) return all;
  const broad = new Set<string>();
  for (const type of ids.values()) broad.add(type === undefined ? ANY_KEY : typeKey(type));
  const bounded = [ALL_KEY, ...new Set([...others, ...[...broad].sort()])];
  if (headerLength(bounded) <= max) return bounded;
  return [ALL_KEY, ANY_KEY];
}

/** The headers carrying `keys`: Surrogate-Key (space-separated), and Cache-Tag (comma-separated) when asked for. */
export function keyHeaders(keys: readonly string[], cacheTag: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [['Surrogate-Key', keys.join(' ')]];
  if (cacheTag) headers.push(['Cache-Tag', keys.join(',')]);
  return headers;
}

// ----- what a change purges ---------------------------------------------------------------------

/** A document as a publish webhook (or a fetch by id) gives it: the fields that decide lists. */
export interface ChangedDocument {
  _id?: unknown;
  _type?: unknown;
  _createdAt?: unknown;
  slug?: { current?: unknown } | unknown;
  legacySlug?: unknown;
  legacyPathname?: unknown;
  releaseDate?: unknown;
  date?: unknown;
  section?: { _ref?: unknown } | unknown;
  column?: { _ref?: unknown } | unknown;
  collection?: { _ref?: unknown } | unknown;
  podcast?: { _ref?: unknown } | unknown;
  meta?: { tags?: unknown; authors?: unknown } | unknown;
  [field: string]: unknown;
}

/**
 * What the search index held for the document before the change (SEARCH_DOCUMENTS_QUERY's row):
 * where it sat in lists. Undefined when the index did not have it (a new document, or no index yet).
 */
export interface PreviousRow {
  _type?: unknown;
  _createdAt?: unknown;
  slug?: unknown;
  releaseDate?: unknown;
  date?: unknown;
  section?: unknown;
  podcast?: unknown;
  tags?: unknown;
  authors?: unknown;
}

const ref = (v: unknown): string | undefined => str((v as { _ref?: unknown } | null | undefined)?._ref);
const meta = (doc: ChangedDocument) => (doc.meta ?? {}) as { tags?: unknown; authors?: unknown };
const refs = (v: unknown): string[] => (Array.isArray(v) ? v.map(ref).filter((x): x is string => !!x) : []);

/** The fields of a document that decide which lists show it, and where, as the search row has them. */
function placement(doc: ChangedDocument): PreviousRow {
  return {
    _type: str(doc._type),
    _createdAt: str(doc._createdAt),
    slug: str((doc.slug as { current?: unknown } | undefined)?.current),
    releaseDate: str(doc.releaseDate),
    date: str(doc.date),
    section: ref(doc.section),
    podcast: ref(doc.podcast),
    tags: strs(meta(doc).tags),
    authors: refs(meta(doc).authors),
  };
}

function samePlacement(a: PreviousRow, b: PreviousRow): boolean {
  const norm = (r: PreviousRow) =>
    JSON.stringify([r._type ?? null, r._createdAt ?? null, r.slug ?? null, r.releaseDate ?? null, r.date ?? null, r.section ?? null, r.podcast ?? null, strs(r.tags), strs(r.authors)]);
  return norm(a) === norm(b);
}

/** The list keys a document in `row`'s place belongs to. */
function listKeysOf(row: PreviousRow): string[] {
  const type = str(row._type);
  if (!type) return [];
  const keys = [listKey(type)];
  const slug = str(row.slug);
  if (slug) keys.push(slugKey(slug));
  if (type === 'article') {
    const section = str(row.section);
    if (section) keys.push(listKey('section', section), listKey('recent:section', section));
    for (const tag of strs(row.tags)) keys.push(tagKey(tag));
    for (const author of strs(row.authors)) keys.push(listKey('contributor', author));
  }
  if (type === 'podcastEpisode') {
    const podcast = str(row.podcast);
    if (podcast) keys.push(listKey('podcast', podcast));
  }
  return keys;
}

/** Types whose every list membership the search row records: an edit that leaves it alone needs no list purge. */
const PLACED_BY_ROW: ReadonlySet<string> = new Set(['article', 'podcastEpisode']);

export interface ChangeKeys {
  /** Everything: a site-wide document, or one we cannot place. */
  all: boolean;
  keys: string[];
}

/**
 * What a change to one document purges.
 * - a site-wide document (SITE_WIDE_TYPES, SITE_WIDE_IDS), or one of unknown type: everything;
 * - always: its id, `type:<type>` and `type:any` (answers whose ids were replaced by broad keys),
 *   and for an episode, the articles that embed a player;
 * - a document others show (REFERENCED_TYPES: author, column, collection, podcast, image asset):
 *   besides, `search` for one search results name, its own lists (`list:<type>`: the contributors,
 *   columnists or collections page and the sitemaps, which order it by name or date) and its slug
 *   (a page under it that answered 404); and on a create or delete, the list it heads
 *   (`list:contributor:<id>`, ...): an edit leaves who is in that list alone, and every member
 *   shows it, so its id is on every answer of the list already;
 * - the list keys of where it sits now and where it sat before (`previous`), unless it is an
 *   update (`operation` not create/delete) of an article or episode whose placement (type, slug,
 *   dates, section, tags, authors, podcast) is unchanged: then every list that shows it carries
 *   its id already, and no list gains or loses a member. Column and collection lists are always
 *   purged (the row does not record them), as are a recipe's and any other type's lists.
 */
export function changeKeys(
  id: string,
  doc: ChangedDocument | null | undefined,
  previous: PreviousRow | undefined,
  operation?: string,
): ChangeKeys {
  const docId = id.replace(/^drafts\./, '');
  const type = str(doc?._type) ?? str(previous?._type);
  if (!type || SITE_WIDE_TYPES.has(type) || SITE_WIDE_IDS.has(docId)) return { all: true, keys: [ALL_KEY] };
  const keys = new Set<string>([keyPart(docId), typeKey(type), ANY_KEY]);
  const referenced = REFERENCED_TYPES.get(type);
  if (referenced) {
    if (referenced.searched) keys.add(SEARCH_KEY);
    if (referenced.listed) {
      keys.add(listKey(type));
      const slug = doc ? str((doc.slug as { current?: unknown } | undefined)?.current) : undefined;
      if (slug) keys.add(slugKey(slug));
      const legacySlug = doc ? str(doc.legacySlug) : undefined;
      if (legacySlug) keys.add(slugKey(legacySlug));
    }
    const membership = operation === 'create' || operation === 'delete' || !doc;
    if (referenced.heads && membership) keys.add(listKey(referenced.heads, docId));
    return { all: false, keys: [...keys] };
  }
  if (type === 'podcastEpisode') keys.add(EMBEDS_EPISODE_KEY);
  // Search answers: a changed text may match terms it did not (searches are few and cheap to redo).
  if (SEARCHABLE_TYPES.has(type)) keys.add(SEARCH_KEY);
  const now = doc ? placement(doc) : undefined;
  const inPlace = operation !== 'create' && operation !== 'delete' && PLACED_BY_ROW.has(type) && now && previous && samePlacement(now, previous);
  if (!inPlace) {
    for (const key of now ? listKeysOf(now) : []) keys.add(key);
    for (const key of previous ? listKeysOf(previous) : []) keys.add(key);
    if (!now && !previous) keys.add(listKey(type));
    if (doc) {
      const legacySlug = str(doc.legacySlug);
      if (legacySlug) keys.add(slugKey(legacySlug));
      const legacyPath = str(doc.legacyPathname);
      if (legacyPath) keys.add(legacyKey(legacyPath));
    }
  }
  if (doc && type === 'article') {
    const column = ref(doc.column);
    if (column) keys.add(listKey('column', column));
    const collection = ref(doc.collection);
    if (collection) keys.add(listKey('collection', collection));
  }
  return { all: false, keys: [...keys] };
}
