import type { ArticleSummary } from '../../../../shared/content/summaries.js';

/** What every layout module component receives. */
export interface ModuleProps {
  articles: ArticleSummary[];
  /** The module holds the page's LCP image (first module of the page). */
  priority?: boolean;
  /** Heading level of the card titles under the module title. */
  headingLevel: 2 | 3;
  /** Cards leave out the section kicker (on that section's own page). */
  hideKicker?: boolean;
}
