/** The little XML writing the feed needs: escaping, and dropping characters XML 1.0 forbids. */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
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

/** `<name attr="...">text</name>`, or a self-closing element without text; undefined text skips it. */
export function element(name: string, text: string | undefined, attrs: Record<string, string> = {}): string {
  const attributes = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  if (text === undefined) return Object.keys(attrs).length > 0 ? `<${name}${attributes}/>` : '';
  return `<${name}${attributes}>${xmlEscape(text)}</${name}>`;
}
