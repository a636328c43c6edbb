/** Portable-text builders: text blocks with spans, decorator marks and link annotations. */
import type { LinkMarkDef, Span, TextBlock } from './schema.js';
import type { Rng } from './prng.js';

/** A run of text and how it is marked up. */
export interface RichText {
  text: string;
  marks?: ('strong' | 'em')[];
  href?: string;
}

type Style = TextBlock['style'];

export function richBlock(
  rng: Rng,
  runs: readonly RichText[],
  style: Style = 'normal',
  listItem?: 'bullet' | 'number',
): TextBlock {
  const markDefs: LinkMarkDef[] = [];
  const children: Span[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const marks: string[] = [...(run.marks ?? [])];
    if (run.href) {
      const def: LinkMarkDef = { _type: 'link', _key: rng.key(), href: run.href };
      markDefs.push(def);
      marks.push(def._key);
    }
    const last = children[children.length - 1];
    if (last && marks.length === 0 && last.marks.length === 0) {
      last.text += run.text;
    } else {
      children.push({ _type: 'span', _key: rng.key(), text: run.text, marks });
    }
  }
  const block: TextBlock = { _type: 'block', _key: rng.key(), style, markDefs, children };
  if (listItem) {
    block.listItem = listItem;
    block.level = 1;
  }
  return block;
}

export function textBlock(rng: Rng, text: string, style: Style = 'normal'): TextBlock {
  return richBlock(rng, [{ text }], style);
}

/** Paragraphs from plain strings; `**bold**`, `_italic_` and `[label](href)` are understood. */
export function markdownish(rng: Rng, paragraphs: readonly string[]): TextBlock[] {
  return paragraphs.map((p) => {
    if (p.startsWith('## ')) return textBlock(rng, p.slice(3), 'h2');
    if (p.startsWith('### ')) return textBlock(rng, p.slice(4), 'h3');
    if (p.startsWith('- ')) return richBlock(rng, parseInline(p.slice(2)), 'normal', 'bullet');
    return richBlock(rng, parseInline(p));
  });
}

function parseInline(text: string): RichText[] {
  const runs: RichText[] = [];
  const pattern = /\*\*([^*]+)\*\*|_([^_]+)_|\[([^\]]+)\]\(([^)]+)\)/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index) });
    if (m[1] !== undefined) runs.push({ text: m[1], marks: ['strong'] });
    else if (m[2] !== undefined) runs.push({ text: m[2], marks: ['em'] });
    else runs.push({ text: m[3], href: m[4] });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}

export function blockText(block: TextBlock): string {
  return block.children.map((c) => c.text).join('');
}
