import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

/** 'three-up': stories three abreast on wide screens. */
export function ThreeUp({ articles, priority, headingLevel, hideKicker }: ModuleProps) {
  return (
    <ul className="module-three-up">
      {articles.map((a, i) => (
        <li key={a.id}>
          <ArticleCard hideKicker={hideKicker}
            article={a}
            headingLevel={headingLevel}
            priority={priority && i === 0}
            sizes="(min-width: 1080px) 30vw, (min-width: 768px) 45vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
