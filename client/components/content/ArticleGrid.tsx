import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { ArticleCard, type CardVariant } from './ArticleCard.js';

interface Props {
  articles: ArticleSummary[];
  variant?: CardVariant;
  headingLevel?: 2 | 3 | 4;
  hideKicker?: boolean;
  /** 'grid' (responsive columns) or 'list' (one per row, image beside text). */
  layout?: 'grid' | 'list';
  className?: string;
}

/** Article cards as a list (a list, so screen readers announce how many there are). */
export function ArticleGrid({ articles, variant, headingLevel, hideKicker, layout = 'grid', className }: Props) {
  const cardVariant = variant ?? (layout === 'list' ? 'compact' : 'standard');
  return (
    <ul className={[layout === 'grid' ? 'grid card-grid' : 'card-list', className].filter(Boolean).join(' ')}>
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard article={a} variant={cardVariant} headingLevel={headingLevel} hideKicker={hideKicker} />
        </li>
      ))}
    </ul>
  );
}
