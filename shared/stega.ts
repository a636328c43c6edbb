/**
 * Preview pages carry Studio edit links in their display text as runs of invisible characters
 * (stega, docs/decisions/visual-editing.md). Whatever is made of that text for machines or other
 * places — <title>, meta tags, JSON-LD, share links — is cleaned with this. A run of four or more
 * of these characters (as @vercel/stega matches them) never occurs in real text, so single joiners
 * in readers' text (emoji sequences, scripts that need them) are kept.
 */
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]{4,}/g;

export const stegaFree = (text: string): string => text.replace(STEGA, '');
