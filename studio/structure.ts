/**
 * The desk: singletons as single items (they open their one document, `_id` equal to the type),
 * then one list per document type.
 */
import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_TYPES } from './schemaTypes';

const SINGLETON_TITLES: Record<string, string> = {
  globalSettings: 'Global settings',
  navigation: 'Navigation',
  subscriptionPage: 'Subscription page',
  donationPage: 'Donation page',
  encyclopediaPage: 'Encyclopedia page',
  collectionsPage: 'Collections page',
  columnistsPage: 'Columnists page',
  recipesPage: 'Recipes page',
};

export const structure: StructureResolver = (S) => {
  const singleton = (type: string) =>
    S.listItem()
      .id(type)
      .title(SINGLETON_TITLES[type] ?? type)
      .schemaType(type)
      .child(S.document().schemaType(type).documentId(type).title(SINGLETON_TITLES[type] ?? type));
  const list = (type: string, title: string) => S.documentTypeListItem(type).title(title);
  return S.list()
    .title('Content')
    .items([
      list('article', 'Articles'),
      list('featureArticle', 'Feature articles'),
      list('recipeArticle', 'Recipes'),
      list('frontPage', 'Front pages'),
      S.divider(),
      list('section', 'Sections'),
      list('collection', 'Collections'),
      list('column', 'Columns'),
      list('holiday', 'Holidays'),
      list('podcast', 'Podcasts'),
      list('podcastEpisode', 'Podcast episodes'),
      list('encyclopediaTerm', 'Encyclopedia terms'),
      list('page', 'Pages'),
      list('newsletter', 'Newsletters'),
      // Read-only: what editors sent, newest first (created by 'Send to newsletter').
      S.documentTypeListItem('newsletterSend')
        .title('Newsletter sends')
        .child(S.documentTypeList('newsletterSend').title('Newsletter sends').defaultOrdering([{ field: 'requestedAt', direction: 'desc' }])),
      list('offer', 'Offers'),
      S.divider(),
      list('author', 'Authors'),
      list('teamMember', 'Team members'),
      S.divider(),
      S.listItem()
        .title('Site settings')
        .id('settings')
        .child(S.list().title('Site settings').items(SINGLETON_TYPES.map(singleton))),
      list('redirect', 'Redirects'),
    ]);
};
