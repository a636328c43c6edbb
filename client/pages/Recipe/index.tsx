import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { printRecipeUrl, tagUrl } from '../../../shared/content/urls.js';
import { imageUrl } from '../../../shared/images.js';
import { Body } from '../../components/content/body/Body.js';
import { Byline } from '../../components/content/Byline.js';
import { Figure } from '../../components/content/Figure.js';
import { Seo } from '../../components/seo/Seo.js';
import { ShareMenu } from '../../components/content/ShareMenu.js';
import { SaveButton } from '../../library/SaveButton.js';
import { useImageConfig } from '../../components/content/useImageConfig.js';
import { joinNames } from '../../components/content/format.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { recipeJsonLd } from '../../components/seo/recipe-jsonld.js';
import { breadcrumbJsonLd } from '../../components/seo/jsonld.js';
import { RecipeFacts } from './RecipeFacts.js';
import { RecipeParts } from './RecipeParts.js';
import { RecipeRelated } from './RecipeRelated.js';
import { CommentsSection } from '../../components/comments/CommentsSection.js';
import './recipe.css';

const JSONLD_IMAGE_WIDTH = 1200;

/** /recipes/:slug: intro, hero, the recipe itself, notes and everything related. */
export default function RecipePage() {
  const { recipe } = usePageData() as PageDataMap['recipe'];
  const config = useImageConfig();
  const hero = recipe.heroImage ?? recipe.featuredImage;
  const jsonImages = [hero, recipe.featuredImage]
    .filter((img, i, all) => img && all.indexOf(img) === i)
    .map((img) => imageUrl(config, img!, { width: JSONLD_IMAGE_WIDTH }));
  // The author is credited once: 'Recipe by' only when the recipe's authors are not all in the byline.
  const bylineNames = new Set(recipe.meta.authors.map((a) => a.name));
  const recipeNames = recipe.meta.recipeAuthors.map((a) => a.name).filter(Boolean);
  const recipeBy = recipeNames.every((name) => bylineNames.has(name)) ? [] : recipeNames;

  return (
    <article className="container recipe">
      <Seo
        title={recipe.title}
        description={recipe.meta.brief}
        seo={recipe.seo}
        image={hero}
        type="article"
        jsonLd={(site) => [
          recipeJsonLd(recipe, {
            images: jsonImages.map((u) => absoluteUrl(site.publicUrl, u)),
            url: absoluteUrl(site.publicUrl, recipe.url),
          }),
          breadcrumbJsonLd(
            [
              { name: 'Home', path: '/' },
              { name: 'Recipes', path: '/recipes' },
              { name: recipe.title, path: recipe.url },
            ],
            site,
          ),
        ]}
      />
      <header className="recipe__header">
        <p className="kicker">
          <Link to="/recipes">Recipes</Link>
          {recipe.meta.categories.length > 0 && <span className="recipe__categories"> · {recipe.meta.categories.join(', ')}</span>}
        </p>
        <h1 className="recipe__title">{recipe.title}</h1>
        {recipe.meta.brief && <p className="page-header__dek">{recipe.meta.brief}</p>}
        <Byline authors={recipe.meta.authors} date={recipe.meta.date} />
        {recipeBy.length > 0 && <p className="meta recipe__recipe-by">Recipe by {joinNames(recipeBy)}</p>}
      </header>
      {hero && (
        <Figure image={hero} aspectRatio={16 / 9} priority sizes="(min-width: 1320px) 1240px, 100vw" maxWidth={1320} figureClassName="recipe__hero" />
      )}
      <div className="recipe__columns">
        <div className="recipe__main">
          <Body value={recipe.intro} className="recipe__intro" />
          <section className="recipe-card" aria-labelledby="recipe-card-title">
            <div className="recipe-card__head">
              <h2 id="recipe-card-title" className="recipe-card__title">
                {recipe.title}
              </h2>
              <Link className="button button--secondary button--small no-print" to={printRecipeUrl(recipe.slug, recipe.slug)}>
                Printable version
              </Link>
            </div>
            <RecipeFacts recipe={recipe} />
            <RecipeParts recipe={recipe} headingLevel={3} />
            {recipe.note.length > 0 && (
              <aside className="recipe-card__note" aria-label="Note">
                <h3 className="recipe-part__label">Note</h3>
                <Body value={recipe.note} headingLevel={4} />
              </aside>
            )}
          </section>
          <Body value={recipe.body} context={{ relatedRecipes: recipe.relatedRecipes }} />
          {recipe.meta.tags.length > 0 && (
            <ul className="recipe__tags" aria-label="Tags">
              {recipe.meta.tags.map((tag) => (
                <li key={tag}>
                  <Link to={tagUrl(tag)}>{tag}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="recipe__aside no-print">
          <ShareMenu title={recipe.title} path={recipe.url} />
          <SaveButton path={recipe.url} title={recipe.title} story />
        </aside>
      </div>
      <RecipeRelated recipe={recipe} />
      <CommentsSection path={recipe.url} />
    </article>
  );
}
