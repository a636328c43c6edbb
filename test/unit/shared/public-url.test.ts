import { absoluteUrl, origin } from '../../../shared/public-url.js';

const SITE = 'https://mag.example';

describe('absoluteUrl', () => {
  it('prefixes site paths and passes absolute URLs through', () => {
    expect(absoluteUrl(SITE, '/images/a.svg')).toBe('https://mag.example/images/a.svg');
    expect(absoluteUrl(SITE, 'images/a.svg')).toBe('https://mag.example/images/a.svg');
    expect(absoluteUrl(SITE, 'https://cdn.sanity.io/x.jpg')).toBe('https://cdn.sanity.io/x.jpg');
    expect(absoluteUrl(SITE, 'HTTP://cdn.example/x.mp3')).toBe('HTTP://cdn.example/x.mp3');
  });

  it('takes PUBLIC_URL with or without a trailing slash', () => {
    expect(origin(`${SITE}/`)).toBe(SITE);
    expect(absoluteUrl(`${SITE}//`, '/rss.xml')).toBe('https://mag.example/rss.xml');
  });
});
