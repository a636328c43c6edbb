import { Link } from '../Link.js';
import type { RecipeSummary } from '../../../shared/content/summaries.js';
import { LazyImage } from './LazyImage.js';
import { SaveButton } from '../../library/SaveButton.js';
import './cards.css';

interface Props {
  recipe: RecipeSummary;
  variant?: 'standard' | 'compact';
  headingLevel?: 2 | 3 | 4;
}

/** A teaser of a recipe: image, categories, title link, brief, save button. */
export function RecipeCard({ recipe, variant = 'standard', headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card card--recipe card--${variant}`}>
      {recipe.image && (
        <Link to={recipe.url} className="card__image" tabIndex={-1} aria-hidden="true">
          <LazyImage
            image={recipe.image}
            aspectRatio={variant === 'compact' ? 1 : 4 / 3}
            sizes={variant === 'compact' ? '120px' : '(min-width: 1080px) 25vw, (min-width: 640px) 45vw, 100vw'}
            maxWidth={variant === 'compact' ? 200 : 640}
            decorative
          />
        </Link>
      )}
      <div className="card__body">
        {recipe.categories.length > 0 && <p className="card__kicker kicker">{recipe.categories.slice(0, 2).join(' · ')}</p>}
        <Heading className="card__title">
          <Link to={recipe.url}>{recipe.title}</Link>
        </Heading>
        {recipe.brief && variant !== 'compact' && <p className="card__excerpt">{recipe.brief}</p>}
        <SaveButton path={recipe.url} title={recipe.title} />
      </div>
    </article>
  );
}
