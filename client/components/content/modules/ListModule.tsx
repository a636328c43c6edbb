import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

/** 'list': a numbered column of headlines with small images, two columns on wide screens. */
export function ListModule({ articles, headingLevel, hideKicker }: ModuleProps) {
  return (
    <ol className="module-list">
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard hideKicker={hideKicker} article={a} variant="compact" headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
