/** Frame links from content: URL fields that could run script are removed before parsing. */
import { withoutScriptUrls } from '../../../server/content/script-urls.js';

describe('withoutScriptUrls', () => {
  it('removes script URLs from URL-named fields at any depth, keeps everything else', () => {
    const raw = {
      siteName: 'javascript: the good parts', // not a URL field: text stays
      membershipLink: 'JavaScript:alert(1)',
      social: { twitter: ' javascript:alert(2)', facebook: 'https://facebook.com/x', instagram: 'data:text/html,x' },
      mainMenu: [
        { _key: 'a', text: 'A', url: '/sections/news' },
        { _key: 'b', text: 'B', url: 'java\tscript:alert(3)' },
      ],
      donationPopup: { isActive: true, link: 'vbscript:x', amounts: [1] },
      image: { asset: { url: 'https://cdn.sanity.io/x.jpg', metadata: { lqip: 'data:image/jpeg;base64,AAAA' } } },
      empty: { url: '' },
    };
    expect(withoutScriptUrls(raw)).toEqual({
      siteName: 'javascript: the good parts',
      social: { facebook: 'https://facebook.com/x' },
      mainMenu: [{ _key: 'a', text: 'A', url: '/sections/news' }, { _key: 'b', text: 'B' }],
      donationPopup: { isActive: true, amounts: [1] },
      image: { asset: { url: 'https://cdn.sanity.io/x.jpg', metadata: { lqip: 'data:image/jpeg;base64,AAAA' } } },
      empty: { url: '' },
    });
  });

  it('passes through non-objects', () => {
    expect(withoutScriptUrls(null)).toBeNull();
    expect(withoutScriptUrls('javascript:x')).toBe('javascript:x');
    expect(withoutScriptUrls([1, 'a'])).toEqual([1, 'a']);
  });
});
