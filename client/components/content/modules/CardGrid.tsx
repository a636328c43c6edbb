import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

/** Stories as equal cards in a grid; the layouts differ only in their columns (CSS) and image sizes. */
function CardGrid({ articles, priority, headingLevel, hideKicker, className, sizes }: ModuleProps & { className: string; sizes: string }) {
  return (
    <ul className={className}>
      {articles.map((a, i) => (
        <li key={a.id}>
          <ArticleCard hideKicker={hideKicker} article={a} headingLevel={headingLevel} priority={priority && i === 0} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

/** 'three-up': stories three abreast on wide screens. */
export const ThreeUp = (props: ModuleProps) => (
  <CardGrid {...props} className="module-three-up" sizes="(min-width: 1080px) 30vw, (min-width: 768px) 45vw, 100vw" />
);

/** 'four-grid': a 2x2 grid that becomes four abreast on wide screens. */
export const FourGrid = (props: ModuleProps) => (
  <CardGrid {...props} className="module-four-grid" sizes="(min-width: 1080px) 23vw, (min-width: 640px) 45vw, 100vw" />
);
