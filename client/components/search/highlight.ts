/**
 * Which parts of a result title the search matched, for <mark>: the start of each title word that
 * begins with a search word (the server matches words as prefixes), case-insensitively.
 */
import { WORD, searchWords } from '../../../shared/search-terms.js';

export interface TitlePart {
  text: string;
  match: boolean;
}

/** Length of the longest search word `token` starts with (after GROQ's edge dots), or 0. */
function matchedLength(token: string, words: string[]): number {
  let best = 0;
  for (const w of words) {
    if (w.length > best && token.slice(0, w.length).toLowerCase() === w.toLowerCase()) best = w.length;
  }
  return best;
}

/** `title` split into matched and unmatched parts, in order; joined they give back `title`. */
export function highlightTitle(title: string, term: string): TitlePart[] {
  const words = searchWords(term);
  const parts: TitlePart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let at = 0;
  if (words.length > 0) {
    for (const m of title.matchAll(WORD)) {
      const lead = /^\.*/.exec(m[0])![0].length;
      const start = m.index + lead;
      const length = matchedLength(m[0].slice(lead), words);
      if (length === 0) continue;
      push(title.slice(at, start), false);
      push(title.slice(start, start + length), true);
      at = start + length;
    }
  }
  push(title.slice(at), false);
  return parts;
}
