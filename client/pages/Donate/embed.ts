/**
 * Donation and membership embeds. Nothing of the provider's HTML is ever injected: only iframes
 * and scripts whose https source is on the provider's two-host allowlist are kept and
 * rendered by the page itself (docs/architecture.md#the-bars, Security): iframes as React
 * elements (src, title, height), scripts as <script src> elements created after mount
 * (EmbedFrames.tsx), so they run, from those hosts only (CSP script-src names the same two).
 * Donation and subscription embeds arrive sanitised by the server (server/content/sanitize-embed.ts,
 * EmbedElement[]); the sources are checked once more here before they become elements.
 */
import { DONATION_EMBED_HOSTS } from '../../../shared/constants.js';
import { allowedEmbedSrc, type EmbedElement } from '../../../shared/content/embed.js';

export interface EmbedFrame {
  src: string;
  title?: string;
  /** Pixel height the provider asks for. */
  height?: number;
}

/** A provider script to load: an allowlisted https source. */
export interface EmbedScript {
  src: string;
  async?: boolean;
}

/** A height in pixels ('760' or '760px'); percentages and nonsense give none (a default applies). */
function pixels(value: string | undefined): number | undefined {
  const match = /^\s*(\d{1,4})(?:px)?\s*$/.exec(value ?? '');
  const n = match ? Number(match[1]) : 0;
  return n > 0 ? n : undefined;
}

/** The iframes of a sanitised embed (the server's EmbedElement list), checked once more. */
export function framesFromElements(elements: EmbedElement[], hosts: readonly string[] = DONATION_EMBED_HOSTS): EmbedFrame[] {
  return elements.flatMap((el) => {
    const src = el.tag === 'iframe' ? allowedEmbedSrc(el.src, hosts) : undefined;
    return src ? [{ src, title: el.title || undefined, height: pixels(el.height) }] : [];
  });
}

/** The scripts of a sanitised embed, checked once more, each source once. */
export function scriptsFromElements(elements: EmbedElement[], hosts: readonly string[] = DONATION_EMBED_HOSTS): EmbedScript[] {
  const seen = new Set<string>();
  return elements.flatMap((el) => {
    const src = el.tag === 'script' ? allowedEmbedSrc(el.src, hosts) : undefined;
    if (!src || seen.has(src)) return [];
    seen.add(src);
    return [el.async ? { src, async: true } : { src }];
  });
}
