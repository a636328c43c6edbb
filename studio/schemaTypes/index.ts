/** Every schema type of the Studio: the documents the site reads and the objects and blocks they use. */
import { article } from './documents/article';
import { collection, column } from './documents/collections';
import { encyclopediaPage, encyclopediaTerm } from './documents/encyclopedia';
import { featureArticle } from './documents/feature-article';
import { holiday } from './documents/holiday';
import { newsletter } from './documents/newsletter';
import { newsletterSend } from './documents/newsletter-send';
import { offer } from './documents/offer';
import { frontPage, page, redirect } from './documents/pages';
import { author, teamMember } from './documents/people';
import { podcast, podcastEpisode } from './documents/podcast';
import { recipeArticle } from './documents/recipe';
import { section } from './documents/section';
import { collectionsPage, columnistsPage, donationPage, globalSettings, navigation, recipesPage, subscriptionPage } from './documents/singletons';
import { blockTypes } from './objects/blocks';
import { layoutModule, storyGroup } from './objects/modules';
import { seo } from './objects/seo';

export const schemaTypes = [
  article,
  featureArticle,
  section,
  author,
  teamMember,
  podcast,
  podcastEpisode,
  holiday,
  recipeArticle,
  collection,
  column,
  encyclopediaTerm,
  encyclopediaPage,
  page,
  frontPage,
  redirect,
  newsletter,
  newsletterSend,
  offer,
  globalSettings,
  navigation,
  donationPage,
  subscriptionPage,
  collectionsPage,
  columnistsPage,
  recipesPage,
  seo,
  layoutModule,
  storyGroup,
  ...blockTypes,
];

export { SINGLETON_TYPES } from './documents/singletons';
