/** The little XML writing sitemaps and feeds need: escaping, and elements built from parts. */

// eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text or attribute content: &, <, >, " and ' escaped; characters XML cannot carry removed. */
export function xmlEscape(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
}

/** `<name attrs>escaped text</name>`; '' when the text is undefined (optional elements vanish). */
export function textElement(name: string, text: string | undefined, attrs: Attributes = {}): string {
  if (text === undefined) return '';
  return `<${name}${attributes(attrs)}>${xmlEscape(text)}</${name}>`;
}

/** `<name attrs>children</name>`: children are already-built XML; '' when there are none. */
export function parentElement(name: string, children: string[], attrs: Attributes = {}): string {
  const inner = children.join('');
  if (inner === '') return '';
  return `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

/** `<name attrs/>`. */
export function emptyElement(name: string, attrs: Attributes): string {
  return `<${name}${attributes(attrs)}/>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
