/** A comment's stored text (server/comments/body.ts) and what counts as a link (held for new members). */
import { characters, hasLink, normaliseBody } from '../../../server/comments/body.js';
import { parseStoryPath } from '../../../server/comments/stories.js';
import { COMMENTS } from '../../../shared/comment-messages.js';
import { COMMENT_MAX_LENGTH } from '../../../shared/comments.js';

describe('normaliseBody', () => {
  it('keeps text as written, newlines normalised, ends trimmed', () => {
    expect(normaliseBody('  a\r\nb\rc\u2028d  ')).toEqual({ ok: true, body: 'a\nb\nc\nd' });
    expect(normaliseBody('a   \n\n\n\n\nb')).toEqual({ ok: true, body: 'a\n\nb' });
    expect(normaliseBody('tab\tkept')).toEqual({ ok: true, body: 'tab\tkept' });
    expect(normaliseBody('<script>alert(1)</script>')).toEqual({ ok: true, body: '<script>alert(1)</script>' });
    // NFC: e + combining acute is one character.
    expect(normaliseBody('cafe\u0301')).toEqual({ ok: true, body: 'caf\u00e9' });
  });

  it('refuses control characters, empty and over-long text, and non-strings', () => {
    expect(normaliseBody('a\u0000b')).toEqual({ ok: false, message: COMMENTS.bodyControlChars });
    expect(normaliseBody('a\u001bb')).toEqual({ ok: false, message: COMMENTS.bodyControlChars });
    expect(normaliseBody('a\u0085b')).toEqual({ ok: false, message: COMMENTS.bodyControlChars });
    expect(normaliseBody(' \n ')).toEqual({ ok: false, message: COMMENTS.bodyMissing });
    expect(normaliseBody(undefined)).toEqual({ ok: false, message: COMMENTS.bodyMissing });
    expect(normaliseBody(['x'])).toEqual({ ok: false, message: COMMENTS.bodyNotText });
    expect(normaliseBody('x'.repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    expect(normaliseBody('x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ ok: false, message: COMMENTS.bodyTooLong });
  });

  it('counts characters as code points and mends lone surrogates', () => {
    expect(characters('\u{1F600}\u{1F600}')).toBe(2);
    expect(normaliseBody('a\ud800b')).toEqual({ ok: true, body: 'a\ufffdb' });
  });
});

describe('hasLink', () => {
  it.each(['http://a.example', 'see https://x.example/y', 'www.example.com', 'go to example.com/page', 'HTTPS://LOUD.EXAMPLE'])('finds a link in %p', (s) => {
    expect(hasLink(s)).toBe(true);
  });
  it.each(['no link', 'e.g. this', 'end of sentence.Next', 'example.com', 'a/b', 'mailto me'])('finds none in %p', (s) => {
    expect(hasLink(s)).toBe(false);
  });
});

describe('parseStoryPath', () => {
  it('reads the four kinds of story path', () => {
    expect(parseStoryPath('/sections/news/articles/a-story')).toEqual({ kind: 'article', slug: 'a-story', parent: 'news' });
    expect(parseStoryPath('/feature/big-one')).toEqual({ kind: 'feature', slug: 'big-one' });
    expect(parseStoryPath('/recipes/cake')).toEqual({ kind: 'recipe', slug: 'cake' });
    expect(parseStoryPath('/podcasts/show/ep-1')).toEqual({ kind: 'episode', slug: 'ep-1', parent: 'show' });
  });
  it.each([undefined, 7, '', '/', '/about', '/sections/news', '/feature/a/b', '/recipes/by-holiday/x', '/sections/News/articles/x', `/feature/${'a'.repeat(301)}`, '/feature/x?y=1', '//evil.example/feature/x'])(
    'refuses %p',
    (p) => {
      expect(parseStoryPath(p)).toBeNull();
    },
  );
});
