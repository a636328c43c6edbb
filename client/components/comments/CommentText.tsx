/**
 * A comment's body as a member wrote it: plain text, never markup. Paragraphs (blank lines) and
 * line breaks are kept, and web addresses become links with rel="ugc nofollow noopener". The text
 * is cut into strings and link parts here and React escapes every string it renders; nothing a
 * member writes reaches the page as HTML (no dangerouslySetInnerHTML).
 */
import { Fragment, type ReactNode } from 'react';

export type TextPart = { text: string } | { text: string; href: string };

/** http(s):// addresses and bare www. ones; stops at whitespace and at characters an address seldom holds. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence more often than an address ("see https://x.org."). */
const TRAILING = '.,;:!?)]}\'"';

/** The address without the punctuation after it; a ")" closing a "(" of the address stays (Wikipedia's). */
function trimEnd(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.includes(raw[end - 1]!)) {
    if (raw[end - 1] === ')') {
      const head = raw.slice(0, end);
      if ((head.match(/\(/g)?.length ?? 0) >= (head.match(/\)/g)?.length ?? 0)) break;
    }
    end--;
  }
  return raw.slice(0, end);
}

/** The address's href, or null when it is not a web address one may follow. */
function hrefOf(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/** One line of text cut into plain parts and link parts, in order; their texts joined give the line back. */
export function splitLinks(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const raw = trimEnd(match[0]);
    const href = hrefOf(raw);
    if (!href) continue;
    const start = match.index;
    if (start > at) parts.push({ text: line.slice(at, start) });
    parts.push({ text: raw, href });
    at = start + raw.length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
}

/** The paragraphs of a body (split at blank lines), each a list of its lines. */
export function paragraphsOf(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => p.split('\n'));
}

function Line({ line }: { line: string }): ReactNode {
  return splitLinks(line).map((part, i) =>
    'href' in part ? (
      <a key={i} href={part.href} rel="ugc nofollow noopener" target="_blank">
        {part.text}
      </a>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

export function CommentText({ body }: { body: string }) {
  return (
    <div className="comment__body">
      {paragraphsOf(body).map((lines, p) => (
        <p key={p}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              <Line line={line} />
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
