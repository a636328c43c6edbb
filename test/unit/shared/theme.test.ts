import { footerVariantForPath, isFooterHidden, isRecentArticlesBlockHidden, themeForPath } from '../../../shared/theme.js';

describe('themeForPath', () => {
  it.each([
    ['/podcasts', 'black'],
    ['/podcasts/the-weekly', 'black'],
    ['/podcasts/the-weekly/episode-1', 'black'],
    ['/donate', 'black'],
    ['/collections', 'collectionWhite'],
    ['/collections/summer-reading', 'collectionWhite'],
    ['/columnists', 'collectionWhite'],
    ['/subscribe', 'beige'],
    ['/recipes', 'beige'],
    ['/recipes/by-holiday', 'beige'],
    ['/recipes/by-holiday/passover', 'beige'],
    ['/sections/news', 'beige'],
    ['/section/news', 'beige'],
    ['/section/news/articles', 'beige'],
    ['/sections/news/archive', 'default'],
    ['/sections/news/articles/some-article', 'default'],
    ['/recipes/by-season/fall', 'default'],
    ['/recipes/challah', 'default'],
    ['/subscribe/thanks', 'default'],
    ['/', 'default'],
    ['/encyclopedia', 'default'],
    ['/podcastsx', 'default'],
    ['/donations', 'default'],
  ])('%s -> %s', (path, theme) => {
    expect(themeForPath(path)).toBe(theme);
  });

  it('ignores query strings and a trailing slash', () => {
    expect(themeForPath('/recipes/?page=2')).toBe('beige');
  });
});

describe('site footer visibility', () => {
  it.each(['/articles/challah/print/challah', '/feature/the-long-read', '/feature'])('hidden on %s', (p) => {
    expect(isFooterHidden(p)).toBe(true);
  });
  it.each(['/', '/sections/news', '/recipes/challah', '/features-list'])('shown on %s', (p) => {
    expect(isFooterHidden(p)).toBe(false);
  });
});

describe("'recent articles by section' footer block", () => {
  it.each([
    '/404',
    '/500',
    '/articles/a/print/b',
    '/collections',
    '/collections/x',
    '/columnists',
    '/columns/x',
    '/subscribe',
    '/recipes',
    '/recipes/x',
    '/podcasts',
    '/podcasts/x/y',
    '/encyclopedia',
    '/contributors',
    '/contributors/jane-doe',
    '/tags/books',
    '/search',
    '/sections/holidays/passover',
    '/feature/x',
    '/donate',
  ])('hidden on %s', (p) => {
    expect(isRecentArticlesBlockHidden(p)).toBe(true);
  });
  it.each(['/', '/sections/news', '/sections/news/articles/x', '/about/jane', '/privacy-policy', '/newsletter'])(
    'shown on %s',
    (p) => {
      expect(isRecentArticlesBlockHidden(p)).toBe(false);
    },
  );
  it('hidden on any 404 or 500 page', () => {
    expect(isRecentArticlesBlockHidden('/sections/nope', 404)).toBe(true);
    expect(isRecentArticlesBlockHidden('/', 500)).toBe(true);
  });
});

describe('footer variants', () => {
  it('follows the theme, with the collections grid on collection pages', () => {
    expect(footerVariantForPath('/podcasts')).toMatchObject({ theme: 'black', noBorder: true });
    expect(footerVariantForPath('/collections')).toMatchObject({ theme: 'collectionWhite', collectionsGrid: true, noMaxWidth: true });
    expect(footerVariantForPath('/encyclopedia')).toMatchObject({ theme: 'sand' });
    expect(footerVariantForPath('/')).toEqual({ theme: 'default', noBorder: false, noMaxWidth: false, collectionsGrid: false });
  });
});
