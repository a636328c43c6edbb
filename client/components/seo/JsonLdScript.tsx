/**
 * Structured data for search engines. A JSON-LD script is data, not code (the browser never runs
 * it), so the CSP allows it without 'unsafe-inline'; the JSON is escaped so no text in it (a title
 * with '</script>') can close the element.
 */
import { stegaFree } from '../../../shared/stega.js';

export type JsonLdValue = string | number | boolean | null | undefined | JsonLdValue[] | JsonLdObject;
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON with '<', '>', '&' and the JavaScript line separators escaped, preview's stega removed; undefined fields dropped. */
export function serializeJsonLd(data: JsonLdValue): string {
  // One pass over the JSON (it holds the article's text), not one per character escaped.
  return stegaFree(JSON.stringify(data)).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}

export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
