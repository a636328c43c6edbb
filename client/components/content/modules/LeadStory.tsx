import { ArticleCard } from '../ArticleCard.js';
import type { ModuleProps } from './types.js';

/** 'lead-story': one big story, then a row of smaller ones. */
export function LeadStory({ articles, priority, headingLevel, hideKicker }: ModuleProps) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <div className="module-lead">
      <ArticleCard hideKicker={hideKicker} article={lead} variant="lead" priority={priority} headingLevel={headingLevel} />
      {rest.length > 0 && (
        <ul className="module-lead__rest">
          {rest.map((a) => (
            <li key={a.id}>
              <ArticleCard hideKicker={hideKicker} article={a} variant="standard" headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
