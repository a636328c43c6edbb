/**
 * Page parts whose code loads only for the pages that have them: the gated part of a premium
 * article (the paywall is off by default and most articles are free), and the podcast player and
 * the image carousel a body may embed (most have neither). They stay out of every article's JS (the
 * 130 kB budget).
 *
 * A page's data names the parts it needs in its `parts` field (absent when it needs none), set on
 * the server as the page is loaded (namePartsIn, which server/render/render.ts applies to every
 * page's data) and carried as it is by /_data and the hydration data. Nothing looks for parts in
 * the data's JSON text. Where each part's code comes from is registered once at start
 * (registerParts): the server passes the components in its bundle (server/render/render.ts, as a
 * renderer is created), the browser entry the imports of their chunks (entry.tsx). A page must
 * render in the browser what the server rendered, so the browser loads the parts a page's data
 * names before that page renders: its loader (route-loaders.ts) and, for the first page, entry.tsx
 * before hydration. The server links their stylesheets on the pages that name them (partChunks).
 */
import type { ComponentProps } from 'react';
import { loadChunkCss } from './chunk-css.js';
import type { GatedBody } from './components/paywall/GatedBody.js';
import type { PodcastPlayer } from './components/audio/PodcastPlayer.js';
import type { ImageCarousel } from './components/content/body/ImageCarousel.js';
import { PAYWALL_CLASS } from '../shared/content/paywall.js';
import { holdsBlock } from '../shared/content/podcast-player.js';

interface Parts {
  /** The rest of a premium article's body, behind the paywall. */
  gate: typeof GatedBody;
  /** A podcastPlayer block's player card. */
  podcastPlayer: typeof PodcastPlayer;
  /** An imageCarousel block's gallery (the carousel's code and styles). */
  imageCarousel: typeof ImageCarousel;
}

export type PartName = keyof Parts;

/** Each part's chunk: the build manifest's key, which gives its script and stylesheets. */
const CHUNKS: { [K in PartName]: string } = {
  gate: 'client/components/paywall/GatedBody.tsx',
  podcastPlayer: 'client/components/audio/PodcastPlayer.tsx',
  imageCarousel: 'client/components/content/body/ImageCarousel.tsx',
};

/** The parts of body blocks: each named wherever a block of its type is. */
const BLOCK_PARTS = ['podcastPlayer', 'imageCarousel'] as const;

/** The parts the blocks in a value need (a premium or gift-link rest's blocks, a page's data). */
export function blockPartsIn(value: unknown): PartName[] {
  return BLOCK_PARTS.filter((type) => holdsBlock(value, type));
}

/** What page data carries besides its own fields when it needs parts (absent when it needs none). */
export interface PageParts {
  parts?: PartName[];
}

/** Frozen page data -> the same data with its parts named (one copy per data object). */
const named = new WeakMap<object, object>();

/**
 * A page's data with the parts it needs named in `parts`: the gated body when the paywall cut its
 * body (its `gate`), the podcast player or the image carousel when a block of theirs is anywhere in it. Data that
 * needs none is returned as it is. Frozen data (shared by every render until its content changes)
 * gets one frozen copy, so its hydration JSON is still serialised once (server/render/serialize.ts).
 */
export function namePartsIn<T>(data: T): T & PageParts {
  if (data === null || typeof data !== 'object') return data as T & PageParts;
  const known = named.get(data);
  if (known) return known as T & PageParts;
  const parts: PartName[] = [];
  if ((data as { gate?: unknown }).gate) parts.push('gate');
  parts.push(...blockPartsIn(data));
  const out = parts.length ? { ...data, parts } : data;
  if (Object.isFrozen(data)) {
    Object.freeze(parts);
    named.set(data, Object.freeze(out));
  }
  return out as T & PageParts;
}

/** Where a part's code comes from: the component itself (the server's bundle), or an import of its chunk. */
export type PartSource<K extends PartName> = { component: Parts[K] } | { load: () => Promise<Parts[K]> };
export type PartSources = { [K in PartName]: PartSource<K> };

const sources: Partial<PartSources> = {};
const loaded: Partial<Parts> = {};

/** Fills the registry: called once at start, by the server's renderer and by the browser entry. */
export function registerParts(parts: PartSources): void {
  Object.assign(sources, parts);
  for (const k of Object.keys(parts) as PartName[]) {
    const source = parts[k];
    if ('component' in source) Object.assign(loaded, { [k]: source.component });
  }
}

/** The known parts a page's data names in its `parts` field (a name this build does not know is skipped). */
export function partsOf(data: unknown): PartName[] {
  const parts = (data as PageParts | null | undefined)?.parts;
  return Array.isArray(parts) ? parts.filter((p): p is PartName => typeof p === 'string' && Object.hasOwn(CHUNKS, p)) : [];
}

/** The chunks (manifest keys) of some parts: their stylesheets go in the page's head. */
export function partChunks(parts: readonly PartName[]): string[] {
  return parts.map((k) => CHUNKS[k]);
}

/** Loads (code and stylesheets) the parts named, those not loaded yet. */
export async function loadParts(parts: readonly PartName[]): Promise<void> {
  await Promise.all(
    parts
      .filter((k) => !loaded[k])
      .map(async (k) => {
        const source = sources[k];
        if (!source || !('load' in source)) throw new Error(`registerParts: no ${k}`);
        const [part] = await Promise.all([source.load(), loadChunkCss(CHUNKS[k])]);
        Object.assign(loaded, { [k]: part });
      }),
  );
}

export function GatedSlot(props: ComponentProps<typeof GatedBody>) {
  const Part = loaded.gate;
  // Not reached (every path to a gated page loads the part first); the element keeps the
  // JSON-LD's cssSelector true all the same.
  return Part ? <Part {...props} /> : <div className={PAYWALL_CLASS} />;
}

export function PodcastPlayerSlot(props: ComponentProps<typeof PodcastPlayer>) {
  const Part = loaded.podcastPlayer;
  return Part ? <Part {...props} /> : null;
}

export function ImageCarouselSlot(props: ComponentProps<typeof ImageCarousel>) {
  const Part = loaded.imageCarousel;
  return Part ? <Part {...props} /> : null;
}
