/**
 * A stand-in for Sanity's Content Lake HTTP API, evaluating GROQ with groq-js over documents the
 * test can change, so server processes run with CONTENT_SOURCE=sanity (SANITY_API_HOST) — and a
 * Studio pointed at it — see edits happen as they would on Sanity:
 *
 * - GET/POST /vX/data/query/<dataset>: without `perspective` (or with `published`) only published
 *   documents; with `perspective=drafts` (or the older `previewDrafts`) each draft replaces its
 *   published twin and is reported under the published id with `_originalId` set to the draft's
 *   id, as the API does for perspectives; `raw` sees every document as stored. With
 *   `resultSourceMap` (true or `withKeyArraySelector`) the answer carries a Content Source Map
 *   (see `sourceMap` below for how far it goes).
 * - GET /vX/data/doc/<dataset>/<id,id…>: documents by id, as stored.
 * - POST /vX/data/mutate/<dataset>: create, createOrReplace, createIfNotExists, patch (set, unset)
 *   and delete, so a Studio can write drafts and its `sanity.previewUrlSecret` documents.
 * - GET /vX/data/listen/<dataset>?query=…: server-sent events, `welcome` and then one `mutation`
 *   for every changed document the listen query's filter matches.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';

/** What every request gets instead of a query result while the stub is broken. */
export interface StubAnswer {
  status: number;
  contentType: string;
  body: string;
}

type Doc = Record<string, unknown> & { _id: string };

export interface GroqStub {
  url: string;
  /** Replaces fields of the published document `id` (an edit being published). */
  publish(id: string, fields: Record<string, unknown>): void;
  /**
   * Sets fields of the draft of published document `id` (`drafts.<id>`), creating the draft from
   * the published document when there is none: an editor typing in the Studio.
   */
  draft(id: string, fields: Record<string, unknown>): void;
  /** The stored document `id` (a draft with its `drafts.` id), or undefined. */
  document(id: string): Record<string, unknown> | undefined;
  /** Stores `doc` exactly as given (no `_updatedAt` or `_rev` stamped): a backdated document. */
  put(doc: Record<string, unknown>): void;
  /**
   * Breaks the API: every request gets `answer` (a proxy's page, a broken body), or with 'hang'
   * no answer at all; null answers queries again.
   */
  fail(answer: StubAnswer | 'hang' | null): void;
  /** Requests received so far. */
  readonly requests: number;
  /** The query-string of every query request so far (perspective, resultSourceMap …), oldest first. */
  readonly queries: URLSearchParams[];
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const DRAFTS = 'drafts.';
const isDraft = (id: string) => id.startsWith(DRAFTS);
const publishedId = (id: string) => (isDraft(id) ? id.slice(DRAFTS.length) : id);

/** The documents a query sees under `perspective`. */
export function perspectiveView(store: Iterable<Doc>, perspective: string | null): Doc[] {
  const docs = [...store];
  if (perspective === 'raw') return docs;
  if (perspective === 'drafts' || perspective === 'previewDrafts') {
    const drafts = new Map(docs.filter((d) => isDraft(d._id)).map((d) => [publishedId(d._id), d]));
    const out: Doc[] = [];
    for (const d of docs) {
      if (isDraft(d._id)) continue;
      const draft = drafts.get(d._id);
      out.push(draft ? { ...draft, _id: d._id, _originalId: draft._id } : { ...d, _originalId: d._id });
      drafts.delete(d._id);
    }
    // Drafts of documents never published.
    for (const [id, draft] of drafts) out.push({ ...draft, _id: id, _originalId: draft._id });
    return out;
  }
  return docs.filter((d) => !isDraft(d._id));
}

type Segment = string | number | { _key: string; _index: number };

function jsonPath(path: Segment[]): string {
  return `$${path
    .map((s) => {
      if (typeof s === 'number') return `[${s}]`;
      if (typeof s === 'string') return `['${s.replace(/[\\']/g, (c) => `\\${c}`)}']`;
      return `[?(@._key=='${s._key.replace(/[\\']/g, (c) => `\\${c}`)}')]`;
    })
    .join('')}`;
}

/** Every string in `value` and the paths where it sits (keyed array items by `_key`). */
function stringPaths(value: unknown, path: Segment[] = [], out = new Map<string, Segment[][]>()): Map<string, Segment[][]> {
  if (typeof value === 'string') {
    const paths = out.get(value);
    if (paths) paths.push(path);
    else out.set(value, [path]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = item && typeof item === 'object' && typeof (item as { _key?: unknown })._key === 'string' ? (item as { _key: string })._key : undefined;
      stringPaths(item, [...path, key ? { _key: key, _index: index } : index], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out);
  }
  return out;
}

/**
 * A Content Source Map for `result`, in the format of Sanity's query API (`documents`, `paths`,
 * `mappings` from result JSON paths to `documentValue` sources). The API knows where each value
 * came from; this stand-in guesses: for every string in the result it takes the nearest enclosing
 * result object with an `_id` of a document in `view`, looks for that exact string in the document,
 * and maps it to the first place found (preferring a field of the same name as the result key).
 * Strings with no enclosing document, or not found verbatim in it (computed, joined, coalesced to a
 * literal), get no mapping, so they are not encoded — the API would map more of them, never fewer.
 */
export function sourceMap(result: unknown, view: Doc[]) {
  const byId = new Map(view.map((d) => [d._id, d]));
  const documents: Array<{ _id: string; _type: unknown }> = [];
  const docIndex = new Map<string, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }> = {};
  const indexes = new Map<Doc, Map<string, Segment[][]>>();

  const walk = (value: unknown, resultPath: number[] | Array<string | number>, owner: Doc | undefined) => {
    if (typeof value === 'string') {
      if (!owner) return;
      let index = indexes.get(owner);
      if (!index) indexes.set(owner, (index = stringPaths(owner)));
      const found = index.get(value) ?? [];
      if (found.length === 0) return;
      const last = resultPath[resultPath.length - 1];
      const source = found.find((p) => p[p.length - 1] === last) ?? found[0]!;
      if (source.length === 1 && (source[0] === '_id' || source[0] === '_type')) return;
      const id = String(owner._originalId ?? owner._id);
      let d = docIndex.get(id);
      if (d === undefined) {
        d = documents.push({ _id: id, _type: owner._type }) - 1;
        docIndex.set(id, d);
      }
      const sp = jsonPath(source);
      let p = pathIndex.get(sp);
      if (p === undefined) {
        p = paths.push(sp) - 1;
        pathIndex.set(sp, p);
      }
      mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document: d, path: p } };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...resultPath, i], owner));
    } else if (value && typeof value === 'object') {
      const id = (value as { _id?: unknown })._id;
      const next = typeof id === 'string' && byId.has(id) ? byId.get(id) : owner;
      for (const [k, v] of Object.entries(value)) walk(v, [...resultPath, k], next);
    }
  };
  walk(result, [], undefined);
  return { documents, paths, mappings };
}

/** Sets `value` at a dotted path (`a.b.c`) of `doc`, creating objects on the way. */
function setPath(doc: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at = doc;
  for (const key of keys.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]!] = value;
}

function unsetPath(doc: Record<string, unknown>, path: string) {
  const keys = path.split('.');
  let at: unknown = doc;
  for (const key of keys.slice(0, -1)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  if (at && typeof at === 'object') delete (at as Record<string, unknown>)[keys[keys.length - 1]!];
}

type Mutation =
  | { create: Record<string, unknown> }
  | { createOrReplace: Record<string, unknown> }
  | { createIfNotExists: Record<string, unknown> }
  | { delete: { id: string } }
  | { patch: { id: string; set?: Record<string, unknown>; unset?: string[]; setIfMissing?: Record<string, unknown> } };

class MutationError extends Error {}
class UnsupportedError extends Error {}

interface Listener {
  res: http.ServerResponse;
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
}

export async function startGroqStub(documents: Array<Record<string, unknown>>): Promise<GroqStub> {
  const store = new Map<string, Doc>();
  const stamp = () => new Date().toISOString();
  for (const d of documents) store.set(String(d._id), { ...d, _id: String(d._id) });
  let failure: StubAnswer | 'hang' | null = null;
  let requests = 0;
  const queries: URLSearchParams[] = [];
  const listeners = new Set<Listener>();
  // The documents each perspective sees, made again only after a change (a page asks many queries).
  let views = new Map<string | null, Doc[]>();
  const viewOf = (perspective: string | null) => {
    let view = views.get(perspective);
    if (!view) views.set(perspective, (view = perspectiveView(store.values(), perspective)));
    return view;
  };
  const changedStore = () => (views = new Map());

  /** Tells every listener whose query matches the document before or after the change. */
  const changed = async (id: string, before: Doc | undefined, mutations: unknown[], transactionId: string) => {
    const after = store.get(id);
    for (const l of listeners) {
      const matches = async (doc: Doc | undefined) => {
        if (!doc) return false;
        try {
          const value = await (await evaluate(parse(l.query, { params: l.params }), { dataset: [doc], params: l.params })).get();
          return Array.isArray(value) ? value.length > 0 : Boolean(value);
        } catch {
          return false;
        }
      };
      const [was, is] = await Promise.all([matches(before), matches(after)]);
      if (!was && !is) continue;
      const event = {
        eventId: `${transactionId}#${id}`,
        documentId: id,
        transactionId,
        transition: was && is ? 'update' : is ? 'appear' : 'disappear',
        identity: 'p-stub',
        mutations,
        previousRev: before?._rev,
        resultRev: after?._rev,
        timestamp: stamp(),
        visibility: 'query',
        ...(l.includeResult && after ? { result: after } : {}),
      };
      l.res.write(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(event)}\n\n`);
    }
  };

  const write = (doc: Record<string, unknown>): Doc => {
    const id = String(doc._id ?? `${randomUUID()}`);
    const now = stamp();
    const stored: Doc = { _createdAt: store.get(id)?._createdAt ?? now, ...doc, _id: id, _updatedAt: now, _rev: randomUUID().slice(0, 22) };
    store.set(id, stored);
    changedStore();
    return stored;
  };

  const mutate = async (mutations: Mutation[]) => {
    const transactionId = randomUUID().slice(0, 22);
    const results: Array<{ id: string; operation: string }> = [];
    const touched = new Map<string, Doc | undefined>();
    const remember = (id: string) => {
      if (!touched.has(id)) touched.set(id, store.get(id) && { ...store.get(id)! });
    };
    for (const m of mutations) {
      if ('create' in m || 'createOrReplace' in m || 'createIfNotExists' in m) {
        const doc = 'create' in m ? m.create : 'createOrReplace' in m ? m.createOrReplace : m.createIfNotExists;
        if (!doc || typeof doc !== 'object' || typeof doc._type !== 'string') throw new MutationError('a document needs a _type');
        const id = typeof doc._id === 'string' ? doc._id.replace(/\.$/, `.${randomUUID()}`) : randomUUID();
        if (store.has(id)) {
          if ('create' in m) throw new MutationError(`Document by ID "${id}" already exists`);
          if ('createIfNotExists' in m) continue;
        }
        remember(id);
        write({ ...doc, _id: id });
        results.push({ id, operation: touched.get(id) ? 'update' : 'create' });
      } else if ('delete' in m) {
        const id = m.delete?.id;
        if (typeof id !== 'string') throw new MutationError('delete needs an id');
        remember(id);
        if (store.delete(id)) results.push({ id, operation: 'delete' });
        changedStore();
      } else if ('patch' in m) {
        // What the stub does not do (diffMatchPatch, insert, inc …) is refused, never silently dropped.
        const unsupported = Object.keys(m.patch ?? {}).filter((op) => !['id', 'set', 'unset', 'setIfMissing', 'ifRevisionID'].includes(op));
        if (unsupported.length) throw new UnsupportedError(`groq-stub does not support the patch operation(s) ${unsupported.join(', ')}`);
        const { id, set, unset, setIfMissing } = m.patch ?? ({} as never);
        const doc = typeof id === 'string' ? store.get(id) : undefined;
        if (!doc) throw new MutationError(`Document "${String(id)}" not found`);
        remember(id);
        const next: Record<string, unknown> = structuredClone(doc);
        for (const [path, value] of Object.entries(setIfMissing ?? {})) if (next[path] === undefined) setPath(next, path, value);
        for (const [path, value] of Object.entries(set ?? {})) setPath(next, path, value);
        for (const path of unset ?? []) unsetPath(next, path);
        write(next);
        results.push({ id, operation: 'update' });
      } else {
        throw new UnsupportedError(`groq-stub does not support the mutation ${Object.keys(m).join(', ')}`);
      }
    }
    for (const [id, before] of touched) await changed(id, before, mutations, transactionId);
    return { transactionId, results };
  };

  const server = http.createServer(async (req, res) => {
    requests++;
    if (failure === 'hang') return;
    if (failure) {
      res.writeHead(failure.status, { 'content-type': failure.contentType });
      res.end(failure.body);
      return;
    }
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-credentials': 'true' });
      res.end(JSON.stringify(body));
    };
    try {
      const url = new URL(req.url ?? '/', 'http://stub');
      const endpoint = /^\/v[^/]+\/data\/(query|doc|mutate|listen)\/[^/]+(?:\/(.*))?$/.exec(url.pathname);
      const kind = endpoint?.[1] ?? 'query';
      const params: Record<string, unknown> = {};
      for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': req.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      if (kind === 'doc') {
        const ids = (endpoint?.[2] ?? '').split(',').filter(Boolean);
        const found = ids.map((id) => store.get(id)).filter((d): d is Doc => Boolean(d));
        json(200, { documents: found, omitted: ids.filter((id) => !store.has(id)).map((id) => ({ id, reason: 'existence' })) });
        return;
      }
      if (kind === 'mutate') {
        if (req.method !== 'POST') return json(405, { error: { description: 'mutations are POSTed' } });
        const body = JSON.parse(await readBody(req)) as { mutations?: Mutation[] };
        if (!Array.isArray(body.mutations)) return json(400, { error: { description: 'the body needs a mutations array' } });
        const result = await mutate(body.mutations);
        json(200, url.searchParams.get('returnIds') === 'false' ? { transactionId: result.transactionId } : result);
        return;
      }
      if (kind === 'listen') {
        const query = url.searchParams.get('query') ?? '*';
        parse(query, { params });
        const listener: Listener = { res, query, params, includeResult: url.searchParams.get('includeResult') !== 'false' };
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'access-control-allow-origin': req.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
        });
        res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID().slice(0, 22) })}\n\n`);
        listeners.add(listener);
        // A comment line every 15 s, as a live stream has traffic: the Studio's event source gives
        // up on a stream silent for 45 s and reconnects, and its forms are read-only meanwhile.
        const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
        keepAlive.unref();
        req.on('close', () => {
          clearInterval(keepAlive);
          listeners.delete(listener);
        });
        return;
      }
      let query = url.searchParams.get('query') ?? '';
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
        query = body.query;
        Object.assign(params, body.params);
      }
      queries.push(url.searchParams);
      const view = viewOf(url.searchParams.get('perspective'));
      const result = await (await evaluate(parse(query, { params }), { dataset: view, params })).get();
      const csm = url.searchParams.get('resultSourceMap');
      json(200, { ms: 1, query, result, ...(csm && csm !== 'false' ? { resultSourceMap: sourceMap(result, view) } : {}) });
    } catch (err) {
      json(err instanceof MutationError ? 409 : 400, { error: { description: (err as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish(id, fields) {
      const doc = store.get(id);
      if (!doc || isDraft(id)) throw new Error(`no document ${id}`);
      const before = { ...doc };
      write({ ...doc, ...fields });
      void changed(id, before, [{ patch: { id, set: fields } }], randomUUID().slice(0, 22));
    },
    draft(id, fields) {
      const draftId = `${DRAFTS}${publishedId(id)}`;
      const base = store.get(draftId) ?? store.get(publishedId(id));
      if (!base) throw new Error(`no document ${id}`);
      const before = store.get(draftId) && { ...store.get(draftId)! };
      write({ ...base, ...fields, _id: draftId });
      void changed(draftId, before, [{ patch: { id: draftId, set: fields } }], randomUUID().slice(0, 22));
    },
    document(id) {
      const doc = store.get(id);
      return doc && { ...doc };
    },
    put(doc) {
      store.set(String(doc._id), { ...doc, _id: String(doc._id) });
      changedStore();
    },
    fail(answer) {
      failure = answer;
    },
    get requests() {
      return requests;
    },
    get queries() {
      return queries;
    },
    async close() {
      for (const l of listeners) l.res.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
