/**
 * A comment's text as it is stored (docs/features/comments.md#bodies): plain text, never markup.
 * Newlines are normalised to \n (at most one blank line in a row), the ends trimmed, Unicode in NFC;
 * control characters other than newline and tab are refused, not silently dropped. The length is
 * counted in characters (code points), as PostgreSQL's length() counts them.
 */
import { COMMENT_MAX_LENGTH } from '../../shared/comments.js';
import { COMMENTS } from '../../shared/comment-messages.js';

export type BodyCheck = { ok: true; body: string } | { ok: false; message: string };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The stored form of `input`, or why it cannot be a comment. */
export function normaliseBody(input: unknown): BodyCheck {
  if (input === undefined || input === null) return { ok: false, message: COMMENTS.bodyMissing };
  if (typeof input !== 'string') return { ok: false, message: COMMENTS.bodyNotText };
  const text = input
    .replace(/\r\n?|\u2028|\u2029/g, '\n')
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC');
  if (CONTROL.test(text)) return { ok: false, message: COMMENTS.bodyControlChars };
  const body = text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (body === '') return { ok: false, message: COMMENTS.bodyMissing };
  if (characters(body) > COMMENT_MAX_LENGTH) return { ok: false, message: COMMENTS.bodyTooLong };
  return { ok: true, body };
}

/** Characters as PostgreSQL counts them (code points, not UTF-16 units). */
export const characters = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * Whether a body holds a link, as the client makes them clickable or a reader would follow: an
 * http(s) URL, a www. address, or a domain name followed by a path (example.com/x).
 */
export function hasLink(body: string): boolean {
  return /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.|\b[a-z0-9-]+\.[a-z]{2,}\/\S/i.test(body);
}
