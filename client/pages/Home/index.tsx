import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { LayoutModule } from '../../components/content/modules/LayoutModule.js';
import { Seo } from '../../components/seo/Seo.js';
import { organizationJsonLd, websiteJsonLd } from '../../components/seo/jsonld.js';
import { SmartLink } from '../../components/SmartLink.js';
import { useFrameData } from '../../root-data.js';
import { HolidayModule } from './HolidayModule.js';
import './home.css';

/** The front page: tagline, featured image, the editors' layout modules, the holiday, latest stories. */
export default function HomePage() {
  const { frontPage, latestArticles } = usePageData() as PageDataMap['home'];
  const { content, flags } = useFrameData();
  const tagline = frontPage?.taglineText ?? content.settings.tagline;
  const modules = frontPage?.modules.filter((m) => m.articles.length > 0) ?? [];
  // With no front page published yet, the latest stories stand in for the modules.
  const showLatest = latestArticles.length > 0 && (flags.homepageLatestStories || modules.length === 0);
  const featured = frontPage?.featuredImage;

  return (
    <div className="container home">
      <Seo
        title={content.siteName}
        description={content.settings.tagline}
        image={featured}
        jsonLd={(site) => {
          const { twitter, facebook, instagram } = content.settings.social;
          return [organizationJsonLd(site, [twitter, facebook, instagram]), websiteJsonLd(site)];
        }}
      />
      <h1 className="visually-hidden">{content.siteName}</h1>
      {frontPage?.showTagline && tagline && <p className="home__tagline">{tagline}</p>}
      {featured && (
        <div className="home__featured">
          {frontPage?.featuredLink ? (
            <SmartLink href={frontPage.featuredLink} className="home__featured-link">
              <LazyImage image={featured} sizes="(min-width: 1320px) 1240px, 100vw" priority />
            </SmartLink>
          ) : (
            <LazyImage image={featured} sizes="(min-width: 1320px) 1240px, 100vw" priority />
          )}
        </div>
      )}
      {modules.map((m, i) => (
        <div key={m.key}>
          <LayoutModule module={m} priority={i === 0} />
          {/* The holiday sits after the lead module, where the front page turns from news to features. */}
          {i === 0 && frontPage?.holiday && <HolidayModule holiday={frontPage.holiday} />}
        </div>
      ))}
      {modules.length === 0 && frontPage?.holiday && <HolidayModule holiday={frontPage.holiday} />}
      {showLatest && (
        <section className="module home__latest" aria-labelledby="home-latest">
          <h2 className="module__title" id="home-latest">
            Latest stories
          </h2>
          <ArticleGrid articles={latestArticles} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
