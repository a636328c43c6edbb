import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { ArticleCard, type CardVariant } from './ArticleCard.js';
import { SharedHtml } from '../SharedHtml.js';

interface Props {
  articles: ArticleSummary[];
  variant?: CardVariant;
  headingLevel?: 2 | 3 | 4;
  hideKicker?: boolean;
  /** 'grid' (responsive columns) or 'list' (one per row, image beside text). */
  layout?: 'grid' | 'list';
  className?: string;
  /** The first card holds the page's first hero image: loaded at once, never lazy. */
  priority?: boolean;
  /**
   * What the cards are a function of, when they are kept on the server (SharedHtml): a frozen
   * content object and a key naming everything else (the other props here).
   */
  shared?: { data: object; memoKey: string };
}

/** Article cards as a list (a list, so screen readers announce how many there are). */
export function ArticleGrid({ articles, variant, headingLevel, hideKicker, layout = 'grid', className, priority, shared }: Props) {
  const cardVariant = variant ?? (layout === 'list' ? 'compact' : 'standard');
  return (
    <SharedHtml as="ul" className={[layout === 'grid' ? 'grid card-grid' : 'card-list', className].filter(Boolean).join(' ')} data={shared?.data} memoKey={shared?.memoKey} readsFrame>
      {articles.map((a, i) => (
        <li key={a.id}>
          <ArticleCard article={a} variant={cardVariant} headingLevel={headingLevel} hideKicker={hideKicker} priority={priority && i === 0} />
        </li>
      ))}
    </SharedHtml>
  );
}
