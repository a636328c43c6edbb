/**
 * The Studio's 'Preview on the site' paths (studio/preview/paths.ts) are the site's own canonical
 * paths (shared/content/urls.ts) for every document type that has a page, and its preview URL is
 * the one server/api/preview.ts answers.
 */
import { PARENT_FIELD, previewUrl, sitePath, type PreviewTarget } from '../../../studio/preview/paths.js';
import * as urls from '../../../shared/content/urls.js';
import { ofType, slugOf } from '../../support/dataset.js';

type Doc = { _type: string; slug?: { current: string }; [field: string]: unknown };
const first = (type: string) => ofType(type as never)[0] as unknown as Doc;
const target = (doc: Doc): PreviewTarget => {
  const field = PARENT_FIELD[doc._type];
  const ref = field ? (doc[field] as { _ref: string })._ref : undefined;
  return { ...doc, parentSlug: ref ? slugOf(ref) : null };
};

describe("the Studio's preview paths", () => {
  const slug = (type: string) => first(type).slug!.current;
  it.each([
    ['article', () => urls.articleUrl(slugOf((first('article').section as { _ref: string })._ref), slug('article'))],
    ['featureArticle', () => urls.featureUrl(slug('featureArticle'))],
    ['section', () => urls.sectionUrl(slug('section'))],
    ['holiday', () => urls.holidayUrl(slug('holiday'))],
    ['recipeArticle', () => urls.recipeUrl(slug('recipeArticle'))],
    ['author', () => urls.contributorUrl(slug('author'))],
    ['teamMember', () => urls.teamMemberUrl(slug('teamMember'))],
    ['podcast', () => urls.podcastUrl(slug('podcast'))],
    ['podcastEpisode', () => urls.episodeUrl(slugOf((first('podcastEpisode').podcast as { _ref: string })._ref), slug('podcastEpisode'))],
    ['collection', () => urls.collectionUrl(slug('collection'))],
    ['column', () => urls.columnUrl(slug('column'))],
  ])('%s: the path the site links to', (type, expected) => {
    expect(sitePath(target(first(type)))).toBe(expected());
  });

  it('pages and singletons: their fixed paths', () => {
    expect(sitePath(target(first('page')))).toBe(`/${slug('page')}`);
    expect(['frontPage', 'donationPage', 'subscriptionPage', 'encyclopediaPage', 'recipesPage'].map((t) => sitePath({ _type: t }))).toEqual([
      '/',
      '/donate',
      '/subscribe',
      '/encyclopedia',
      '/recipes',
    ]);
  });

  it('no path for a document without a slug, or an article without a section', () => {
    expect(sitePath({ _type: 'article', slug: { current: 'x' }, parentSlug: null })).toBeNull();
    expect(sitePath({ _type: 'recipeArticle' })).toBeNull();
  });

  it('builds /api/preview with the secret and the path, encoded', () => {
    expect(previewUrl('https://www.example.com/', 's&cret', '/feature/a b')).toBe(
      'https://www.example.com/api/preview?secret=s%26cret&slug=%2Ffeature%2Fa+b',
    );
  });
});
