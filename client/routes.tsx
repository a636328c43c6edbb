/**
 * The route table: the single source of truth for both the server render and the
 * browser. Each page is its own chunk (lazy), its data comes from pageLoader (client/route-loaders.ts).
 * Static segments outrank dynamic ones, so /sections/holidays/:slug wins over /sections/:slug/...
 */
import type { ComponentType } from 'react';
import type { IndexRouteObject, NonIndexRouteObject, RouteObject } from 'react-router';
import type { PageId } from '../shared/pages.js';
import type { RoutePage } from '../shared/page-query.js';
import { notFoundLoader, offerLoader, pageLoader, rootLoader, statusLoader, testPageLoader } from './route-loaders.js';
import { loadChunkCss } from './chunk-css.js';
import { App } from './app.js';
import { PageErrorBoundary, RootErrorBoundary } from './components/ErrorViews.js';

export interface RouteHandle {
  page?: PageId;
  /** The page the query parameters it reads are listed for (shared/page-query.ts). */
  query?: RoutePage;
  /** Source path of the page's chunk, to find its files in the build manifest. */
  chunk?: string;
}

type PageModule = { default: ComponentType };

/** A page's module and its stylesheets, together (client-side navigation must not flash unstyled). */
async function lazyPage(chunk: string, load: () => Promise<PageModule>): Promise<{ Component: ComponentType }> {
  const [mod] = await Promise.all([load(), loadChunkCss(chunk)]);
  return { Component: mod.default };
}

function page(id: PageId, chunk: string, load: () => Promise<PageModule>): NonIndexRouteObject {
  return {
    id,
    loader: pageLoader(id),
    lazy: () => lazyPage(chunk, load),
    handle: { page: id, chunk } satisfies RouteHandle,
  };
}

/** A page with nothing to load (the account landing pages): its own chunk, a loader answering null. */
function plain(id: RoutePage, chunk: string, load: () => Promise<PageModule>): NonIndexRouteObject {
  return { id, loader: () => null, lazy: () => lazyPage(chunk, load), handle: { chunk, query: id } satisfies RouteHandle };
}

/** A page only the browser and streaming tests reach (TEST_PAGES=on; a 404 otherwise). */
function testPage(id: string, path: string, folder: string, load: () => Promise<PageModule>): NonIndexRouteObject {
  const chunk = `client/pages/${folder}/index.tsx`;
  return { id, path, loader: testPageLoader, lazy: () => lazyPage(chunk, load), handle: { chunk } satisfies RouteHandle };
}

/** A legacy pattern: its loader always redirects (301) or answers 404; nothing to render. */
function legacy(id: PageId): RouteObject {
  return { id: `${id}`, loader: pageLoader(id), Component: Nothing, handle: { page: id } satisfies RouteHandle };
}

/** Routes that only answer a status render nothing themselves; their error boundary shows the page. */
function Nothing() {
  return null;
}

function status(id: string, path: string, code: 404 | 500): RouteObject {
  return { id, path, loader: statusLoader(code), Component: Nothing };
}

const P = 'client/pages';

const pages = {
  home: () => page('home', `${P}/Home/index.tsx`, () => import('./pages/Home/index.js')),
  recipes: () => page('recipes', `${P}/Recipes/index.tsx`, () => import('./pages/Recipes/index.js')),
  recipe: () => page('recipe', `${P}/Recipe/index.tsx`, () => import('./pages/Recipe/index.js')),
  recipesByHoliday: () =>
    page('recipesByHoliday', `${P}/RecipeList/index.tsx`, () => import('./pages/RecipeList/index.js')),
  recipesBySeason: () =>
    page('recipesBySeason', `${P}/RecipeList/index.tsx`, () => import('./pages/RecipeList/index.js')),
  section: () => page('section', `${P}/Section/index.tsx`, () => import('./pages/Section/index.js')),
  sectionArchive: () =>
    page('sectionArchive', `${P}/SectionArchive/index.tsx`, () => import('./pages/SectionArchive/index.js')),
  sectionArticles: () =>
    page('sectionArticles', `${P}/SectionArchive/index.tsx`, () => import('./pages/SectionArchive/index.js')),
  article: () => page('article', `${P}/Article/index.tsx`, () => import('./pages/Article/index.js')),
  mock: () => page('mock', `${P}/Article/index.tsx`, () => import('./pages/Article/index.js')),
  holiday: () => page('holiday', `${P}/Holiday/index.tsx`, () => import('./pages/Holiday/index.js')),
  contributors: () =>
    page('contributors', `${P}/Contributors/index.tsx`, () => import('./pages/Contributors/index.js')),
  contributor: () => page('contributor', `${P}/Contributor/index.tsx`, () => import('./pages/Contributor/index.js')),
  tag: () => page('tag', `${P}/Tag/index.tsx`, () => import('./pages/Tag/index.js')),
  encyclopedia: () =>
    page('encyclopedia', `${P}/Encyclopedia/index.tsx`, () => import('./pages/Encyclopedia/index.js')),
  teamMember: () => page('teamMember', `${P}/TeamMember/index.tsx`, () => import('./pages/TeamMember/index.js')),
  printRecipe: () => page('printRecipe', `${P}/PrintRecipe/index.tsx`, () => import('./pages/PrintRecipe/index.js')),
  podcasts: () => page('podcasts', `${P}/Podcasts/index.tsx`, () => import('./pages/Podcasts/index.js')),
  podcast: () => page('podcast', `${P}/Podcast/index.tsx`, () => import('./pages/Podcast/index.js')),
  episode: () => page('episode', `${P}/Episode/index.tsx`, () => import('./pages/Episode/index.js')),
  genericPage: () => page('genericPage', `${P}/GenericPage/index.tsx`, () => import('./pages/GenericPage/index.js')),
  newsletter: () => page('newsletter', `${P}/Newsletter/index.tsx`, () => import('./pages/Newsletter/index.js')),
  donate: () => page('donate', `${P}/Donate/index.tsx`, () => import('./pages/Donate/index.js')),
  subscribe: () => page('subscribe', `${P}/Subscribe/index.tsx`, () => import('./pages/Subscribe/index.js')),
  search: () => page('search', `${P}/Search/index.tsx`, () => import('./pages/Search/index.js')),
  feature: () => page('feature', `${P}/Feature/index.tsx`, () => import('./pages/Feature/index.js')),
  collections: () => page('collections', `${P}/Collections/index.tsx`, () => import('./pages/Collections/index.js')),
  collection: () => page('collection', `${P}/Collection/index.tsx`, () => import('./pages/Collection/index.js')),
  columnists: () => page('columnists', `${P}/Columnists/index.tsx`, () => import('./pages/Columnists/index.js')),
  column: () => page('column', `${P}/Column/index.tsx`, () => import('./pages/Column/index.js')),
  authMagic: () => plain('authMagic', `${P}/AuthMagic/index.tsx`, () => import('./pages/AuthMagic/index.js')),
  authReset: () => plain('authReset', `${P}/AuthReset/index.tsx`, () => import('./pages/AuthReset/index.js')),
  account: () => plain('account', `${P}/Account/index.tsx`, () => import('./pages/Account/index.js')),
  // The same frame for every reader (cached); the member's list is fetched once in the browser.
  forYou: () => plain('forYou', `${P}/ForYou/index.tsx`, () => import('./pages/ForYou/index.js')),
  gift: () => plain('gift', `${P}/Gift/index.tsx`, () => import('./pages/Gift/index.js')),
  giftRedeem: () => plain('giftRedeem', `${P}/GiftRedeem/index.tsx`, () => import('./pages/GiftRedeem/index.js')),
  // An offer's page: its data from the offers service (never cached), its 404 leading to /subscribe.
  offer: (): NonIndexRouteObject => ({
    id: 'offer',
    loader: offerLoader,
    // The error view comes with the page's code: its messages stay out of every other page's JS.
    lazy: async () => {
      const [page, { OfferUnavailable }] = await Promise.all([
        lazyPage(`${P}/Offer/index.tsx`, () => import('./pages/Offer/index.js')),
        import('./offers/OfferUnavailable.js'),
      ]);
      return { ...page, ErrorBoundary: OfferUnavailable };
    },
    handle: { chunk: `${P}/Offer/index.tsx` } satisfies RouteHandle,
  }),
};

/** Route paths by page, legacy and loose ones included. */
export function createRoutes(): RouteObject[] {
  const at = (path: string, route: RouteObject): RouteObject => ({ ...route, id: `${route.id}:${path}`, path });
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      Component: App,
      ErrorBoundary: RootErrorBoundary,
      // Base data (settings, navigation) is loaded once per page load.
      shouldRevalidate: () => false,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            { ...(pages.home() as Omit<NonIndexRouteObject, 'children' | 'index'>), index: true } satisfies IndexRouteObject,
            at('recipes', pages.recipes()),
            at('recipes/:slug', pages.recipe()),
            at('recipes/by-holiday/:slug', pages.recipesByHoliday()),
            at('recipes/by-season/:slug', pages.recipesBySeason()),
            at('sections/:slug', pages.section()),
            at('sections/:slug/archive', pages.sectionArchive()),
            at('sections/:slug/articles', pages.sectionArticles()),
            at('sections/:section/articles/:slug', pages.article()),
            at('sections/holidays/:slug', pages.holiday()),
            at('sections/:section/article/:slug', legacy('legacyArticle')),
            at('section/:section/articles/:slug', legacy('legacyArticle')),
            at('section/:section/article/:slug', legacy('legacyArticle')),
            at('section/:slug', legacy('legacySection')),
            at('section/:slug/articles', legacy('legacySectionArticles')),
            at('contributors', pages.contributors()),
            at('contributors/:authorSlug', pages.contributor()),
            at('author/:authorSlug', legacy('legacyContributor')),
            at('authors/:authorSlug', legacy('legacyContributor')),
            status('tags-index', 'tags', 404),
            at('tags/:tag', pages.tag()),
            at('tag/:tag', legacy('legacyTag')),
            at('encyclopedia', pages.encyclopedia()),
            at('mocks/:id', pages.mock()),
            at('about/:slug', pages.teamMember()),
            at('articles/:articleSlug/print/:recipeSlug', pages.printRecipe()),
            at('podcasts', pages.podcasts()),
            at('podcasts/:podcastSlug', pages.podcast()),
            at('podcasts/:podcastSlug/:episodeSlug', pages.episode()),
            at('privacy-policy', pages.genericPage()),
            at('terms-of-service', pages.genericPage()),
            at('newsletter', pages.newsletter()),
            at('donate', pages.donate()),
            at('subscribe', pages.subscribe()),
            {
              ...at('search', pages.search()),
              // Typing on /search replaces ?q= in the URL; the page's own data does not depend on it.
              shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
                currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
            },
            at('feature/:slug', pages.feature()),
            at('collections', pages.collections()),
            at('collections/:slug', pages.collection()),
            at('columnists', pages.columnists()),
            at('columns/:slug', pages.column()),
            at('auth/magic', pages.authMagic()),
            at('auth/reset', pages.authReset()),
            // /account/moderation: the staff's page of reported comments, in the account page's chunk.
            at('account/moderation?', pages.account()),
            at('for-you', pages.forYou()),
            at('gift', pages.gift()),
            at('gift/thanks', pages.gift()),
            at('gift/redeem', pages.giftRedeem()),
            at('offer/:code', pages.offer()),
            testPage('test-hydration-mismatch', '__test/hydration-mismatch', 'TestHydrationMismatch', () => import('./pages/TestHydrationMismatch/index.js')),
            at(':category/:id/:slug', legacy('legacyPath')),
            status('status-404', '404', 404),
            status('status-500', '500', 500),
            status('status-error', '_error', 500),
            { id: 'not-found', path: '*', loader: notFoundLoader, Component: Nothing },
          ],
        },
      ],
    },
  ];
}
