import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

/** 'four-grid': a 2x2 grid that becomes four abreast on wide screens. */
export function FourGrid({ articles, priority, headingLevel, hideKicker }: ModuleProps) {
  return (
    <ul className="module-four-grid">
      {articles.map((a, i) => (
        <li key={a.id}>
          <ArticleCard hideKicker={hideKicker}
            article={a}
            headingLevel={headingLevel}
            priority={priority && i === 0}
            sizes="(min-width: 1080px) 23vw, (min-width: 640px) 45vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
