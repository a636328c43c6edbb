import type { ComponentType } from 'react';
import type { LayoutModule as LayoutModuleData } from '../../../../shared/content/modules.js';
import { LeadStory } from './LeadStory.js';
import { FourGrid, ThreeUp } from './CardGrid.js';
import { ListModule } from './ListModule.js';
import { FeatureLeft, FeatureRight } from './FeatureSide.js';
import type { ModuleProps } from './types.js';
import './modules.css';

/** One component per layout name of the content model; unknown layouts read as a list. */
const LAYOUTS: Record<string, ComponentType<ModuleProps>> = {
  'lead-story': LeadStory,
  'three-up': ThreeUp,
  'four-grid': FourGrid,
  list: ListModule,
  'feature-left': FeatureLeft,
  'feature-right': FeatureRight,
};

interface Props {
  module: LayoutModuleData;
  priority?: boolean;
  hideKicker?: boolean;
}

/** A titled block of a front or section page (at most 10 articles, already capped by the data). */
export function LayoutModule({ module, priority, hideKicker }: Props) {
  if (module.articles.length === 0) return null;
  const Layout = LAYOUTS[module.layout] ?? ListModule;
  const titleId = `module-${module.key}`;
  const layoutName = LAYOUTS[module.layout] ? module.layout : 'list';
  return (
    <section
      className={`module module--${layoutName} module--${module.teaserType.replace(/[^a-z0-9-]/gi, '')}`}
      aria-labelledby={module.title ? titleId : undefined}
      aria-label={module.title ? undefined : 'Stories'}
    >
      {module.title && (
        <h2 className="module__title" id={titleId}>
          {module.title}
        </h2>
      )}
      <Layout articles={module.articles} priority={priority} headingLevel={module.title ? 3 : 2} hideKicker={hideKicker} />
    </section>
  );
}
