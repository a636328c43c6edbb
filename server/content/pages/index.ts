/** Every page's loader by PageId; the mapped type makes a missing one a compile error. */
import type { PageId } from '../../../shared/pages.js';
import type { Loader } from './context.js';
import { article, feature, mock } from './articles.js';
import { collection, collections, column, columnists } from './collections.js';
import { home } from './home.js';
import * as legacy from './legacy.js';
import { contributor, contributors, tag, teamMember } from './people.js';
import { episode, podcast, podcasts } from './podcasts.js';
import { printRecipe, recipe, recipes, recipesByHoliday, recipesBySeason } from './recipes.js';
import { holiday, section, sectionArchive, sectionArticles } from './sections.js';
import { donate, encyclopedia, genericPage, newsletter, search, subscribe } from './static.js';

export const loaders: { [K in PageId]: Loader<K> } = {
  home,
  recipes,
  recipe,
  recipesByHoliday,
  recipesBySeason,
  section,
  sectionArchive,
  sectionArticles,
  article,
  holiday,
  contributors,
  contributor,
  tag,
  encyclopedia,
  mock,
  teamMember,
  printRecipe,
  podcasts,
  podcast,
  episode,
  genericPage,
  newsletter,
  donate,
  subscribe,
  search,
  feature,
  collections,
  collection,
  columnists,
  column,
  legacyArticle: legacy.legacyArticle,
  legacySection: legacy.legacySection,
  legacySectionArticles: legacy.legacySectionArticles,
  legacyContributor: legacy.legacyContributor,
  legacyTag: legacy.legacyTag,
  legacyPath: legacy.legacyPath,
};
