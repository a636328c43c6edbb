/** Article bodies: paragraphs and headings with inset images, quotes, carousels, players and ads. */
import type { AdSize, Alignment, BodyBlock, ImageWidth, InsetImageBlock } from '../schema.js';
import { ref } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import type { Rng } from '../prng.js';
import { QUOTES } from '../text/common.js';
import { heading, paragraph, type LinkSource } from '../text/prose.js';
import { capitalize, type Topic } from '../text/writer.js';

export const ALIGNMENTS: readonly Alignment[] = ['left', 'right', 'center', 'full-bleed'];
export const WIDTHS: readonly ImageWidth[] = ['full-width', 'sidebar'];
export const AD_SIZES: readonly AdSize[] = ['300x300', '300x600', '320x50', '728x90', '970x90', '970x250'];

/** Cycles shared by all bodies, so every alignment, width and ad size shows up somewhere. */
export interface BodyCounters {
  inset: number;
  ad: number;
}

export interface BodyPlan {
  /** Open with an inset image (legacy articles). */
  leadingInset: boolean;
  insets: number;
  pullQuote: boolean;
  carousel: boolean;
  episodeId?: string;
  relatedRecipes: boolean;
  ad: boolean;
  /** Blocks the caller adds itself, kept within the 20-block ceiling. */
  reserved?: number;
}

export function insetImage(rng: Rng, images: ImageLibrary, topic: Topic, counters: BodyCounters): InsetImageBlock {
  const combo = counters.inset++;
  const art = images.pick(rng, 'landscape', 'photo', 'portrait', 'square');
  const caption = rng.chance(0.7) ? `${capitalize(topic.thing)}, ${topic.place}.` : undefined;
  const block: InsetImageBlock = {
    _type: 'insetImage',
    _key: rng.key(),
    image: image(art, { caption, credit: art.credit }),
    alignment: ALIGNMENTS[combo % ALIGNMENTS.length],
    width: WIDTHS[Math.floor(combo / ALIGNMENTS.length) % WIDTHS.length],
  };
  if (caption) block.caption = caption;
  if (rng.chance(0.8)) block.credit = art.credit;
  return block;
}

function special(rng: Rng, kind: string, plan: BodyPlan, images: ImageLibrary, topic: Topic, counters: BodyCounters): BodyBlock {
  switch (kind) {
    case 'inset':
      return insetImage(rng, images, topic, counters);
    case 'quote': {
      const s = topic.sources[rng.int(0, 1)];
      return { _type: 'pullQuote', _key: rng.key(), text: rng.pick(QUOTES), attribution: `${s.first} ${s.last}` };
    }
    case 'carousel': {
      const arts = rng.pickN(images.of(rng.pick(['landscape', 'photo'] as const)), rng.int(3, 6));
      return {
        _type: 'imageCarousel',
        _key: rng.key(),
        images: arts.map((art, i) => image(art, { key: rng.key(), caption: `${capitalize(topic.thing)} (${i + 1} of ${arts.length})`, credit: art.credit })),
      };
    }
    case 'podcast':
      return { _type: 'podcastPlayer', _key: rng.key(), episode: ref(plan.episodeId ?? '') };
    case 'ad': {
      const size = AD_SIZES[counters.ad++ % AD_SIZES.length];
      const wide = size === '728x90' || size === '970x90' || size === '970x250';
      return wide ? { _type: 'adSlot', _key: rng.key(), size, mobileSize: rng.pick(['320x50', '300x300'] as const) } : { _type: 'adSlot', _key: rng.key(), size };
    }
    default:
      return { _type: 'relatedRecipes', _key: rng.key(), title: rng.pick(['Cook the Story', 'Recipes From This Story', 'Make It at Home']) };
  }
}

export function buildBody(
  rng: Rng,
  plan: BodyPlan,
  topic: Topic,
  links: LinkSource,
  images: ImageLibrary,
  counters: BodyCounters,
): BodyBlock[] {
  const specials: string[] = [];
  for (let i = 0; i < plan.insets; i++) specials.push('inset');
  if (plan.pullQuote) specials.push('quote');
  if (plan.carousel) specials.push('carousel');
  if (plan.episodeId) specials.push('podcast');
  if (plan.ad) specials.push('ad');
  const lead = plan.leadingInset ? 1 : 0;
  const extra = plan.relatedRecipes ? 1 : 0;
  const total = rng.int(Math.max(6 - (plan.reserved ?? 0), specials.length + lead + extra + 4), 20 - (plan.reserved ?? 0));
  const headings = Math.floor((total - specials.length - lead - extra) / 5);
  const paragraphs = total - specials.length - lead - extra - headings;

  // Which paragraph each heading precedes and each special follows.
  const headingBefore = new Set(rng.pickN(Array.from({ length: Math.max(0, paragraphs - 3) }, (_, i) => i + 2), headings));
  const after = new Map<number, string[]>();
  for (const kind of rng.shuffle(specials)) {
    const at = rng.int(0, paragraphs - 2);
    after.set(at, [...(after.get(at) ?? []), kind]);
  }

  const blocks: BodyBlock[] = [];
  if (plan.leadingInset) blocks.push(insetImage(rng, images, topic, counters));
  for (let p = 0; p < paragraphs; p++) {
    if (headingBefore.has(p)) blocks.push(heading(rng, topic, rng.chance(0.8) ? 'h2' : 'h3'));
    if (p === paragraphs - 1 && plan.relatedRecipes) blocks.push(special(rng, 'recipes', plan, images, topic, counters));
    blocks.push(paragraph(rng, topic, links, { closing: p === paragraphs - 1 && rng.chance(0.4) }));
    for (const kind of after.get(p) ?? []) blocks.push(special(rng, kind, plan, images, topic, counters));
  }
  return blocks;
}
