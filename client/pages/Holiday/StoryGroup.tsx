import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';

interface Props {
  group?: { title: string; articles: ArticleSummary[] };
  id: string;
}

/** One of the holiday's three story groups: a titled grid. */
export function StoryGroup({ group, id }: Props) {
  if (!group || group.articles.length === 0) return null;
  return (
    <section className="holiday__section" aria-labelledby={id}>
      <h2 id={id} className="holiday__section-title">
        {group.title}
      </h2>
      <ArticleGrid articles={group.articles} headingLevel={3} className="card-grid--fill" />
    </section>
  );
}
