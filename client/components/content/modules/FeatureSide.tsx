import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

function FeatureSide({ articles, priority, headingLevel, side, hideKicker }: ModuleProps & { side: 'left' | 'right' }) {
  const [feature, ...rest] = articles;
  if (!feature) return null;
  return (
    <div className={`module-feature module-feature--${side}`}>
      <div className="module-feature__main">
        <ArticleCard hideKicker={hideKicker}
          article={feature}
          headingLevel={headingLevel}
          priority={priority}
          sizes="(min-width: 1080px) 60vw, 100vw"
        />
      </div>
      {rest.length > 0 && (
        <ul className="module-feature__side card-list">
          {rest.map((a) => (
            <li key={a.id}>
              <ArticleCard hideKicker={hideKicker} article={a} variant="text-only" headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'feature-left': the feature story on the left, headlines beside it. */
export const FeatureLeft = (props: ModuleProps) => <FeatureSide {...props} side="left" />;

/** 'feature-right': the feature story on the right, headlines beside it. */
export const FeatureRight = (props: ModuleProps) => <FeatureSide {...props} side="right" />;
