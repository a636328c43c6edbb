/**
 * A ContentService double for platform tests: tiny fixed content, and switches to make the
 * source fail or slow, so frame and fault behaviour can be tested without the dataset.
 */
import type { ContentService } from '../../server/content/types.js';
import type { RootData } from '../../shared/content/pages.js';
import { ContentUnavailableError, NotFoundError, RedirectError } from '../../shared/page-errors.js';

export const fakeRoot: RootData = {
  siteName: 'The Colophon',
  settings: {
    siteName: 'The Colophon',
    teamMembers: [],
    sectionPageOrder: [],
    social: { twitter: 'https://x.com/colophon', facebook: 'https://facebook.com/colophon', instagram: 'https://instagram.com/colophon' },
  } as unknown as RootData['settings'],
  navigation: {
    mainMenu: [{ key: 'n', text: 'News', url: '/sections/news' }],
    secondaryMenu: [{ key: 'a', text: 'Newsletter', url: '/newsletter' }],
  } as RootData['navigation'],
  sections: [
    { id: 's1', title: 'News', slug: 'news', sideNavOrder: 1, hideInSideNav: false, url: '/sections/news' },
  ] as RootData['sections'],
  recentBySection: [],
  images: { projectId: 'local', dataset: 'production', baseUrl: '' } as RootData['images'],
};

export interface FakeContent extends ContentService {
  failing: boolean;
  calls: number;
}

export function createFakeContent(): FakeContent {
  const fake: FakeContent = {
    failing: false,
    calls: 0,
    async loadRoot() {
      fake.calls++;
      if (fake.failing) throw new ContentUnavailableError(new Error('down'));
      return fakeRoot;
    },
    async loadPage(id, params) {
      fake.calls++;
      if (fake.failing) throw new ContentUnavailableError(new Error('down'));
      if (id === 'legacySection') throw new RedirectError(`/sections/${params.slug}`);
      if (id === 'section' && params.slug === 'news') return { title: 'News' } as never;
      if (id === 'home') return { title: 'Home' } as never;
      throw new NotFoundError(`${id} ${JSON.stringify(params)}`);
    },
    async redirects() {
      return [{ from: '/old-news', to: '/sections/news' }];
    },
    async legacyLookup() {
      return null;
    },
    async ping() {},
    purge() {},
  };
  return fake;
}
