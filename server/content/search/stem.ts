/**
 * English suffix stripping for the search index: M. F. Porter's 1980 algorithm ("An algorithm for
 * suffix stripping"), so 'fasting', 'fasted' and 'fasts' all index as 'fast'. Applied to the
 * lower-cased, accent-free words of both the documents and the query, so the same rule runs on
 * each side. Words of two letters or fewer, and words with digits, are left alone.
 */

const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i];
  if ('aeiou'.includes(c)) return true;
  // 'y' is a vowel after a consonant ('happy'), a consonant at the start or after a vowel ('toy').
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
};

/** Porter's m: the number of vowel-consonant sequences in `w`. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  const n = w.length;
  while (i < n && !isVowelAt(w, i)) i++;
  while (i < n) {
    while (i < n && isVowelAt(w, i)) i++;
    if (i >= n) break;
    while (i < n && !isVowelAt(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string): boolean => [...w].some((_, i) => isVowelAt(w, i));
const endsDoubleConsonant = (w: string): boolean =>
  w.length >= 2 && w[w.length - 1] === w[w.length - 2] && !isVowelAt(w, w.length - 1);
/** Ends consonant-vowel-consonant, the last not w, x or y ('hop', not 'snow'). */
const endsCvc = (w: string): boolean => {
  const n = w.length;
  return n >= 3 && !isVowelAt(w, n - 3) && isVowelAt(w, n - 2) && !isVowelAt(w, n - 1) && !'wxy'.includes(w[n - 1]);
};

/** Replaces the first matching suffix when what stays before it has a measure over `minM`. */
function replaceSuffix(w: string, rules: ReadonlyArray<readonly [string, string]>, minM: number): string {
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      return measure(stem) > minM ? stem + replacement : w;
    }
  }
  return w;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate',
  'iti', 'ous', 'ive', 'ize',
];

/** Longest-first, so 'ement' is tried before 'ment' and 'ent'. */
const byLength = <T extends string | readonly [string, string]>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (typeof b === 'string' ? b : b[0]).length - (typeof a === 'string' ? a : a[0]).length);
const STEP2_SORTED = byLength(STEP2);
const STEP3_SORTED = byLength(STEP3);
const STEP4_SORTED = byLength(STEP4);

export function stem(word: string): string {
  if (word.length <= 2 || /[^a-z]/.test(word)) return word;
  let w = word;

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  let step1bTidy = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    step1bTidy = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    step1bTidy = true;
  }
  if (step1bTidy) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !'lsz'.includes(w[w.length - 1])) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c: y -> i after a vowel in the stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';

  w = replaceSuffix(w, STEP2_SORTED, 0);
  w = replaceSuffix(w, STEP3_SORTED, 0);

  // Step 4: drop a suffix when the stem keeps a measure over 1.
  for (const suffix of STEP4_SORTED) {
    if (!w.endsWith(suffix)) continue;
    const stemPart = w.slice(0, -suffix.length);
    if (measure(stemPart) > 1 && (suffix !== 'ion' || /[st]$/.test(stemPart))) w = stemPart;
    break;
  }

  // Step 5: a final e, and a double l.
  if (w.endsWith('e')) {
    const stemPart = w.slice(0, -1);
    const m = measure(stemPart);
    if (m > 1 || (m === 1 && !endsCvc(stemPart))) w = stemPart;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}
