import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { joinNames } from '../../components/content/format.js';
import { useSiteName } from '../../root-data.js';
import { RecipeFacts } from '../Recipe/RecipeFacts.js';
import { RecipeParts } from '../Recipe/RecipeParts.js';
import { PrintButton } from './PrintButton.js';
import './print-recipe.css';

/**
 * /articles/:articleSlug/print/:recipeSlug: the recipe alone, laid out for paper. The frame hides
 * navigation in print and the footer on /print/ paths; this page adds only what a cook needs.
 */
export default function PrintRecipePage() {
  const { recipe, article } = usePageData() as PageDataMap['printRecipe'];
  const siteName = useSiteName();
  const by = (recipe.meta.recipeAuthors.length > 0 ? recipe.meta.recipeAuthors : recipe.meta.authors)
    .map((a) => a.name)
    .filter(Boolean);
  const image = recipe.heroImage ?? recipe.featuredImage;
  const back = article ?? { url: recipe.url, title: recipe.title };
  return (
    <article className="print-recipe">
      <Seo title={`${recipe.title} (printable)`} description={recipe.meta.brief} seo={{ ...recipe.seo, title: undefined }} path={recipe.url} />
      <>
        <meta name="robots" content="noindex" />
      </>
      <div className="print-recipe__toolbar no-print">
        <Link to={back.url}>← Back to {back.title}</Link>
        <PrintButton />
      </div>
      <header className="print-recipe__header">
        <p className="print-recipe__site">{siteName}</p>
        <h1 className="print-recipe__title">{recipe.title}</h1>
        {by.length > 0 && <p className="print-recipe__by">By {joinNames(by)}</p>}
        {article && <p className="print-recipe__from">From “{article.title}”</p>}
        {recipe.meta.brief && <p className="print-recipe__brief">{recipe.meta.brief}</p>}
      </header>
      {image && (
        <div className="print-recipe__image">
          {/* Eager: a lazy image that never scrolled into view would print as a blank box. */}
          <LazyImage image={image} aspectRatio={2} sizes="(min-width: 46rem) 42rem, 100vw" maxWidth={1000} priority decorative />
        </div>
      )}
      <RecipeFacts recipe={recipe} />
      <RecipeParts recipe={recipe} headingLevel={2} />
      {recipe.note.length > 0 && (
        <section className="print-recipe__note" aria-labelledby="print-note">
          <h2 id="print-note" className="recipe-part__label">
            Note
          </h2>
          <Body value={recipe.note} headingLevel={3} />
        </section>
      )}
    </article>
  );
}
