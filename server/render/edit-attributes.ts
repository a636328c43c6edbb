/**
 * In preview, the non-text parts of a page's document (its hero image, the images in its body,
 * its related stories) get their `data-sanity` values, which the Studio's Presentation tool reads
 * to outline them and open the field they come from (docs/decisions/visual-editing.md). Text needs
 * none: its edit link travels in the text itself (stega, server/content/stega.ts). Readers' data
 * never passes through here, so their pages carry no such attribute.
 */
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import type { ImageData } from '../../shared/content/common.js';
import type { PageId } from '../../shared/pages.js';

/** Where, per page, the document is in the page's data, its Studio type, and its fields' paths. */
const DOCUMENTS: Partial<Record<PageId, { key: string; type: string; hero: string; body: string; related?: string }>> = {
  article: { key: 'article', type: 'article', hero: 'hero.heroImage', body: 'content.body', related: 'relatedArticles' },
  mock: { key: 'article', type: 'article', hero: 'hero.heroImage', body: 'content.body', related: 'relatedArticles' },
  feature: { key: 'feature', type: 'featureArticle', hero: 'heroImage', body: 'body' },
  recipe: { key: 'recipe', type: 'recipeArticle', hero: 'heroImage', body: 'body' },
};

interface Doc {
  id?: unknown;
  heroImage?: ImageData;
  content?: { body?: unknown };
  body?: unknown;
}

/** The body's blocks with their inset images' `edit` set (`<body>[_key=="…"]`). */
function editBodyImages(blocks: unknown, attribute: (path: string) => string, bodyPath: string): unknown {
  if (!Array.isArray(blocks)) return blocks;
  return blocks.map((block: { _type?: unknown; _key?: unknown; image?: ImageData }) =>
    block?._type === 'insetImage' && typeof block._key === 'string' && block.image
      ? { ...block, image: { ...block.image, edit: attribute(`${bodyPath}[_key=="${block._key}"]`) } }
      : block,
  );
}

/** `data` (page `id`'s) with the `data-sanity` values of its document's images and lists. */
export function withEditAttributes<T>(id: PageId, data: T, studioUrl: string): T {
  const where = DOCUMENTS[id];
  const doc = where && ((data as Record<string, unknown>)[where.key] as Doc | undefined);
  if (!where || !doc || typeof doc.id !== 'string') return data;
  const attribute = createDataAttribute({ id: doc.id, type: where.type, baseUrl: studioUrl });
  const edited: Doc & Record<string, unknown> = { ...doc };
  if (doc.heroImage) edited.heroImage = { ...doc.heroImage, edit: attribute(where.hero) };
  if (where.key === 'article') edited.content = { ...doc.content, body: editBodyImages(doc.content?.body, attribute, where.body) };
  else edited.body = editBodyImages(doc.body, attribute, where.body);
  if (where.related) edited.editRelated = attribute(where.related);
  return { ...data, [where.key]: edited };
}
