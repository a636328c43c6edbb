/**
 * What the Presentation tool needs to know about the site (sanity.config.ts): which pages show a
 * document (`locations`, the "Used on N pages" banner over a document's form and the links that
 * open it in the preview) and which document a page is about (`mainDocuments`, opened in the
 * tool's document pane when the preview navigates). The paths are preview/paths.ts's, the site's
 * canonical ones (shared/content/urls.ts, the route table in client/routes.tsx).
 */
import { defineDocuments, defineLocations, type DocumentLocation, type DocumentLocationResolvers } from 'sanity/presentation';
import { sitePath } from '../preview/paths';

type Selected = Record<string, unknown> | null;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const slugged = (_type: string, slug: unknown, parentSlug?: unknown) => sitePath({ _type, slug: { current: str(slug) }, parentSlug: str(parentSlug) ?? null });
const at = (title: string, href: string | null): DocumentLocation[] => (href ? [{ title, href }] : []);
/** The front page lists every recent story, so a story's locations end with it. */
const HOME: DocumentLocation = { title: 'Front page', href: '/' };
const NO_PATH = { message: 'Not on the site yet: give it a slug (and a section or podcast) first', tone: 'caution' } as const;

/** A document shown on its own page (by slug), and on the page of what it belongs to. */
function bySlug(type: string, extra?: (doc: NonNullable<Selected>) => DocumentLocation[]) {
  return defineLocations({
    select: { title: 'title', name: 'name', firstName: 'firstName', lastName: 'lastName', slug: 'slug.current', parentSlug: type === 'podcastEpisode' ? 'podcast.slug.current' : 'section.slug.current', parentTitle: type === 'podcastEpisode' ? 'podcast.title' : 'section.title' },
    resolve: (doc: Selected) => {
      if (!doc) return null;
      const href = slugged(type, doc.slug, doc.parentSlug);
      if (!href) return NO_PATH;
      const title = str(doc.title) ?? str(doc.name) ?? ([str(doc.firstName), str(doc.lastName)].filter(Boolean).join(' ') || href);
      return { locations: [...at(title, href), ...(extra?.(doc) ?? [])] };
    },
  });
}

/** A singleton or a type whose page has a fixed path. */
const fixed = (type: string, title: string) => ({ locations: at(title, sitePath({ _type: type })) });

export const locations: DocumentLocationResolvers = {
  article: bySlug('article', (doc) => [...at(str(doc.parentTitle) ?? 'Section', slugged('section', doc.parentSlug)), HOME]),
  featureArticle: bySlug('featureArticle', () => [HOME]),
  recipeArticle: bySlug('recipeArticle', () => [{ title: 'Recipes', href: '/recipes' }]),
  podcastEpisode: bySlug('podcastEpisode', (doc) => at(str(doc.parentTitle) ?? 'Podcast', slugged('podcast', doc.parentSlug))),
  podcast: bySlug('podcast', () => [{ title: 'Podcasts', href: '/podcasts' }]),
  holiday: bySlug('holiday'),
  section: bySlug('section'),
  page: bySlug('page'),
  author: bySlug('author', () => [{ title: 'Contributors', href: '/contributors' }]),
  teamMember: bySlug('teamMember'),
  collection: bySlug('collection', () => [{ title: 'Collections', href: '/collections' }]),
  column: bySlug('column', () => [{ title: 'Columnists', href: '/columnists' }]),
  frontPage: fixed('frontPage', 'Front page'),
  donationPage: fixed('donationPage', 'Donate'),
  subscriptionPage: fixed('subscriptionPage', 'Subscribe'),
  encyclopediaPage: fixed('encyclopediaPage', 'Encyclopedia'),
  encyclopediaTerm: fixed('encyclopediaTerm', 'Encyclopedia'),
  collectionsPage: fixed('collectionsPage', 'Collections'),
  columnistsPage: fixed('columnistsPage', 'Columnists'),
  recipesPage: fixed('recipesPage', 'Recipes'),
  // The settings and the menu are on every page: the front page stands for them.
  globalSettings: { locations: [{ ...HOME, title: 'Every page (front page shown)' }] },
  navigation: { locations: [{ ...HOME, title: 'Every page (front page shown)' }] },
};

/** A document of `type` whose slug is the route's `param`. */
const slugOf = (route: string, type: string, param = 'slug') => ({
  route,
  filter: `_type == "${type}" && slug.current == $${param}`,
});

/**
 * The document a preview URL is about. First match wins, so fixed paths come before the catch-all
 * `/:slug` of generic pages, and /sections/holidays/:slug before sections.
 */
export const mainDocuments = defineDocuments([
  { route: '/', type: 'frontPage' },
  { route: '/donate', type: 'donationPage' },
  { route: '/subscribe', type: 'subscriptionPage' },
  { route: '/encyclopedia', type: 'encyclopediaPage' },
  { route: '/collections', type: 'collectionsPage' },
  { route: '/columnists', type: 'columnistsPage' },
  { route: '/recipes', type: 'recipesPage' },
  slugOf('/sections/:section/articles/:slug', 'article'),
  slugOf('/sections/holidays/:slug', 'holiday'),
  slugOf('/sections/:slug', 'section'),
  slugOf('/feature/:slug', 'featureArticle'),
  slugOf('/recipes/:slug', 'recipeArticle'),
  slugOf('/contributors/:slug', 'author'),
  slugOf('/about/:slug', 'teamMember'),
  slugOf('/podcasts/:podcast/:slug', 'podcastEpisode'),
  slugOf('/podcasts/:slug', 'podcast'),
  slugOf('/collections/:slug', 'collection'),
  slugOf('/columns/:slug', 'column'),
  slugOf('/:slug', 'page'),
]);
