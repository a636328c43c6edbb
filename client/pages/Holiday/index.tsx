import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { tagUrl } from '../../../shared/content/urls.js';
import { ArticleCard } from '../../components/content/ArticleCard.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { Body } from '../../components/content/body/Body.js';
import { ContentTabs } from '../../components/content/ContentTabs.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { RecipeCard } from '../../components/content/RecipeCard.js';
import { Seo } from '../../components/seo/Seo.js';
import { holidayPageJsonLd } from '../../components/seo/listing-jsonld.js';
import { formatDate } from '../../components/content/format.js';
import { HolidayCountdown } from '../../components/holiday/HolidayCountdown.js';
import { HeroPicture } from './HeroPicture.js';
import { StoryGroup } from './StoryGroup.js';
import './holiday.css';

/** /sections/holidays/:slug: a holiday's guide — countdown, what it is, stories, tabs, recipes. */
export default function HolidayPage() {
  const { holiday } = usePageData() as PageDataMap['holiday'];
  const start = formatDate(holiday.startDate);
  const end = formatDate(holiday.endDate);
  // The loader already dropped stories shown earlier on the page (shared/content/page-stories.ts).
  const featured = holiday.featuredArticles;
  return (
    <div className="holiday">
      <Seo
        title={holiday.title}
        description={holiday.briefDescription}
        seo={holiday.seo}
        image={holiday.banner ?? holiday.heroIllustration}
        jsonLd={(site) => [holidayPageJsonLd({ ...holiday, description: holiday.briefDescription, image: holiday.banner ?? holiday.heroIllustration }, site)]}
      />
      {holiday.banner && (
        <div className="holiday__banner">
          <LazyImage image={holiday.banner} sizes="100vw" maxWidth={2400} priority />
        </div>
      )}
      <div className="container">
        <header className="holiday__header">
          <div className="holiday__intro">
            <p className="kicker">Holidays</p>
            <h1 className="holiday__title">{holiday.title}</h1>
            {start && (
              <p className="meta holiday__dates">
                <time dateTime={holiday.startDate}>{start}</time>
                {end && end !== start && (
                  <>
                    {' – '}
                    <time dateTime={holiday.endDate}>{end}</time>
                  </>
                )}
                <span> · begins at sundown the evening before</span>
              </p>
            )}
            {holiday.briefDescription && <p className="page-header__dek">{holiday.briefDescription}</p>}
            <HolidayCountdown title={holiday.title} startDate={holiday.startDate} endDate={holiday.endDate} />
          </div>
          {holiday.heroIllustration && (
            <HeroPicture image={holiday.heroIllustration} mobile={holiday.heroIllustrationMobile} className="holiday__hero" />
          )}
        </header>
        <div className="holiday__about">
          <Body value={holiday.detailedDescription} className="holiday__description" />
          {holiday.aboutHolidayArticle && (
            <aside className="holiday__about-article" aria-label={`About ${holiday.title}`}>
              <p className="kicker">About the holiday</p>
              <ArticleCard article={holiday.aboutHolidayArticle} headingLevel={2} />
            </aside>
          )}
        </div>
        {holiday.featuredArticle && (
          // Not a landmark: the grid below is the region named "Featured" (axe landmark-unique), and
          // this lead story is reached by its own heading.
          <div className="holiday__section holiday__featured">
            <ArticleCard article={holiday.featuredArticle} variant="lead" headingLevel={2} />
          </div>
        )}
        {featured.length > 0 && (
          <section className="holiday__section" aria-labelledby="holiday-featured">
            <h2 id="holiday-featured" className="holiday__section-title">
              Featured
            </h2>
            <ArticleGrid articles={featured} headingLevel={3} className="card-grid--fill" />
          </section>
        )}
        <StoryGroup group={holiday.storyGroupOne} id="holiday-group-1" />
        <StoryGroup group={holiday.storyGroupTwo} id="holiday-group-2" />
        <StoryGroup group={holiday.storyGroupThree} id="holiday-group-3" />
        {holiday.contentTabs.length > 0 && (
          <section className="holiday__section" aria-label={`More about ${holiday.title}`}>
            <ContentTabs id="holiday-tabs" tabs={holiday.contentTabs} label={`More about ${holiday.title}`} />
          </section>
        )}
        {holiday.relatedRecipes.length > 0 && (
          <section className="holiday__section" aria-labelledby="holiday-recipes">
            <h2 id="holiday-recipes" className="holiday__section-title">
              Recipes for {holiday.title}
            </h2>
            <ul className="grid card-grid">
              {holiday.relatedRecipes.map((r) => (
                <li key={r.id}>
                  <RecipeCard recipe={r} />
                </li>
              ))}
            </ul>
            <p className="holiday__more">
              <Link to={`/recipes/by-holiday/${encodeURIComponent(holiday.slug)}`}>All {holiday.title} recipes →</Link>
            </p>
          </section>
        )}
        {holiday.tag && (
          <p className="holiday__more holiday__tag">
            <Link to={tagUrl(holiday.tag)}>Every story tagged {holiday.tag} →</Link>
          </p>
        )}
      </div>
    </div>
  );
}
