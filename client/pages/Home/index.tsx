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
  // The editors' decorative banner follows the top story, so the first screen shows the top
  // story's headline (at 1440x900 the banner above it pushed the headline to the fold). Below the
  // lead module it loads as any image below the fold; the lead story's image is the eager one.
  // With no modules it heads the page, and is that page's first image.
  const banner = (first: boolean) => {
    if (!featured) return null;
    const sizes = '(min-width: 1320px) 1240px, 100vw';
    const img = <LazyImage image={featured} sizes={sizes} priority={first} />;
    return (
      <div className="home__featured">
        {frontPage?.featuredLink ? (
          <SmartLink href={frontPage.featuredLink} className="home__featured-link">
            {img}
          </SmartLink>
        ) : (
          img
        )}
      </div>
    );
  };

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
      {modules.length === 0 && banner(true)}
      {modules.map((m, i) => (
        <div key={m.key}>
          <LayoutModule module={m} priority={i === 0} />
          {/* The holiday sits after the lead module, where the front page turns from news to features. */}
          {i === 0 && banner(false)}
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
