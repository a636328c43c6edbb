import { moreMenuLinks, sectionMenuLinks, SITE_AREAS } from '../../../shared/navigation.js';

describe('the side menu beyond the sections', () => {
  const sections = ['/sections/news', '/sections/food'];
  const secondary = [
    { text: 'About', url: '/about/someone' },
    { text: 'Subscribe', url: '/subscribe' },
  ];

  it('adds main-menu entries that are not listed sections, then every site area once', () => {
    const main = [
      { text: 'News', url: '/sections/news' },
      { text: 'Culture', url: '/sections/culture' },
      { text: 'Podcasts', url: '/podcasts/' },
    ];
    expect(moreMenuLinks(sections, main, secondary).map((l) => l.text)).toEqual([
      'Culture',
      'Podcasts',
      'Recipes',
      'Encyclopedia',
      'Collections',
      'Columnists',
      'Contributors',
    ]);
  });

  it('offers every site area even with empty editor menus, and nothing the secondary menu has', () => {
    expect(moreMenuLinks([], [], [])).toEqual(SITE_AREAS);
    expect(moreMenuLinks([], [], [{ text: 'People', url: '/contributors' }]).map((l) => l.url)).not.toContain('/contributors');
  });
});

describe('the sections both menus list', () => {
  it('the side-nav sections in order, then main-menu section pages not among them (Culture), nothing else', () => {
    const sections = [
      { title: 'News', slug: 'news' },
      { title: 'Food', slug: 'food' },
    ];
    const main = [
      { text: 'Food', url: '/sections/food/' },
      { text: 'Culture', url: '/sections/culture' },
      { text: 'Podcasts', url: '/podcasts' },
      { text: 'An article', url: '/sections/news/articles/x' },
    ];
    expect(sectionMenuLinks(sections, main)).toEqual([
      { text: 'News', url: '/sections/news' },
      { text: 'Food', url: '/sections/food' },
      { text: 'Culture', url: '/sections/culture' },
    ]);
  });
});
