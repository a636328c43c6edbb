/** Encyclopedia terms grouped A–Z for the jump bar (pure). */

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** 'A'..'Z' for a term's first letter (accents stripped), '#' for anything else. */
export function initialOf(term: string): string {
  const first = term.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Groups in alphabetical order ('#' last), terms sorted within each. */
export function groupTerms<T extends { term: string }>(terms: T[]): { letter: string; terms: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
  for (const t of sorted) {
    const letter = initialOf(t.term);
    const list = groups.get(letter);
    if (list) list.push(t);
    else groups.set(letter, [t]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, terms: list }));
}

/** Fragment id of a letter's group. */
export const letterId = (letter: string) => (letter === '#' ? 'terms-other' : `terms-${letter.toLowerCase()}`);
