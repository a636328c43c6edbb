/** The podcast feed's XML writing, on the site's one XML helper (server/seo/xml.ts). */
import { emptyElement, textElement } from '../seo/xml.js';

export { xmlEscape } from '../seo/xml.js';

/** `<name attr="...">text</name>`, or a self-closing element without text; undefined text skips it. */
export function element(name: string, text: string | undefined, attrs: Record<string, string> = {}): string {
  if (text !== undefined) return textElement(name, text, attrs);
  return Object.keys(attrs).length > 0 ? emptyElement(name, attrs) : '';
}
