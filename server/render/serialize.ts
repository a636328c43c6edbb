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

function memoJson(value: unknown): string {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return escapeJson(value);
  let json = frozenJson.get(value);
  if (json === undefined) frozenJson.set(value, (json = escapeJson(value)));
  return json;
}

/**
 * Escaped JSON of route loader data (`{ routeId: { key: value } }`), splicing in the memoised JSON
 * of frozen values: every page's base data is one frozen object, shared by all renders until the
 * content changes, and re-serialising it was a tenth of a render.
 */
export function loaderDataJson(loaderData: Record<string, unknown>): string {
  const isPlain = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  const members = (obj: Record<string, unknown>, json: (v: unknown) => string) =>
    Object.entries(obj)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .map(([k, v]) => `${escapeJson(k)}:${json(v)}`)
      .join(',');
  return `{${members(loaderData, (data) => (isPlain(data) && !Object.isFrozen(data) ? `{${members(data, memoJson)}}` : memoJson(data)))}}`;
}
