import { createContext, useContext } from 'react';
import type { RecipeSummary } from '../../../../shared/content/summaries.js';

/**
 * What body blocks need from the document around them: a relatedRecipes block shows the
 * article's meta.relatedRecipes in its meta.relatedRecipesDisplay style (spec §3).
 */
export interface BodyContextValue {
  relatedRecipes: RecipeSummary[];
  relatedRecipesDisplay: 'grid' | 'list';
}

export const BodyContext = createContext<BodyContextValue>({ relatedRecipes: [], relatedRecipesDisplay: 'grid' });

export const useBodyContext = () => useContext(BodyContext);
