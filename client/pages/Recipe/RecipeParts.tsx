import type { Recipe } from '../../../shared/content/recipe.js';
import './recipe-parts.css';

interface Props {
  recipe: Recipe;
  /** Heading level of part titles; 'Ingredients' and 'Steps' sit one below, or at it in a part without a title (no skipped level). */
  headingLevel?: 2 | 3;
}

/**
 * The parts of a recipe (e.g. 'For the dough', 'For the filling'): ingredients as checkboxes the
 * cook can tick off (native inputs: they work before hydration and need no state) and numbered steps.
 */
export function RecipeParts({ recipe, headingLevel = 2 }: Props) {
  const PartHeading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div className="recipe-parts">
      {recipe.recipeParts.map((part) => {
        const id = `part-${part.key}`;
        const Label = part.title ? SubHeading : PartHeading;
        return (
          <section key={part.key} className="recipe-part" aria-labelledby={part.title ? id : undefined}>
            {part.title && (
              <PartHeading className="recipe-part__title" id={id}>
                {part.title}
              </PartHeading>
            )}
            {part.ingredients.length > 0 && (
              <div className="recipe-part__ingredients">
                <Label className="recipe-part__label">Ingredients</Label>
                <ul className="ingredients">
                  {part.ingredients.map((ingredient, j) => {
                    const inputId = `ingredient-${part.key}-${j}`;
                    return (
                      <li key={inputId}>
                        <input type="checkbox" id={inputId} className="ingredients__check" />
                        <label htmlFor={inputId}>{ingredient}</label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            {part.steps.length > 0 && (
              <div className="recipe-part__steps">
                <Label className="recipe-part__label">Steps</Label>
                <ol className="steps">
                  {part.steps.map((step, j) => (
                    <li key={j}>{step}</li>
                  ))}
                </ol>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
