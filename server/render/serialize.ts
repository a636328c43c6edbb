/** JSON embedded in <script type="application/json">: escaped so no content can close the tag. */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const escape = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);

export function escapeJson(value: unknown): string {
  return escape(JSON.stringify(value ?? null));
}

/** Escaped JSON of frozen objects: they cannot change, so each is serialised once. */
const frozenJson = new WeakMap<object, string>();
/** What each finder found in each frozen object's JSON, found once. */
const frozenFinds = new WeakMap<Finder, WeakMap<object, readonly string[]>>();

/** Names what a piece of escaped JSON mentions (e.g. client/on-demand.tsx's chunksIn). */
export type Finder = (json: string) => readonly string[];
const findNothing: Finder = () => [];

export interface LoaderDataJson {
  /** Escaped JSON of the loader data. */
  json: string;
  /** What `find` found in it, without repeats. */
  found: string[];
}

/**
 * Escaped JSON of route loader data (`{ routeId: { key: value } }`), splicing in the memoised JSON
 * of frozen values, and what `find` finds in it. Every page's base data is one frozen object, shared
 * by all renders until the content changes, and so is a page's own data outside preview: neither is
 * serialised or searched again. The pieces are joined with +, which leaves one flat copy to make (as
 * the page is written) instead of one per level.
 */
export function loaderDataJson(loaderData: Record<string, unknown>, find: Finder = findNothing): LoaderDataJson {
  const found = new Set<string>();
  let finds = frozenFinds.get(find);
  if (!finds) frozenFinds.set(find, (finds = new WeakMap()));
  const seen = finds;
  /** A frozen value's JSON, memoised, its finds added; undefined for any other value. */
  const frozenPiece = (value: unknown): string | undefined => {
    if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return undefined;
    let json = frozenJson.get(value);
    if (json === undefined) frozenJson.set(value, (json = escapeJson(value)));
    let named = seen.get(value);
    if (named === undefined) seen.set(value, (named = find(json)));
    for (const f of named) found.add(f);
    return json;
  };
  const isPlain = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  // A member that is not frozen is searched with its key, as the whole JSON would be.
  const members = (obj: Record<string, unknown>, nested: boolean): string => {
    let out = '';
    for (const k of Object.keys(obj)) {
      const v = obj[k];
      if (v === undefined || typeof v === 'function') continue;
      let member: string;
      const frozen = frozenPiece(v);
      if (frozen !== undefined) member = escapeJson(k) + ':' + frozen;
      else if (nested && isPlain(v)) member = escapeJson(k) + ':{' + members(v, false) + '}';
      else {
        member = escapeJson(k) + ':' + escapeJson(v);
        for (const f of find(member)) found.add(f);
      }
      out += (out === '' ? '' : ',') + member;
    }
    return out;
  };
  const json = '{' + members(loaderData, true) + '}';
  return { json, found: [...found] };
}
