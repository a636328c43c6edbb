/**
 * Page parts whose code loads only for the pages that have them: the gated part of a premium
 * article (the paywall is off by default and most articles are free) and the podcast player a body
 * may embed (most have none). They stay out of every article's JS (design §8: at most 130 kB).
 *
 * A page must render in the browser what the server rendered, so the browser loads the parts a
 * page's data names before that page renders: its loader (route-loaders.ts) and, for the first
 * page, entry.tsx before hydration. The server has them in its bundle (provideParts) and links
 * their stylesheets when a page's data names them (chunksIn).
 */
import type { ComponentProps } from 'react';
import { loadChunkCss } from './chunk-css.js';
import type { GatedBody } from './components/paywall/GatedBody.js';
import type { PodcastPlayer } from './components/audio/PodcastPlayer.js';
import { PAYWALL_CLASS } from '../shared/content/paywall.js';

interface Parts {
  GatedBody: typeof GatedBody;
  PodcastPlayer: typeof PodcastPlayer;
}

const loaded: Partial<Parts> = {};

/** What names each part in a page's data as JSON, and its chunk (the build manifest's key). */
const PARTS: { [K in keyof Parts]: { marker: string; chunk: string; load: () => Promise<Parts[K]> } } = {
  GatedBody: {
    marker: '"gate":{"bodyUrl":',
    chunk: 'client/components/paywall/GatedBody.tsx',
    load: () => import('./components/paywall/GatedBody.js').then((m) => m.GatedBody),
  },
  PodcastPlayer: {
    marker: '"_type":"podcastPlayer"',
    chunk: 'client/components/audio/PodcastPlayer.tsx',
    load: () => import('./components/audio/PodcastPlayer.js').then((m) => m.PodcastPlayer),
  },
};

const named = (json: string) => (Object.keys(PARTS) as (keyof Parts)[]).filter((k) => json.includes(PARTS[k].marker));

/** The server's parts, from its bundle. */
export function provideParts(parts: Parts): void {
  Object.assign(loaded, parts);
}

/** Chunks (manifest keys) of the parts a page's data names: their stylesheets go in its head. */
export function chunksIn(json: string): string[] {
  return named(json).map((k) => PARTS[k].chunk);
}

/** Loads (code and styles) the parts that data, as JSON or as a value, names. */
export async function loadPartsFor(data: unknown): Promise<void> {
  const json = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  await Promise.all(
    named(json)
      .filter((k) => !loaded[k])
      .map(async (k) => {
        const [part] = await Promise.all([PARTS[k].load(), loadChunkCss(PARTS[k].chunk)]);
        Object.assign(loaded, { [k]: part });
      }),
  );
}

export function GatedSlot(props: ComponentProps<typeof GatedBody>) {
  const Part = loaded.GatedBody;
  // Not reached (every path to a gated page loads the part first); the element keeps the
  // JSON-LD's cssSelector true all the same.
  return Part ? <Part {...props} /> : <div className={PAYWALL_CLASS} />;
}

export function PodcastPlayerSlot(props: ComponentProps<typeof PodcastPlayer>) {
  const Part = loaded.PodcastPlayer;
  return Part ? <Part {...props} /> : null;
}
