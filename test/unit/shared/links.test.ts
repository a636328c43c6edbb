import { isSafeLocalPath, linkKind } from '../../../shared/links.js';

describe('linkKind (mailto:/tel: in the same tab, other external links in a new tab)', () => {
  it.each([
    ['/sections/news', 'internal'],
    ['mailto:editors@colophon.example', 'same-tab'],
    ['tel:+15555550100', 'same-tab'],
    ['MAILTO:x@y.z', 'same-tab'],
    ['https://example.com/', 'external'],
    ['//evil.example/x', 'external'],
    ['/\\evil.example', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});

describe('isSafeLocalPath', () => {
  it.each(['/', '/sections/news', '/a?b=c'])('accepts %s', (p) => expect(isSafeLocalPath(p)).toBe(true));
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', '/a\nb', 42, null])(
    'rejects %s',
    (p) => expect(isSafeLocalPath(p)).toBe(false),
  );
});
