/**
 * Donation and membership embeds. Nothing of the provider's HTML is ever injected: only iframes
 * whose https source is on the provider's allowlist are kept (src, title, height) and rendered as
 * React elements in a sandbox (docs/architecture.md#the-bars, Security). Scripts are not
 * rendered: they would run with this site's privileges, and the provider's iframe works without them.
 * Donation and subscription embeds arrive sanitised by the server (server/content/sanitize-embed.ts,
 * EmbedElement[]); the sources are checked once more here before they become iframes.
 */
import { DONATION_EMBED_HOSTS } from '../../../shared/constants.js';
import { allowedEmbedSrc, type EmbedElement } from '../../../shared/content/embed.js';

export interface EmbedFrame {
  src: string;
  title?: string;
  /** Pixel height the provider asks for. */
  height?: number;
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
