/**
 * The embedded dataset (docs/architecture.md#content-sources-queries-and-release-dates): Sanity's NDJSON export format, loaded once and queried with
 * groq-js. Drafts (`drafts.` ids) are hidden outside preview and replace their published twin in
 * preview, as Sanity's drafts perspective does.
 */
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { evaluate, evaluateSync } from 'groq-js';
import type { ContentSource, FetchOptions, QueryParams } from '../source.js';
import { type DocumentIndex, indexDocuments } from './dataset-index.js';
import { narrowTree } from './narrow.js';
import { createParseCache } from './parse-cache.js';
import { tarEntries } from './tar.js';

const gunzipAsync = promisify(gunzip);
const DRAFT_PREFIX = 'drafts.';

export interface RawDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export interface View {
  documents: RawDocument[];
  byId: Map<string, RawDocument>;
  /** Candidates by _type, _id, slug.current and referenced id, for narrowTree. */
  index: DocumentIndex;
}

export interface LoadedDataset {
  published: View;
  preview: View;
}

export function parseNdjson(text: string, origin: string): RawDocument[] {
  const docs: RawDocument[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new Error(`${origin}:${i + 1}: not valid JSON`);
    }
    const d = doc as Partial<RawDocument> | null;
    if (d && typeof d._id === 'string' && typeof d._type === 'string') docs.push(d as RawDocument);
  });
  return docs;
}

/** NDJSON of a file, a folder of *.ndjson files, or a `sanity dataset export` .tar.gz. */
export async function readDataset(location: string): Promise<RawDocument[]> {
  const info = await stat(location);
  if (info.isDirectory()) {
    const files = (await readdir(location)).filter((f) => f.endsWith('.ndjson')).sort();
    if (files.length === 0) throw new Error(`No .ndjson file in ${location}`);
    const parts = await Promise.all(files.map((f) => readDataset(path.join(location, f))));
    return parts.flat();
  }
  // Read at once, not in fs/promises' 512 kB turns through the thread pool: the file is whole
  // before the first page can be made anyway, and each turn waited behind other I/O (half a
  // second idle on a busy machine, bench/README.md, First start).
  const bytes = readFileSync(location);
  if (/\.(tar\.gz|tgz)$/.test(location)) {
    const docs: RawDocument[] = [];
    for (const entry of tarEntries(await gunzipAsync(bytes))) {
      if (entry.name.endsWith('.ndjson')) docs.push(...parseNdjson(entry.data.toString('utf8'), entry.name));
    }
    return docs;
  }
  return parseNdjson(bytes.toString('utf8'), location);
}

function view(documents: RawDocument[]): View {
  return { documents, byId: new Map(documents.map((d) => [d._id, d])), index: indexDocuments(documents) };
}

/** This source serves its image files itself (server/content/images.ts), so asset URLs are site paths. */
function localAsset(doc: RawDocument): RawDocument {
  if (doc._type !== 'sanity.imageAsset' || typeof doc.path !== 'string') return doc;
  return { ...doc, url: `/${doc.path.replace(/^\/+/, '')}` };
}

/**
 * The published view, and the preview view where drafts take their twin's id and place. The preview
 * view is made on first use: only editors read it, and indexing it is half the indexing a replica
 * would otherwise do before its first page (bench/README.md, First start).
 */
export function prepareDataset(input: RawDocument[]): LoadedDataset {
  const documents = input.map(localAsset);
  const published = documents.filter((d) => !d._id.startsWith(DRAFT_PREFIX));
  const publishedView = view(published);
  let previewView: View | undefined;
  const previewOf = (): View => {
    const merged = new Map(published.map((d) => [d._id, d]));
    for (const draft of documents) {
      if (!draft._id.startsWith(DRAFT_PREFIX)) continue;
      const id = draft._id.slice(DRAFT_PREFIX.length);
      merged.set(id, { ...draft, _id: id, _originalId: draft._id });
    }
    return view([...merged.values()]);
  };
  return {
    published: publishedView,
    get preview() {
      return (previewView ??= previewOf());
    },
  };
}

const parseQuery = createParseCache();

/**
 * One query over one view: parsed (parse-cache.ts), each `*[filter]` narrowed to its candidates, then evaluated synchronously:
 * groq-js's async evaluator wraps every row in async generators and takes about 4x as long, and
 * nothing here waits (references resolve from the id map). Should a tree need the async evaluator
 * (a function groq-js only runs async), it gets it.
 */
export async function runQuery(view: View, query: string, params: QueryParams): Promise<unknown> {
  const tree = narrowTree(parseQuery(query, params), view.documents, view.index, params);
  const options = {
    dataset: view.documents,
    params,
    // An id index instead of groq-js's scan of the whole dataset for every `->`.
    dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
  };
  let result;
  try {
    result = evaluateSync(tree, options);
  } catch {
    result = await evaluate(tree, options);
  }
  return result.get();
}

export interface LocalSourceOptions {
  /** A .ndjson file, a folder of them, or a .tar.gz export. */
  location?: string;
  /** Documents given directly (tests). */
  documents?: RawDocument[];
}

export interface LocalSource extends ContentSource {
  /** Loads the dataset if not loaded yet (start-up warm-up, readiness). */
  load(): Promise<LoadedDataset>;
}

export function createLocalSource(options: LocalSourceOptions): LocalSource {
  let loading: Promise<LoadedDataset> | undefined;

  function load(): Promise<LoadedDataset> {
    if (!loading) {
      const docs = options.documents
        ? Promise.resolve(options.documents)
        : readDataset(options.location ?? 'data');
      loading = docs.then(prepareDataset);
      // A missing dataset may be generated later: forget the failure so the next call retries.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  }

  return {
    load,
    async fetch<T>(query: string, params: QueryParams, { preview }: FetchOptions): Promise<T> {
      const dataset = await load();
      return runQuery(preview ? dataset.preview : dataset.published, query, params) as Promise<T>;
    },
  };
}
