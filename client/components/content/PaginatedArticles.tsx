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
  if (state.items.length === 0) return <p className="meta empty-list">{empty}</p>;
  return (
    <div>
      <ArticleGrid articles={state.items} hideKicker={hideKicker} headingLevel={headingLevel} layout={layout} />
      <LoadMore state={state} firstPage={articles.page} total={articles.total} pageSize={articles.pageSize} />
    </div>
  );
}
