/**
 * The indexed evaluation (server/content/sources/narrow.ts, evaluateSync) answers exactly what
 * groq-js's full scan answers (and the narrowed tree answers the same through groq-js's async
 * evaluator, which the source used before and falls back to): every query exported from queries.ts, over the real generated
 * dataset (data/), in the published view and the preview view (drafts merged), with $now at the
 * current time and at an early cut-off (release gating), and a spread of params drawn from the
 * dataset: real slugs and ids of the types the query reads, ones that do not exist, drafts,
 * future releases, pagination ranges. A query whose $param has no generator below fails by name.
 */
import { evaluate, evaluateSync, parse } from 'groq-js';
import * as queries from '../../../server/content/queries.js';
import { type LoadedDataset, type RawDocument, prepareDataset, readDataset, runQuery } from '../../../server/content/sources/local.js';
import { narrowTree } from '../../../server/content/sources/narrow.js';
import { REAL_DATASET_DIR } from './helpers.js';

type View = LoadedDataset['published'];
interface Context {
  view: View;
  /** The types the query names in `_type == "x"` / `_type in [...]`. */
  types: string[];
  /** The types $id stands for in this query (idTypes below). */
  idTypes: string[];
  early: string;
}
type Generator = (c: Context) => unknown[];

const MISSING = 'no-such-value';
const slugOf = (d: RawDocument) => (d.slug as { current?: string } | undefined)?.current;
const ofType = (view: View, type: string) => view.documents.filter((d) => d._type === type);
/** First, middle and last of a list: a spread without running every document. */
const spread = <T>(xs: T[]): T[] => [...new Set([xs[0], xs[Math.floor(xs.length / 2)], xs[xs.length - 1]])].filter((x) => x !== undefined);
/** The document most others point at (a section with many articles, say). */
function mostReferenced(view: View, type: string): string {
  const docs = ofType(view, type);
  const count = (d: RawDocument) => view.index.byRef.get(d._id)?.length ?? 0;
  return docs.reduce((best, d) => (count(d) > count(best) ? d : best), docs[0])?._id ?? MISSING;
}
const articleWithRecipe = (view: View) =>
  view.documents.find((d) => d._type === 'article' && ((d.meta as { relatedRecipes?: unknown[] } | undefined)?.relatedRecipes?.length ?? 0) > 0);

/** Values for each $param, by name; runs zip them (run i takes value i of each list, cycling). */
const GENERATORS: Record<string, Generator> = {
  slug: ({ view, types }) => {
    const slugs: (string | undefined)[] = [];
    if (types.includes('article')) slugs.push(slugOf(articleWithRecipe(view)!));
    for (const type of types) {
      const docs = ofType(view, type).filter(slugOf);
      slugs.push(...spread(docs).map(slugOf));
      // Gated by $now, and drafts (preview only), where the type has them.
      slugs.push(slugOf(docs.find((d) => typeof d.releaseDate === 'string' && d.releaseDate > new Date().toISOString()) ?? {} as RawDocument));
      slugs.push(slugOf(docs.find((d) => d._originalId) ?? ({} as RawDocument)));
    }
    return [...new Set([...slugs.filter(Boolean), MISSING])];
  },
  id: ({ view, idTypes }) => [
    ...[...new Set(idTypes.flatMap((t) => [mostReferenced(view, t), ...spread(ofType(view, t)).map((d) => d._id)]))].slice(0, 4),
    // A draft with no published twin: found in preview only.
    ...(idTypes.includes('article') ? ['article-new-01'] : []),
    MISSING,
  ],
  ids: ({ view }) => [ofType(view, 'article').slice(0, 3).map((d) => d._id), ['article-1608', 'drafts.article-1608'], [], [MISSING]],
  sectionIds: ({ view }) => [ofType(view, 'section').map((d) => d._id), [mostReferenced(view, 'section')], []],
  recipeIds: ({ view }) => [ofType(view, 'recipeArticle').slice(0, 4).map((d) => d._id), []],
  recipeId: ({ view }) => [(articleWithRecipe(view)?.meta as { relatedRecipes: { _ref: string }[] }).relatedRecipes[0]._ref, MISSING],
  exclude: ({ view }) => [[], ofType(view, 'article').slice(0, 5).map((d) => d._id)],
  start: () => [0, 20, 1, 5000],
  end: () => [20, 40, 2, 5020],
  limit: () => [20, 1, 5000],
  since: ({ early }) => [early, '1970-01-01T00:00:00Z', new Date().toISOString()],
  cutoff: ({ early }) => [early, new Date().toISOString(), '2100-01-01T00:00:00Z'],
  tag: () => ['rosh-hashanah', 'Passover', MISSING],
  tagLower: () => ['rosh-hashanah', 'passover', MISSING],
  season: () => ['spring', 'summer', 'fall', 'winter', 'none'],
  patterns: () => [['the*'], ['new*', 'york*'], ['zzzq*']],
  pathname: ({ view }) => [...spread(view.documents.filter((d) => typeof d.legacyPathname === 'string')).map((d) => d.legacyPathname), '/missing'],
  newsletterId: ({ view }) => [...ofType(view, 'newsletter').map((d) => d._id), MISSING],
  storyId: ({ view }) => [
    ...['article', 'featureArticle', 'recipeArticle'].flatMap((t) => spread(ofType(view, t)).map((d) => d._id)),
    ofType(view, 'article').find((d) => typeof d.releaseDate === 'string' && d.releaseDate > new Date().toISOString())?._id ?? MISSING,
    mostReferenced(view, 'section'),
    MISSING,
  ],
  // The reader's library (server/library/): a story by type and slug, what a member follows.
  type: ({ types }) => [...types, MISSING],
  authors: ({ view }) => [spread(ofType(view, 'author')).map(slugOf), [], [MISSING]],
  sections: ({ view }) => [ofType(view, 'section').map(slugOf), [MISSING], []],
  authorIds: ({ view }) => [[mostReferenced(view, 'author')], spread(ofType(view, 'author')).map((d) => d._id), []],
  tags: () => [['rosh-hashanah', 'Passover', 'passover'], ['new-york'], [], [MISSING]],
};

const queryList = Object.entries(queries).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const paramNames = (query: string) => [...new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((m) => m[1]))];
const namedTypes = (query: string) => [
  ...new Set([
    ...[...query.matchAll(/_type == "(\w+)"/g)].map((m) => m[1]),
    ...[...query.matchAll(/_type in \[([^\]]*)\]/g)].flatMap((m) => [...m[1].matchAll(/"(\w+)"/g)].map((x) => x[1])),
  ]),
];

/** What `$id` is the id of, read from how the query uses it; every type if the use is new. */
const ID_USES: [RegExp, string][] = [
  [/section\._ref == \$id/, 'section'],
  [/podcast\._ref == \$id/, 'podcast'],
  [/column\._ref == \$id/, 'column'],
  [/collection\._ref == \$id/, 'collection'],
  [/\$id in meta\.authors/, 'author'],
  [/\$id in relatedHolidays/, 'holiday'],
];
function idTypes(query: string): string[] {
  const used = ID_USES.filter(([re]) => re.test(query)).map(([, type]) => type);
  if (/_id == \$id/.test(query)) used.push(...namedTypes(query));
  return used.length > 0 ? used : ['section', 'podcast', 'author', 'column', 'collection', 'holiday', 'frontPage', 'article'];
}

const options = (view: View, params: Record<string, unknown>) => ({
  dataset: view.documents,
  params,
  dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
});
/** groq-js over the whole dataset: every `*` scanned, nothing narrowed. */
const fullScan = (view: View, query: string, params: Record<string, unknown>) => evaluateSync(parse(query, { params }), options(view, params)).data;
/** The narrowed tree through groq-js's async evaluator (the source's fallback, and its evaluator before). */
async function narrowedAsync(view: View, query: string, params: Record<string, unknown>): Promise<unknown> {
  const tree = narrowTree(parse(query, { params }), view.documents, view.index, params);
  return (await evaluate(tree, options(view, params))).get();
}

/** Something found: not null, not an empty list, not an object of nothing. */
function substantive(x: unknown): boolean {
  if (Array.isArray(x)) return x.length > 0;
  if (x !== null && typeof x === 'object') return Object.values(x).some(substantive);
  return x !== null && x !== undefined && x !== 0 && x !== '' && x !== false;
}

describe('indexed GROQ answers what the full scan answers', () => {
  let dataset: LoadedDataset;
  let early: string;
  beforeAll(async () => {
    dataset = prepareDataset(await readDataset(REAL_DATASET_DIR));
    // The median release date: about half of what is dated is released after it.
    const dates = dataset.published.documents.map((d) => d.releaseDate).filter((d): d is string => typeof d === 'string').sort();
    early = dates[Math.floor(dates.length / 2)];
  });

  it('has every query of queries.ts to check', () => {
    expect(queryList.length).toBeGreaterThan(50);
  });

  it.each(queryList)('%s', async (name, query) => {
    const named = paramNames(query);
    const names = named.filter((n) => n !== 'now');
    const usesNow = named.includes('now');
    const missing = names.filter((n) => !(n in GENERATORS));
    if (missing.length > 0) throw new Error(`${name}: no params table entry for ${missing.map((n) => `$${n}`).join(', ')}`);
    let found = false;
    for (const preview of [false, true]) {
      const view = preview ? dataset.preview : dataset.published;
      const context: Context = { view, types: namedTypes(query), idTypes: idTypes(query), early };
      const lists = names.map((n) => GENERATORS[n](context));
      const runs = Math.max(1, ...lists.map((l) => l.length));
      for (let i = 0; i < runs; i++) {
        // A query that never reads $now has one full-scan answer for both values of it (groq-js
        // reads only the params a query names); the indexed evaluation is still run, and checked
        // against it, for both.
        let answerWithoutNow: unknown;
        for (const now of [new Date().toISOString(), early]) {
          const params: Record<string, unknown> = { now, ...Object.fromEntries(names.map((n, k) => [n, lists[k][i % lists[k].length]])) };
          const expected = usesNow ? fullScan(view, query, params) : (answerWithoutNow ??= fullScan(view, query, params));
          const actual = await runQuery(view, query, params);
          // With the run's params beside the result, a failure names the run that differs.
          expect({ preview, params, result: actual }).toStrictEqual({ preview, params, result: expected });
          // The async evaluator walks rows through async generators, ~4x slower: once per query and view.
          if (i === 0 && now !== early) {
            expect({ preview, params, result: await narrowedAsync(view, query, params) }).toStrictEqual({ preview, params, result: actual });
          }
          found ||= substantive(expected);
        }
      }
    }
    // A comparison of empty answers only would prove nothing.
    expect(found).toBe(true);
  });
});

