/** JSON embedded in <script type="application/json">: escaped so no content can close the tag. */
import { isRouteErrorResponse } from 'react-router';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

export type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

/** Route errors for hydration. Internal messages never reach the page. */
export function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, err] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(err)
      ? { __type: 'RouteErrorResponse', status: err.status, statusText: err.statusText, data: null, internal: false }
      : { __type: 'Error', message: 'Unexpected error' };
  }
  return out;
}
