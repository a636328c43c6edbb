/** Interface text of the search overlay and page (the interface is English only). */
export const SEARCH_LABELS = {
  dialog: 'Search',
  field: 'Search articles and podcast episodes',
  placeholder: 'Search articles and episodes',
  submit: 'Search',
  close: 'Close search',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  searching: 'Searching…',
  seeAll: 'See all results',
  recent: 'Recent stories',
  results: 'Results',
  article: 'Article',
  podcastEpisode: 'Podcast episode',
  recipe: 'Recipe',
  /** The results page's type filter. */
  filter: 'Type of result',
  allTypes: 'All',
  articles: 'Articles',
  recipes: 'Recipes',
  episodes: 'Episodes',
  /** Before the suggested terms of a search with no results. */
  didYouMean: 'Did you mean',
  /** 'No results for “term”'. */
  noResults: (term: string) => `No results for “${term}”`,
  count: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'result' : 'results'}`,
  /** The overlay's line once every result is shown: '5 results'. */
  total: (total: number) => `${total} ${total === 1 ? 'result' : 'results'}`,
} as const;
