/**
 * Interface text of the search overlay and the /search page (the interface is English only). Apart
 * from shared/messages.ts so that only the pages that search load it; tests import it from here.
 */
export const SEARCH_LABELS = {
  dialog: 'Search',
  field: 'Search articles, recipes and podcast episodes',
  /** Short enough to fit a phone's field at 16 px; the field's label names what is searched. */
  placeholder: 'Search the magazine',
  /** The /search page's description (its meta tags). */
  description: "Search the magazine's articles, recipes and podcast episodes.",
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
  /** 'No results for “term”' (a term in quotes already keeps its own). */
  noResults: (term: string) => `No results for ${/^["\u201C].*["\u201D]$/.test(term) ? term : `“${term}”`}`,
  /** Under a search with no results, before the recent stories and the sections. */
  noResultsHelp: 'Try other words, or start from a recent story or a section.',
  sections: 'Sections',
  /** A term the search corrected: 'Showing results for brisket · search instead for brisekt'. */
  showingFor: 'Showing results for',
  searchInstead: 'search instead for',
  count: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'result' : 'results'}`,
  /** The overlay's line once every result is shown: '5 results'. */
  total: (total: number) => `${total} ${total === 1 ? 'result' : 'results'}`,
  /** What the overlay's live region says when results arrive (the results are a list of options under the field). */
  announce: (total: number) => `${total} ${total === 1 ? 'result' : 'results'}, use the up and down arrows to choose`,
  /** What the live region says of a corrected term: 'Showing results for brisket'. */
  announceCorrected: (corrected: string) => `Showing results for ${corrected}`,
} as const;
