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

/** JSON with '<', '>', '&' and the JavaScript line separators escaped, preview's stega removed; undefined fields dropped. */
export function serializeJsonLd(data: JsonLdValue): string {
  return stegaFree(JSON.stringify(data))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
