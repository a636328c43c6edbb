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

/**
 * Escaped JSON of route loader data (`{ routeId: { key: value } }`), splicing in the memoised JSON
 * of frozen values. Every page's base data is one frozen object, shared by all renders until the
 * content changes, and so is a page's own data outside preview: neither is serialised again. The
 * pieces are joined with +, which leaves one flat copy to make (as the page is written) instead of
 * one per level.
 */
export function loaderDataJson(loaderData: Record<string, unknown>): string {
  /** A frozen value's JSON, memoised; undefined for any other value. */
  const frozenPiece = (value: unknown): string | undefined => {
    if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return undefined;
    let json = frozenJson.get(value);
    if (json === undefined) frozenJson.set(value, (json = escapeJson(value)));
    return json;
  };
  const isPlain = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  const members = (obj: Record<string, unknown>, nested: boolean): string => {
    let out = '';
    for (const k of Object.keys(obj)) {
      const v = obj[k];
      if (v === undefined || typeof v === 'function') continue;
      let member: string;
      const frozen = frozenPiece(v);
      if (frozen !== undefined) member = escapeJson(k) + ':' + frozen;
      else if (nested && isPlain(v)) member = escapeJson(k) + ':{' + members(v, false) + '}';
      else member = escapeJson(k) + ':' + escapeJson(v);
      out += (out === '' ? '' : ',') + member;
    }
    return out;
  };
  return '{' + members(loaderData, true) + '}';
}
