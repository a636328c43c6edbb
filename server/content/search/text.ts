/**
 * How text becomes index terms, the same for documents and queries: words are runs of letters and
 * digits (an apostrophe inside a word joins it: "don't"; a possessive "'s" is dropped), folded to
 * lower case without accents ('Café' -> 'cafe'), then stemmed (./stem.ts). A word is what
 * `[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*` matches (with the u flag).
 */
import { stem } from './stem.js';

/** A word of `text`: its folded form and where it is ([start, end) in UTF-16 units). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

const MARKS = /\p{M}+/gu;
/** Longest word indexed: anything longer is not a word a reader types (a URL, a hash). */
export const MAX_WORD = 40;

/** Lower case, no accents, no apostrophes, no possessive 's. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/['\u2019]s$/, '')
    .replace(/['\u2019]/g, '');
}

/** Folded words by their spelling: text repeats its words, and folding is the costly part. */
const folded = new Map<string, string>();
const FOLDED_MAX = 200_000;

function foldCached(raw: string): string {
  let word = folded.get(raw);
  if (word === undefined) {
    word = fold(raw);
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(raw, word);
  }
  return word;
}

/** Whether each BMP character is a letter or digit (\p{L}, \p{N}): 0 not asked yet, 1 yes, 2 no. */
const WORD_CHAR = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether the code point `c` is a letter or a digit: a to z, A to Z and 0 to 9 at once, the rest asked once. */
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  if (c > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(c));
  let known = WORD_CHAR[c];
  if (known === 0) WORD_CHAR[c] = known = LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 2;
  return known === 1;
}

const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/**
 * Calls `visit` with each word of `text` (folded) and where it is, without allocating tokens: the
 * words the expression above matches, found by a scan of the characters (a search tokenizes every snippet it
 * shows, and this is several times faster than the regular expression).
 */
export function eachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.codePointAt(i)!;
    if (!isWordChar(c)) {
      i += c > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    /** Only a to z and digits so far: the word is already folded. */
    let plain = true;
    for (;;) {
      // A run of letters and digits.
      while (i < n && isWordChar((c = text.codePointAt(i)!))) {
        if (plain && !((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) plain = false;
        i += c > 0xffff ? 2 : 1;
      }
      // An apostrophe joins it to the next run: "don't".
      if (i + 1 < n && isApostrophe(text.charCodeAt(i)) && isWordChar(text.codePointAt(i + 1)!)) {
        plain = false;
        i++;
        continue;
      }
      break;
    }
    const raw = text.slice(start, i);
    const word = plain ? raw : foldCached(raw);
    if (word && word.length <= MAX_WORD) visit(word, start, i);
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  eachWord(text, (word, start, end) => tokens.push({ word, start, end }));
  return tokens;
}

/** The index term of a folded word. */
export const termOf = (word: string): string => stem(word);
