import { canonicalPath, canonicalUrl } from '../../../client/components/seo/canonical.js';
import { twitterHandle } from '../../../client/components/seo/social.js';

const SITE = 'https://mag.example';

describe('canonicalUrl', () => {
  it('is the public origin plus the path, whatever trailing slash PUBLIC_URL has', () => {
    expect(canonicalUrl(SITE, '/sections/news')).toBe('https://mag.example/sections/news');
    expect(canonicalUrl(`${SITE}/`, '/sections/news')).toBe('https://mag.example/sections/news');
    expect(canonicalUrl(SITE, '/')).toBe('https://mag.example/');
  });

  it('drops every query parameter but a page number above 1', () => {
    expect(canonicalUrl(SITE, '/tags/art', '?utm_source=x&utm_medium=y&fbclid=z&gclid=1')).toBe('https://mag.example/tags/art');
    expect(canonicalUrl(SITE, '/tags/art', '?utm_source=x&page=3')).toBe('https://mag.example/tags/art?page=3');
    expect(canonicalUrl(SITE, '/tags/art', '?page=1')).toBe('https://mag.example/tags/art');
    expect(canonicalUrl(SITE, '/tags/art', '?page=03')).toBe('https://mag.example/tags/art?page=3');
    for (const bad of ['?page=0', '?page=-2', '?page=x', '?page=2.5', '?page=99999999']) {
      expect(canonicalUrl(SITE, '/tags/art', bad)).toBe('https://mag.example/tags/art');
    }
    expect(canonicalUrl(SITE, '/search', '?q=bread')).toBe('https://mag.example/search');
  });

  it('normalises trailing and repeated slashes', () => {
    expect(canonicalPath('/sections/news/')).toBe('/sections/news');
    expect(canonicalPath('//sections//news')).toBe('/sections/news');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalUrl(SITE, '/sections/news/', '')).toBe('https://mag.example/sections/news');
  });

  it('keeps the path as encoded', () => {
    expect(canonicalUrl(SITE, '/tags/middle%20east')).toBe('https://mag.example/tags/middle%20east');
  });
});

describe('twitterHandle', () => {
  it('reads the handle from a profile URL or a handle', () => {
    expect(twitterHandle('https://x.com/thecolophonmag')).toBe('@thecolophonmag');
    expect(twitterHandle('https://twitter.com/someone/')).toBe('@someone');
    expect(twitterHandle('@someone')).toBe('@someone');
    expect(twitterHandle('https://example.com/someone')).toBeUndefined();
    expect(twitterHandle(undefined)).toBeUndefined();
  });
});
