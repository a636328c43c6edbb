/** Theme and footer rules by path. Pure functions: the frame and the server both use them. */

export const THEMES = ['default', 'black', 'beige', 'collectionWhite', 'sand'] as const;
export type Theme = (typeof THEMES)[number];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The theme of a path: black under /podcasts and /donate; collection white under /collections and
 * /columnists; beige for /subscribe and /recipes exactly, under /recipes/by-holiday, and for
 * /section paths; the default elsewhere.
 */
export function themeForPath(pathname: string): Theme {
  const path = normalisePath(pathname);
  if (startsWithSegment(path, '/podcasts') || startsWithSegment(path, '/donate')) return 'black';
  if (startsWithSegment(path, '/collections') || startsWithSegment(path, '/columnists')) return 'collectionWhite';
  if (path === '/subscribe' || path === '/recipes' || startsWithSegment(path, '/recipes/by-holiday')) return 'beige';
  // "/section paths (not the deeper /sections/{a}/{b})": /sections/{slug} and the legacy /section/...
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'section') return 'beige';
  if (parts[0] === 'sections' && parts.length <= 2) return 'beige';
  return 'default';
}

/** The site footer is hidden on /print/ and /feature/ paths. */
export function isFooterHidden(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path.includes('/print/') || startsWithSegment(path, '/feature');
}

const RECENT_BLOCK_HIDDEN_PREFIXES = [
  '/collections',
  '/columnists',
  '/columns',
  '/subscribe',
  '/recipes',
  '/podcasts',
  '/encyclopedia',
  '/contributors',
  '/tags',
  '/search',
  '/sections/holidays',
  '/feature',
  '/donate',
];

/**
 * The footer's 'recent articles by section' block is hidden on 404, 500, /print/, collections,
 * columnists, columns, subscribe, recipes, podcasts, encyclopedia, contributors, tags, search,
 * holiday, feature article and donate paths.
 */
export function isRecentArticlesBlockHidden(pathname: string, status = 200): boolean {
  if (status === 404 || status === 500) return true;
  const path = normalisePath(pathname);
  if (path === '/404' || path === '/500' || path === '/_error') return true;
  if (path.includes('/print/')) return true;
  return RECENT_BLOCK_HIDDEN_PREFIXES.some((p) => startsWithSegment(path, p));
}

export type FooterVariant = { theme: Theme; noBorder: boolean; noMaxWidth: boolean; collectionsGrid: boolean };

/** Footer look for a page: its theme plus the border / width / grid variants. */
export function footerVariantForPath(pathname: string): FooterVariant {
  const path = normalisePath(pathname);
  const theme = themeForPath(path);
  const collectionsGrid = startsWithSegment(path, '/collections') || startsWithSegment(path, '/columnists');
  return {
    theme: path === '/encyclopedia' ? 'sand' : theme,
    noBorder: theme === 'black' || collectionsGrid,
    noMaxWidth: collectionsGrid,
    collectionsGrid,
  };
}

function normalisePath(pathname: string): string {
  const p = pathname.split(/[?#]/)[0] || '/';
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}
