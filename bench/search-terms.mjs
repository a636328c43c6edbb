/**
 * Unique search terms for the search bench, written from the embedded dataset's own words: single
 * words, two words, a word being typed (a prefix), a misspelt word (two letters swapped), a quoted
 * phrase, and words that are in no document. Deterministic for a seed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let words = null;

function vocabulary() {
  if (words) return words;
  const set = new Set();
  for (const line of readFileSync(path.join(root, 'data/dataset.ndjson'), 'utf8').split('\n')) {
    if (!/"_type":"(article|recipeArticle|podcastEpisode)"/.test(line)) continue;
    for (const m of line.matchAll(/"text":"([^"]{0,400})/g)) for (const w of m[1].match(/[A-Za-z]{3,}/g) ?? []) set.add(w.toLowerCase());
  }
  words = [...set].sort();
  return words;
}

/** `count` terms, all different. */
export function benchTerms(count, seed = 1) {
  const vocab = vocabulary();
  let state = seed >>> 0 || 1;
  const rand = (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const pick = () => vocab[rand(vocab.length)];
  const out = new Set();
  // Kinds take turns: when one runs out of new terms (single words do), the others still add.
  for (let i = 0; out.size < count; i++) {
    const w = pick();
    switch (i % 6) {
      case 0: out.add(w); break;
      case 1: out.add(`${w} ${pick()}`); break;
      case 2: out.add(w.slice(0, Math.max(3, Math.ceil(w.length * 0.6)))); break;
      case 3: out.add(w.length >= 5 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : `${w} ${pick()}`); break;
      case 4: out.add(`"${w} ${pick()}"`); break;
      default: out.add(`${w}${rand(100000)}q`); break;
    }
  }
  return [...out];
}
