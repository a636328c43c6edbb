import type { PortableTextTypeComponentProps } from '@portabletext/react';
import type { RelatedRecipesBlock } from '../../../../shared/content/schema-types.js';
import { RecipeCard } from '../RecipeCard.js';
import { useBodyContext } from './BodyContext.js';
import './related-recipes.css';

/** The article's related recipes inside its body, as a grid or a list (meta.relatedRecipesDisplay). */
export function RelatedRecipes({ value }: PortableTextTypeComponentProps<RelatedRecipesBlock>) {
  const { relatedRecipes, relatedRecipesDisplay } = useBodyContext();
  if (relatedRecipes.length === 0) return null;
  const titleId = `recipes-${value._key}`;
  const list = relatedRecipesDisplay === 'list';
  return (
    <section className={`related-recipes related-recipes--${relatedRecipesDisplay}`} aria-labelledby={titleId}>
      <h2 className="related-recipes__title" id={titleId}>
        {value.title ?? 'Recipes'}
      </h2>
      <ul className={list ? 'card-list' : 'grid card-grid related-recipes__grid'}>
        {relatedRecipes.map((r) => (
          <li key={r.id}>
            <RecipeCard recipe={r} variant={list ? 'compact' : 'standard'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
