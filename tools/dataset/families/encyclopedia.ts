/** Encyclopedia terms: a glossary of Hebrew, Yiddish, Ladino and Jewish-culture words. */
import type { EncyclopediaTermDocument } from '../schema.js';
import { DAY, utc } from '../dates.js';
import { base, slugify } from '../docs.js';
import { GLOSSARY_A } from '../text/glossary-a.js';
import { GLOSSARY_B } from '../text/glossary-b.js';

export function buildEncyclopedia(): EncyclopediaTermDocument[] {
  return [...GLOSSARY_A, ...GLOSSARY_B].map(([term, pronunciation, typeOfWord, definition, link], i) => {
    const doc: EncyclopediaTermDocument = {
      ...base(`term-${slugify(term)}`, 'encyclopediaTerm', utc(2017, 5, 1) + i * 9 * DAY),
      term,
      pronunciation,
      typeOfWord,
      definition,
    };
    if (link) doc.link = link;
    else if (i % 3 === 0) doc.link = `https://en.wikipedia.org/wiki/${encodeURIComponent(term.replace(/ /g, '_'))}`;
    return doc;
  });
}
