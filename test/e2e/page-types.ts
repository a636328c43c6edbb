/**
 * One real URL of every page type a reader can open, picked from the embedded dataset (released
 * documents only), for the tests that go over every page: contrast, screenshots.
 */
import { released, slugOf } from '../support/dataset.js';

function first<T>(items: T[], what: string): T {
  if (items.length === 0) throw new Error(`the dataset has no ${what}`);
  return items[0];
}

const article = first(
  released('article').filter((a) => !a.isPremium && a.hero.heroImage),
  'free article with a hero image',
);
const recipe = first(released('recipeArticle'), 'recipe');
const feature = first(released('featureArticle'), 'feature');
const episode = first(released('podcastEpisode'), 'episode');
const podcast = first(released('podcast'), 'podcast');
const collection = first(released('collection'), 'collection');
const column = first(released('column'), 'column');
const author = first(released('author'), 'author');
const holiday = first(released('holiday'), 'holiday');
const member = first(released('teamMember'), 'team member');
const tag = first(article.meta.tags ?? [], 'tag on the sample article');

/** [name, path]: every page type once. */
export const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['section', `/sections/${slugOf(article.section._ref)}`],
  ['section-articles', `/sections/${slugOf(article.section._ref)}/articles`],
  ['article', `/sections/${slugOf(article.section._ref)}/articles/${article.slug.current}`],
  ['feature', `/feature/${feature.slug.current}`],
  ['recipes', '/recipes'],
  ['recipe', `/recipes/${recipe.slug.current}`],
  ['podcasts', '/podcasts'],
  ['podcast', `/podcasts/${podcast.slug.current}`],
  ['episode', `/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`],
  ['holiday', `/sections/holidays/${holiday.slug.current}`],
  ['collections', '/collections'],
  ['collection', `/collections/${collection.slug.current}`],
  ['columnists', '/columnists'],
  ['column', `/columns/${column.slug.current}`],
  ['contributors', '/contributors'],
  ['contributor', `/contributors/${author.slug.current}`],
  ['team-member', `/about/${member.slug.current}`],
  ['tag', `/tags/${encodeURIComponent(tag)}`],
  ['encyclopedia', '/encyclopedia'],
  ['search', '/search?q=bread'],
  ['newsletter', '/newsletter'],
  ['donate', '/donate'],
  ['subscribe', '/subscribe'],
  ['gift', '/gift'],
  ['gift-redeem', '/gift/redeem?code=not-a-real-code'],
  ['account', '/account'],
  ['generic-page', '/privacy-policy'],
  ['not-found', '/no-such-page-here'],
];
