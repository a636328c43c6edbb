/**
 * The pages of the route table (client/routes.tsx) by id. Each id has one server loader
 * (server/content/pages/) and one page component (client/pages/). PageDataMap in
 * shared/content/pages.ts gives the data each loader returns.
 */
export const PAGE_IDS = [
  'home',
  'recipes',
  'recipe',
  'recipesByHoliday',
  'recipesBySeason',
  'section',
  'sectionArchive',
  'sectionArticles',
  'article',
  'holiday',
  'contributors',
  'contributor',
  'tag',
  'encyclopedia',
  'mock',
  'teamMember',
  'printRecipe',
  'podcasts',
  'podcast',
  'episode',
  'genericPage', // /privacy-policy, /terms-of-service (params.slug is set by the route)
  'newsletter',
  'donate',
  'subscribe',
  'search',
  'feature',
  'collections',
  'collection',
  'columnists',
  'column',
  // legacy patterns: their loaders always redirect (301) to the canonical URL or 404
  'legacyArticle', // /sections/:section/article/:slug, /section/:section/articles/:slug, /section/:section/article/:slug
  'legacySection', // /section/:slug
  'legacySectionArticles', // /section/:slug/articles
  'legacyContributor', // /author/:authorSlug, /authors/:authorSlug
  'legacyTag', // /tag/:tag
  'legacyPath', // /:category/:id/:slug (legacy pathname lookup)
] as const;

export type PageId = (typeof PAGE_IDS)[number];

export type RouteParams = Record<string, string | undefined>;
