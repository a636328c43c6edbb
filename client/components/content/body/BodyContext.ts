import { createContext, useContext } from 'react';
import type { RecipeSummary } from '../../../../shared/content/summaries.js';

/**
 * What body blocks need from the document around them: a relatedRecipes block shows the
 * article's meta.relatedRecipes in its meta.relatedRecipesDisplay style.
 */
export interface BodyContextValue {
  relatedRecipes: RecipeSummary[];
  relatedRecipesDisplay: 'grid' | 'list';
  /** Each heading block's level in the page outline (headingLevels.ts). */
  headingLevels: ReadonlyMap<object, number>;
}

export const BodyContext = createContext<BodyContextValue>({ relatedRecipes: [], relatedRecipesDisplay: 'grid', headingLevels: new Map() });

export const useBodyContext = () => useContext(BodyContext);
