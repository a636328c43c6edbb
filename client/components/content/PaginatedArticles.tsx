import { useEffect, useRef } from 'react';
import type { Paginated } from '../../../shared/content/pagination.js';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { ArticleGrid } from './ArticleGrid.js';
import { LoadMore } from './LoadMore.js';
import { usePaginated } from './usePaginated.js';

interface Props {
  articles: Paginated<ArticleSummary>;
  hideKicker?: boolean;
  headingLevel?: 2 | 3;
  layout?: 'grid' | 'list';
  /** Shown when the list is empty. */
  empty?: string;
}

/** Every page data with a paginated article list calls it `articles`. */
const pick = (data: { articles: Paginated<ArticleSummary> }) => data.articles;

/** A paginated article grid with 'Load more' and page links. */
export function PaginatedArticles({ articles, hideKicker, headingLevel = 2, layout, empty = 'No stories yet.' }: Props) {
  const state = usePaginated(articles, pick);
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef(state.items.length);
  const requested = useRef(false);

  // Keyboard and screen-reader users land on the first story that was just added.
  useEffect(() => {
    if (requested.current && state.items.length > shown.current) {
      const first = list.current?.querySelectorAll('li')[shown.current];
      first?.querySelector<HTMLElement>('h2 a, h3 a')?.focus();
      requested.current = false;
    }
    shown.current = state.items.length;
  }, [state.items.length]);

  if (state.items.length === 0) return <p className="meta empty-list">{empty}</p>;
  const loadMore = () => {
    requested.current = true;
    state.loadMore();
  };
  return (
    <div ref={list}>
      <ArticleGrid articles={state.items} hideKicker={hideKicker} headingLevel={headingLevel} layout={layout} />
      <LoadMore state={{ ...state, loadMore }} firstPage={articles.page} total={articles.total} pageSize={articles.pageSize} />
    </div>
  );
}
