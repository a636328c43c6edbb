import { matchPatterns, searchWords } from '../../../shared/search-terms.js';
import { parseSearchQuery, SEARCH_MESSAGES } from '../../../server/api/search-router.js';

describe('searchWords: a term as GROQ-safe words', () => {
  it.each<[string, string[]]>([
    ['Transit expansion', ['transit', 'expansion']],
    ['  the   THE the ', ['the']],
    ['co-op', ['co', 'op']],
    ['No. 1: The Strike', ['no', '1', 'the', 'strike']],
    ['U.S. policy', ['u.s', 'policy']],
    ['Teachers’ strike', ['teachers’', 'strike']],
    ['*[_type == "article"]', ['_type', '==', 'article']],
    ['") || true || ("', ['true']],
    ['a* b** *c', ['a', 'b', 'c']],
    ['$now (x) {y} [z] \\w', ['now', 'x', 'y', 'z', 'w']],
    ['*', []],
    ['...', []],
    ['', []],
    ['\u0000tab\there', ['tab', 'here']],
    ['ünïcödé Éclair', ['ünïcödé', 'éclair']],
  ])('%j -> %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it('keeps no lone surrogate (JSON encoders and Sanity reject them)', () => {
    expect(searchWords('a\uD800b')).toEqual(['a', 'b']);
    expect(searchWords('😀')).toEqual(['😀']);
  });

  it('keeps a word whose lower case would change its length', () => {
    expect(searchWords('İstanbul')).toEqual(['İstanbul']);
  });

  it('matchPatterns makes each word a prefix pattern', () => {
    expect(matchPatterns('Transit exp')).toEqual(['transit*', 'exp*']);
    expect(matchPatterns('**')).toEqual([]);
  });
});

const term = (raw: unknown) => {
  const parsed = parseSearchQuery({ term: raw });
  return parsed.ok ? { ok: true, value: parsed.value.term } : parsed;
};
const offset = (raw: unknown) => {
  const parsed = parseSearchQuery({ offset: raw });
  return parsed.ok ? { ok: true, value: parsed.value.offset } : parsed;
};

describe('GET /api/search query string', () => {
  it('trims the term; absent is empty; arrays and objects are refused', () => {
    expect(term(undefined)).toEqual({ ok: true, value: '' });
    expect(term('  hi  ')).toEqual({ ok: true, value: 'hi' });
    expect(term(['a', 'b'])).toEqual({ ok: false, message: SEARCH_MESSAGES.termNotText });
    expect(term({ a: 'b' }).ok).toBe(false);
  });

  it('allows 200 characters, refuses 201', () => {
    expect(term('x'.repeat(200)).ok).toBe(true);
    expect(term(` ${'x'.repeat(200)} `).ok).toBe(true);
    expect(term('x'.repeat(201))).toEqual({ ok: false, message: SEARCH_MESSAGES.termTooLong });
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['24', 24],
    ['10000', 10000],
  ])('offset %j is %d', (raw, value) => {
    expect(offset(raw)).toEqual({ ok: true, value });
  });

  it.each(['-1', '1.5', ' 1', 'abc', '10001', '1e2', '999999999', ['1']])('offset %j is refused', (raw) => {
    expect(offset(raw)).toEqual({ ok: false, message: SEARCH_MESSAGES.badOffset });
  });

  it('reports the term before the offset', () => {
    expect(parseSearchQuery({ term: 'x'.repeat(201), offset: 'abc' })).toEqual({ ok: false, message: SEARCH_MESSAGES.termTooLong });
  });
});
