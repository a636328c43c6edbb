/** Article prose: paragraphs with marks and links, headings, pull quotes and excerpts. */
import type { TextBlock } from '../schema.js';
import type { Rng } from '../prng.js';
import { richBlock, type RichText } from '../portable.js';
import { CLOSERS, ESSAY_SENTENCES, NEUTRAL_SENTENCES, REPORT_SENTENCES } from './sentences.js';
import { HEADINGS } from './templates.js';
import { fillRuns, freshTemplate, titleCase, fill, type Run, type Slot, type Topic } from './writer.js';

/** Where a linked phrase may point: internal site paths and outside references. */
export interface LinkSource {
  href(rng: Rng, slot: Slot): string;
}

const LINKABLE: readonly Slot[] = ['thing', 'thing2', 'place', 'place2', 'idea'];

const REPORT_DECK = [...REPORT_SENTENCES, ...NEUTRAL_SENTENCES];
const ESSAY_DECK = [...ESSAY_SENTENCES, ...NEUTRAL_SENTENCES];

function sentences(topic: Topic): readonly string[] {
  return topic.register === 'report' ? REPORT_DECK : ESSAY_DECK;
}

export function paragraph(rng: Rng, topic: Topic, links: LinkSource, opts: { closing?: boolean } = {}): TextBlock {
  const count = rng.int(2, 4);
  const runs: Run[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) runs.push({ text: ' ' });
    const closing = opts.closing && i === count - 1;
    runs.push(...(closing ? [{ text: rng.pick(CLOSERS) }] : fillRuns(rng, freshTemplate(rng, topic, sentences(topic)), topic)));
  }
  const rich: RichText[] = runs.map((r) => ({ text: r.text }));
  const slotted = runs.map((r, i) => ({ r, i })).filter(({ r }) => r.slot);
  // At most one link and a couple of emphasised phrases per paragraph, as an editor would.
  const linkable = slotted.filter(({ r }) => r.slot && LINKABLE.includes(r.slot));
  if (linkable.length && rng.chance(0.38)) {
    const { r, i } = rng.pick(linkable);
    rich[i].href = links.href(rng, r.slot as Slot);
  }
  for (const { r, i } of slotted) {
    if (rich[i].href) continue;
    if ((r.slot === 'thing' || r.slot === 'thing2') && rng.chance(0.12)) rich[i].marks = ['em'];
    else if ((r.slot === 'name' || r.slot === 'name2') && r.text.includes(' ') && rng.chance(0.15)) rich[i].marks = ['strong'];
    else if (r.slot === 'idea' && rng.chance(0.06)) rich[i].marks = ['strong', 'em'];
  }
  return richBlock(rng, rich);
}

export function heading(rng: Rng, topic: Topic, style: 'h2' | 'h3'): TextBlock {
  return richBlock(rng, [{ text: titleCase(fill(rng, freshTemplate(rng, topic, HEADINGS), topic)) }], style);
}

/** Short bulleted list, e.g. "what to know" or episode notes. */
export function bulletList(rng: Rng, items: readonly string[]): TextBlock[] {
  return items.map((item) => richBlock(rng, [{ text: item }], 'normal', 'bullet'));
}

/**
 * The sentences of a text. A sentence ends at . ! or ? (with any closing quote) before a capital
 * or an opening quote; a quotation that runs over several sentences stays whole, so an excerpt
 * never opens on 'said Ezra Nadler' or stops inside a quote.
 */
export function sentencesOf(text: string): string[] {
  const pieces = text.split(/(?<=[.!?][”’"]?)\s+(?=[A-Z“‘"])/);
  const out: string[] = [];
  let open = '';
  for (const piece of pieces) {
    open = open ? `${open} ${piece}` : piece;
    if ((open.match(/“/g) ?? []).length <= (open.match(/”/g) ?? []).length) {
      out.push(open);
      open = '';
    }
  }
  if (open) out.push(open);
  return out;
}

/** The first sentences of a paragraph, cut at a sentence boundary near `max` characters. */
export function excerptOf(block: TextBlock, max = 220): string {
  const text = block.children.map((c) => c.text).join('');
  let out = '';
  for (const sentence of sentencesOf(text)) {
    if (out && `${out} ${sentence}`.length > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out.trim() || text.slice(0, max);
}
