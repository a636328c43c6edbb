import { matchPatterns, searchWords } from '../../../shared/search-terms.js';
import { parseOffset, parseTerm, SEARCH_MESSAGES } from '../../../server/api/search-router.js';

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

describe('parseTerm and parseOffset (GET /api/search input)', () => {
  it('trims the term; absent is empty; arrays and objects are refused', () => {
    expect(parseTerm(undefined)).toEqual({ ok: true, value: '' });
    expect(parseTerm('  hi  ')).toEqual({ ok: true, value: 'hi' });
    expect(parseTerm(['a', 'b'])).toEqual({ ok: false, message: SEARCH_MESSAGES.termNotText });
    expect(parseTerm({ a: 'b' }).ok).toBe(false);
  });

  it('allows 200 characters, refuses 201', () => {
    expect(parseTerm('x'.repeat(200)).ok).toBe(true);
    expect(parseTerm(` ${'x'.repeat(200)} `).ok).toBe(true);
    expect(parseTerm('x'.repeat(201))).toEqual({ ok: false, message: SEARCH_MESSAGES.termTooLong });
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['24', 24],
    ['10000', 10000],
  ])('offset %j is %d', (raw, value) => {
    expect(parseOffset(raw)).toEqual({ ok: true, value });
  });

  it.each(['-1', '1.5', ' 1', 'abc', '10001', '1e2', '999999999', ['1']])('offset %j is refused', (raw) => {
    expect(parseOffset(raw)).toEqual({ ok: false, message: SEARCH_MESSAGES.badOffset });
  });
});
