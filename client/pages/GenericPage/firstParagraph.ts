import { toPlainText } from '@portabletext/react';
import type { Block } from '../../../shared/content/blocks.js';
import type { TextBlock } from '../../../shared/content/schema-types.js';

/** Shorter paragraphs ('Last updated: ...') make poor descriptions. */
const MIN_LENGTH = 40;

/** First real paragraph of a page, as its fallback meta description. */
export function firstParagraph(blocks: Block[]): string | undefined {
  const text = blocks.find((b): b is TextBlock => b._type === 'block' && b.style === 'normal' && toPlainText([b]).length > MIN_LENGTH);
  return text ? toPlainText([text]) : undefined;
}
