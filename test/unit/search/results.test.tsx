/** The search results list and the /search page, rendered on the server (what first paint shows). */
import { literalTerm, SearchResults } from '../../../client/components/search/SearchResults.js';
import { SEARCH_LABELS as L } from '../../../shared/search-messages.js';
import { SearchPage } from '../../../client/components/search/SearchPage.js';
import { initialSearchState, type SearchResult, type SearchState } from '../../../client/store/searchSlice.js';
import { SEARCH_ERROR } from '../../../shared/messages.js';
import { summaries } from '../components/fixtures.js';
import { renderToStringWithProviders } from '../../support/render.js';

const article: SearchResult = {
  id: 'a1',
  type: 'article',
  title: 'Why the Transit Expansion Stalled',
  url: '/sections/news/articles/transit',
  date: '2025-03-04T10:00:00Z',
  section: { title: 'News', slug: 'news' },
  podcast: null,
  excerpt: 'An excerpt.',
};
const episode: SearchResult = {
  id: 'e1',
  type: 'podcastEpisode',
  title: 'No. 1: The Transit Expansion',
  url: '/podcasts/weekly/no-1',
  date: '2024-01-02T10:00:00Z',
  section: null,
  podcast: { title: 'The Weekly', slug: 'weekly' },
};

const state = (overrides: Partial<SearchState>): SearchState => ({ ...initialSearchState, searchTerm: 'transit', ...overrides });
const render = (s: SearchState) => renderToStringWithProviders(<SearchResults state={s} onLoadMore={() => {}} />).html;

describe('SearchResults', () => {
  it('shows type, section or podcast, date and the highlighted title, linked', () => {
    const html = render(state({ status: 'FULFILLED', results: [article, episode], total: 2 }));
    expect(html).toContain('Article');
    expect(html).toContain('Podcast episode');
    expect(html).toContain('News');
    expect(html).toContain('The Weekly');
    expect(html).toContain('<time dateTime="2025-03-04T10:00:00Z">March 4, 2025</time>');
    expect(html).toContain('Why the <mark>Transit</mark> Expansion Stalled');
    expect(html).toContain('href="/podcasts/weekly/no-1"');
    expect(html).toContain('Showing 2 of 2 results');
    expect(html).not.toContain('Load more');
  });

  it("offers 'Load more' while fewer results than the total are shown, and shows it busy while loading", () => {
    expect(render(state({ status: 'FULFILLED', results: [article], total: 30 }))).toContain('>Load more</button>');
    const busy = render(state({ status: 'PENDING_MORE', results: [article], total: 30 }));
    // aria-disabled, not disabled: a disabled button would drop the reader's focus on <body>.
    expect(busy).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Loading…<\/button>/);
    expect(busy).not.toMatch(/<button[^>]* disabled=""/);
  });

  it("in the overlay, one line: 'See all results' while more remain, the total once all are shown", () => {
    const overlay = (s: SearchState) =>
      renderToStringWithProviders(<SearchResults state={s} onLoadMore={() => {}} seeAll={{ href: '/search?q=transit', onFollow: () => {} }} />).html;
    const more = overlay(state({ status: 'FULFILLED', results: [article], total: 30 }));
    expect(more).toMatch(/role="status"><a href="\/search\?q=transit">See all results<\/a><\/p>/);
    expect(more).not.toContain('Showing');
    const all = overlay(state({ status: 'FULFILLED', results: [article, episode], total: 2 }));
    expect(all).toContain('role="status">2 results</p>');
    expect(all).not.toContain('See all results');
    expect(overlay(state({ status: 'FULFILLED', results: [article], total: 1 }))).toContain('role="status">1 result</p>');
    expect(overlay(state({ status: 'FULFILLED', results: [], total: 0 }))).toContain('No results for “transit”');
  });

  it('says when nothing matched, and what is being searched', () => {
    expect(render(state({ status: 'FULFILLED', results: [], total: 0 }))).toContain('No results for “transit”');
    expect(render(state({ status: 'PENDING' }))).toContain('Searching…');
  });

  it('shows the error message of the slice, or the catalogue message', () => {
    const html = render(state({ status: 'REJECTED', errorMessage: 'Search term is too long (200 characters at most).' }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Search term is too long (200 characters at most).');
    expect(render(state({ status: 'REJECTED', errorMessage: null }))).toContain(SEARCH_ERROR);
  });

  it('escapes titles (React text, never HTML)', () => {
    const html = render(state({ status: 'FULFILLED', results: [{ ...article, title: 'Transit <img src=x onerror=alert(1)>' }], total: 1 }));
    expect(html).not.toContain('<img');
  });
});

function renderSearchPage(path: string): string {
  return renderToStringWithProviders(<SearchPage />, { path, data: { recentArticles: summaries(2) } }).html;
}

describe('SearchPage', () => {
  it('with no term, suggests the recent stories of the loader', () => {
    const html = renderSearchPage('/search');
    expect(html).toContain('Recent stories');
    expect(html).toContain('Story number 1');
    expect(html).toContain('role="search"');
  });

  it('with ?q=, fills the field and shows the search as under way', () => {
    const html = renderSearchPage('/search?q=transit%20exp');
    expect(html).toContain('value="transit exp"');
    expect(html).toContain('Searching…');
    expect(html).not.toContain('Recent stories');
    expect(html).toContain('<title>Search: transit exp');
  });
});

describe('SearchResults: full-text additions (issue 33)', () => {
  const recipe: SearchResult = {
    id: 'r1',
    type: 'recipe',
    title: 'Round Raisin Challah',
    url: '/recipes/round-raisin-challah',
    date: '2015-01-01T10:00:00Z',
    section: null,
    podcast: null,
    excerpt: 'A brief.',
    snippet: { text: '…the <b>dough</b> rises twice', highlights: [[18, 23]] },
  };
  const renderPage = (s: SearchState) =>
    renderToStringWithProviders(<SearchResults state={s} onLoadMore={() => {}} showExcerpt suggestionHref={(t) => `/search?q=${t}`} />).html;

  it('labels a recipe, and renders the snippet as text with its ranges marked (never as HTML)', () => {
    const html = renderPage(state({ searchTerm: 'rises', status: 'FULFILLED', results: [recipe], total: 1 }));
    expect(html).toContain('Recipe');
    expect(html).toContain('…the &lt;b&gt;dough&lt;/b&gt; <mark>rises</mark> twice');
    expect(html).not.toContain('<b>dough</b>');
  });

  it("offers 'Did you mean …' with the suggestions when nothing was found", () => {
    const html = renderPage(state({ searchTerm: 'chalah', status: 'FULFILLED', results: [], total: 0, suggestions: ['challah'] }));
    expect(html).toContain('No results for “chalah”');
    expect(html).toContain('Did you mean');
    expect(html).toContain('<a href="/search?q=challah">challah</a>');
  });
});

describe('a corrected term (issue 48)', () => {
  it('quotes the corrected words as typed, for “search instead for”', () => {
    expect(literalTerm('brisekt', 'brisket')).toBe('"brisekt"');
    expect(literalTerm('passover brisekt', 'passover brisket')).toBe('passover "brisekt"');
    expect(literalTerm('Brisekt  recipes', 'brisket recipes')).toBe('"Brisekt" recipes');
    expect(literalTerm('brisekt-recipes', 'brisket-recipes')).toBe('"brisekt-recipes"');
  });
  it('says “Showing results for brisket · search instead for brisekt”, the latter a link to the term as typed', () => {
    const state: SearchState = { ...initialSearchState, searchTerm: 'brisekt', status: 'FULFILLED', results: [article], total: 1, corrected: 'brisket' };
    const html = renderToStringWithProviders(<SearchResults state={state} onLoadMore={() => {}} literalHref={(t) => `/search?q=${encodeURIComponent(t)}`} />).html;
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    expect(text).toContain(`${L.showingFor} brisket · ${L.searchInstead} brisekt`);
    expect(html).toContain(`href="/search?q=${encodeURIComponent('"brisekt"')}"`);
    // Without a place to send the literal search, or with no correction, the line is absent.
    expect(renderToStringWithProviders(<SearchResults state={{ ...state, corrected: null }} onLoadMore={() => {}} literalHref={() => '/'} />).html).not.toContain(L.showingFor);
  });
});
