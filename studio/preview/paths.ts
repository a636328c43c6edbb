/**
 * Where the site shows a document (its paths mirror shared/content/urls.ts; the Studio is its own
 * package, so test/unit/studio/preview-paths.test.ts checks both agree on every type), and the
 * site's preview URL that opens it: /api/preview?secret=…&slug=<path> (server/api/preview.ts).
 * Pure: no Sanity imports, so the site's tests can run it.
 */
export interface PreviewTarget {
  _type: string;
  slug?: { current?: string } | null;
  /** The slug of the document its path goes through: an article's section, an episode's podcast. */
  parentSlug?: string | null;
}

const seg = (s: string) => encodeURIComponent(s);

/** Types whose page has a fixed path (singletons and the front page). */
const FIXED: Record<string, string> = {
  frontPage: '/',
  globalSettings: '/',
  navigation: '/',
  donationPage: '/donate',
  subscriptionPage: '/subscribe',
  encyclopediaPage: '/encyclopedia',
  encyclopediaTerm: '/encyclopedia',
  collectionsPage: '/collections',
  columnistsPage: '/columnists',
  recipesPage: '/recipes',
};

const BY_SLUG: Record<string, (slug: string, parent: string) => string | null> = {
  article: (slug, section) => (section ? `/sections/${seg(section)}/articles/${seg(slug)}` : null),
  featureArticle: (slug) => `/feature/${seg(slug)}`,
  section: (slug) => `/sections/${seg(slug)}`,
  holiday: (slug) => `/sections/holidays/${seg(slug)}`,
  recipeArticle: (slug) => `/recipes/${seg(slug)}`,
  author: (slug) => `/contributors/${seg(slug)}`,
  teamMember: (slug) => `/about/${seg(slug)}`,
  podcast: (slug) => `/podcasts/${seg(slug)}`,
  podcastEpisode: (slug, podcast) => (podcast ? `/podcasts/${seg(podcast)}/${seg(slug)}` : null),
  collection: (slug) => `/collections/${seg(slug)}`,
  column: (slug) => `/columns/${seg(slug)}`,
  page: (slug) => `/${seg(slug)}`,
};

/** The field whose reference's slug a type's path needs. */
export const PARENT_FIELD: Record<string, string> = { article: 'section', podcastEpisode: 'podcast' };

/** The site path of a document, or null when it has none yet (no slug, no section). */
export function sitePath(doc: PreviewTarget): string | null {
  if (doc._type in FIXED) return FIXED[doc._type];
  const build = BY_SLUG[doc._type];
  const slug = doc.slug?.current;
  if (!build || !slug) return null;
  return build(slug, doc.parentSlug ?? '');
}

export function previewUrl(siteUrl: string, secret: string, path: string): string {
  const query = new URLSearchParams({ secret, slug: path });
  return `${siteUrl.replace(/\/+$/, '')}/api/preview?${query}`;
}
