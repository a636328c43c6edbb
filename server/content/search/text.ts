/**
 * How text becomes index terms, the same for documents and queries: words are runs of letters and
 * digits (an apostrophe inside a word joins it: "don't"; a possessive "'s" is dropped), folded to
 * lower case without accents ('Café' -> 'cafe'), then stemmed (./stem.ts).
 */
import { stem } from './stem.js';

/** A word of `text`: its folded form and where it is ([start, end) in UTF-16 units). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** Already folded. */
const ASCII_LOWER = /^[a-z0-9]+$/;
const MARKS = /\p{M}+/gu;
/** Longest word indexed: anything longer is not a word a reader types (a URL, a hash). */
export const MAX_WORD = 40;

/** Lower case, no accents, no apostrophes, no possessive 's. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
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

/** Calls `visit` with each word of `text` (folded) and where it is, without allocating tokens. */
export function eachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const raw = m[0];
    const word = ASCII_LOWER.test(raw) ? raw : foldCached(raw);
    if (word && word.length <= MAX_WORD) visit(word, m.index, m.index + raw.length);
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  eachWord(text, (word, start, end) => tokens.push({ word, start, end }));
  return tokens;
}

/** The index term of a folded word. */
export const termOf = (word: string): string => stem(word);
