/**
 * Donation and membership embeds. Nothing of the provider's HTML is ever injected: only iframes
 * whose https source is on the provider's allowlist are kept (src, title, height) and rendered as
 * React elements in a sandbox (spec §5, design §8). Scripts are not rendered: they would run with
 * this site's privileges, and the provider's iframe works without them.
 * The donation page arrives sanitised by the server (EmbedElement[]); subscription tiers still
 * carry provider HTML or a bare URL, read here with the same allowlist.
 */
import { DONATION_EMBED_HOSTS } from '../../../shared/constants.js';
import type { EmbedElement } from '../../../shared/content/embed.js';

export const EMBED_HOSTS: readonly string[] = DONATION_EMBED_HOSTS;

export interface EmbedFrame {
  src: string;
  title?: string;
  /** Pixel height the provider asks for. */
  height?: number;
}

/** The https URL when its host is allowed, else undefined (bad URLs included). */
export function allowedUrl(raw: string | undefined, hosts: readonly string[] = EMBED_HOSTS): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim());
    const plain = url.protocol === 'https:' && !url.username && !url.password && !url.port;
    return plain && hosts.includes(url.hostname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** A height in pixels ('760' or '760px'); percentages and nonsense give none (a default applies). */
function pixels(value: string | undefined): number | undefined {
  const match = /^\s*(\d{1,4})(?:px)?\s*$/.exec(value ?? '');
  const n = match ? Number(match[1]) : 0;
  return n > 0 ? n : undefined;
}

/** The iframes of a sanitised embed (the server's EmbedElement list), checked once more. */
export function framesFromElements(elements: EmbedElement[], hosts: readonly string[] = EMBED_HOSTS): EmbedFrame[] {
  return elements.flatMap((el) => {
    const src = el.tag === 'iframe' ? allowedUrl(el.src, hosts) : undefined;
    return src ? [{ src, title: el.title || undefined, height: pixels(el.height) }] : [];
  });
}

/** Attributes of one start tag, `text` starting just after the tag name; stops at the closing '>'. */
function readAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  let i = 0;
  while (i < text.length && text[i] !== '>') {
    if (/[\s/]/.test(text[i])) {
      i++;
      continue;
    }
    const nameStart = i;
    while (i < text.length && !/[\s/>=]/.test(text[i])) i++;
    const name = text.slice(nameStart, i).toLowerCase();
    while (i < text.length && /\s/.test(text[i])) i++;
    let value = '';
    if (text[i] === '=') {
      i++;
      while (i < text.length && /\s/.test(text[i])) i++;
      const quote = text[i] === '"' || text[i] === "'" ? text[i] : null;
      if (quote) {
        const end = text.indexOf(quote, i + 1);
        value = text.slice(i + 1, end === -1 ? text.length : end);
        i = end === -1 ? text.length : end + 1;
      } else {
        const start = i;
        while (i < text.length && !/[\s>]/.test(text[i])) i++;
        value = text.slice(start, i);
      }
    }
    if (name && !(name in attrs)) attrs[name] = decodeEntities(value);
  }
  return attrs;
}

/**
 * The allowed iframes of an embed: either provider HTML, or a bare URL (a tier's embed URL).
 * Everything else (other hosts, http, javascript:, event handlers, scripts, images) is dropped.
 */
export function embedFrames(code: string | undefined, hosts: readonly string[] = EMBED_HOSTS): EmbedFrame[] {
  if (!code) return [];
  const bare = allowedUrl(code, hosts);
  if (bare) return [{ src: bare }];
  const frames: EmbedFrame[] = [];
  const tag = /<iframe(?=[\s/>])/gi;
  for (let match = tag.exec(code); match; match = tag.exec(code)) {
    const attrs = readAttributes(code.slice(match.index + match[0].length));
    const src = allowedUrl(attrs.src, hosts);
    if (!src) continue;
    frames.push({ src, title: attrs.title || undefined, height: pixels(attrs.height) });
  }
  return frames;
}
