/**
 * A comment's body on the page (client/components/comments/CommentText.tsx): text only, line breaks
 * kept, web addresses made links with rel="ugc nofollow noopener", and markup left as text.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { CommentText, paragraphsOf, splitLinks } from '../../../client/components/comments/CommentText.js';

describe('splitLinks', () => {
  it('cuts a line into text and links whose texts give the line back', () => {
    const line = 'See https://example.org/a?b=1, and www.example.com. Or (https://en.wikipedia.org/wiki/Foo_(bar)).';
    const parts = splitLinks(line);
    expect(parts.map((p) => p.text).join('')).toBe(line);
    expect(parts.filter((p) => 'href' in p)).toEqual([
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: 'www.example.com', href: 'https://www.example.com/' },
      { text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
    ]);
  });

  it('makes no link of other schemes or of a host without a dot', () => {
    for (const line of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://localhost/x', 'https://']) {
      expect(splitLinks(line).some((p) => 'href' in p)).toBe(false);
    }
  });
});

describe('CommentText', () => {
  it('keeps paragraphs and line breaks, and renders markup as text', () => {
    const html = renderToStaticMarkup(<CommentText body={'One <img src=x onerror=alert(1)>\ntwo\r\n\r\n<script>alert(1)</script> https://x.org'} />);
    expect(html).toBe(
      '<div class="comment__body"><p>One &lt;img src=x onerror=alert(1)&gt;<br/>two</p>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://x.org/" rel="ugc nofollow noopener" target="_blank">https://x.org</a></p></div>',
    );
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
  });
});
