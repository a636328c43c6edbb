/**
 * Which strings of a preview query's result carry their Studio edit link, stega-encoded
 * (docs/decisions/visual-editing.md). An allow-list of display text: what an editor sees on the page
 * and would click to change. Everything else (slugs, ids, URLs, dates, colours, enum values such as
 * layouts and hero types, keys, tags, alt text, embed code, the premium badge's caption, which is
 * compared with 'premium') stays as stored, so no logic, attribute or URL ever meets the invisible
 * characters; what is derived from encoded text for machines (<title>, meta tags, JSON-LD) is
 * cleaned where it is made (client/components/seo/).
 */
import type { FilterDefault } from '@sanity/client/stega';

/** Fields (the last name in the document path) whose text is shown as it is. */
export const STEGA_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'headline',
  'dek',
  'excerpt',
  'brief',
  'briefDescription',
  'description',
  'caption',
  'credit',
  'attribution',
  'featuredFact',
  'featuredQuote',
  'definition',
  'firstName',
  'lastName',
  'name',
  'jobTitle',
  'question',
  'answer',
  'tagline',
  'taglineText',
  'footerText',
  // Portable Text: a span's text (body[_key].children[_key].text) and a pull quote's.
  'text',
]);

/** The stega filter: display text only, never blank strings, and never what @sanity/client's default refuses (URLs, dates). */
export const stegaFilter = (props: Parameters<FilterDefault>[0]): boolean => {
  const { sourcePath, value, filterDefault } = props;
  const field = [...sourcePath].reverse().find((s): s is string => typeof s === 'string');
  if (!field || !STEGA_FIELDS.has(field)) return false;
  // An empty span or field is a paragraph break or "no value" to the renderers: it stays empty.
  if (!value.trim()) return false;
  // 'text' only in Portable Text (a span inside children, or a block's own text such as a pull quote).
  if (field === 'text' && sourcePath.length < 2) return false;
  return filterDefault(props);
};
