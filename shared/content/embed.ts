/**
 * Donation and membership embeds: the one host allowlist check, used by the server's sanitiser
 * (server/content/sanitize-embed.ts) and again by the page before a source becomes an iframe.
 */
import { DONATION_EMBED_HOSTS } from '../constants.js';

/** A donation embed after sanitising: only iframes and scripts from the allowlisted hosts. */
export interface EmbedElement {
  tag: 'iframe' | 'script';
  /** Absolute https URL on an allowlisted host. */
  src: string;
  title?: string;
  width?: string;
  height?: string;
  allow?: string;
  async?: boolean;
}

/**
 * The URL when it is plain https (no credentials, no port) on an allowed host, else undefined
 * (bad URLs included). Hosts match exactly: a look-alike or a subdomain is another host.
 */
export function allowedEmbedSrc(raw: string | undefined, hosts: readonly string[] = DONATION_EMBED_HOSTS): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim());
    const plain = url.protocol === 'https:' && !url.username && !url.password && !url.port;
    return plain && hosts.includes(url.hostname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
