/**
 * Donation embed sanitiser (docs/architecture.md#the-bars): from the provider's raw HTML keep only iframe and
 * script tags whose src is an https URL on the two-host allowlist. Everything else — other tags,
 * inline scripts, event-handler and style attributes, invalid URLs, other hosts — is dropped. The
 * result is structured data, not HTML, so the page never injects markup it did not build itself.
 */
import { Parser } from 'htmlparser2';
import { DONATION_EMBED_HOSTS } from '../../shared/constants.js';
import { allowedEmbedSrc, type EmbedElement } from '../../shared/content/embed.js';

const MAX_EMBED_LENGTH = 100_000;
const MAX_ELEMENTS = 10;
const DIMENSION = /^\d{1,4}(%|px)?$/;
const ALLOW = /^[a-z-]+(; ?[a-z-]+)*;?$/;

export function sanitizeDonationEmbed(html: string | undefined | null, hosts: readonly string[] = DONATION_EMBED_HOSTS): EmbedElement[] {
  if (!html || html.length > MAX_EMBED_LENGTH) return [];
  const out: EmbedElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (out.length >= MAX_ELEMENTS || (name !== 'iframe' && name !== 'script')) return;
        const src = allowedEmbedSrc(attrs.src, hosts);
        if (!src) return;
        if (name === 'script') {
          out.push({ tag: 'script', src, async: 'async' in attrs || undefined });
          return;
        }
        const el: EmbedElement = { tag: 'iframe', src };
        if (attrs.title) el.title = attrs.title.slice(0, 200);
        if (attrs.width && DIMENSION.test(attrs.width)) el.width = attrs.width;
        if (attrs.height && DIMENSION.test(attrs.height)) el.height = attrs.height;
        if (attrs.allow && ALLOW.test(attrs.allow)) el.allow = attrs.allow;
        out.push(el);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/** An embed given as provider HTML or as a bare URL (a tier's checkout URL): its allowlisted frames. */
export function sanitizeEmbed(codeOrUrl: string | undefined | null, hosts: readonly string[] = DONATION_EMBED_HOSTS): EmbedElement[] {
  const bare = allowedEmbedSrc(codeOrUrl ?? undefined, hosts);
  return bare ? [{ tag: 'iframe', src: bare }] : sanitizeDonationEmbed(codeOrUrl, hosts);
}
