import type { CSSProperties } from 'react';
import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { contributorUrl, sectionUrl } from '../../../shared/content/urls.js';
import { FOOTER } from '../../../shared/messages.js';
import { ArticleHeader } from '../../components/content/article/ArticleHeader.js';
import { ArticleHero } from '../../components/content/article/ArticleHero.js';
import { Body } from '../../components/content/body/Body.js';
import { HeroPicture } from '../../components/content/HeroPicture.js';
import { ProgressBar } from '../../components/content/ProgressBar.js';
import { Seo } from '../../components/seo/Seo.js';
import { ShareMenu } from '../../components/content/ShareMenu.js';
import { SaveButton } from '../../library/SaveButton.js';
import { breadcrumbJsonLd, featureFacts, newsArticleJsonLd } from '../../components/seo/jsonld.js';
import { useFrameData } from '../../root-data.js';
import { GatedSlot } from '../../on-demand.js';
import { featureColourVariables } from '../../../shared/readable-colours.js';
import { CommentsSection } from '../../components/comments/CommentsSection.js';
import './feature.css';

/** /feature/:slug: a long-form story in its own colours, with an immersive hero and its own footer. */
export default function FeaturePage() {
  const { feature, gate } = usePageData() as PageDataMap['feature'];
  const { siteName } = useFrameData().content;
  // The editors' colours become the theme variables, so every component inside follows them: a
  // light and a dark pair, each readable at 4.5:1 (shared/readable-colours.ts).
  const colours = featureColourVariables(feature.backgroundColor, feature.bodyTextColor) as CSSProperties;
  // A headline is hidden only where the hero art shows it (the Studio asks editors for art that
  // does): with no hero image there is nothing to carry the title, so it shows.
  const header = <ArticleHeader article={feature} hideHeadline={feature.hideHeadline && Boolean(feature.heroImage)} />;
  const { featuredQuote, featuredFact } = feature.featuredContent;

  return (
    <div className={`feature${feature.isHighDefImage ? ' feature--high-def' : ''}`} style={colours}>
      <Seo
        title={feature.title}
        description={feature.dek}
        seo={feature.seo}
        image={feature.heroImage}
        type="article"
        article={{
          publishedTime: feature.date,
          section: feature.section?.title,
          authorPaths: feature.authors.map((a) => contributorUrl(a.slug)),
        }}
        path={feature.url}
        jsonLd={(site) => [
          newsArticleJsonLd(featureFacts(feature), site, { paywall: gate !== undefined }),
          breadcrumbJsonLd(
            [
              { name: 'Home', path: '/' },
              ...(feature.section ? [{ name: feature.section.title, path: sectionUrl(feature.section.slug) }] : []),
              { name: feature.title, path: feature.url },
            ],
            site,
          ),
        ]}
      />
      <ProgressBar color={feature.progressBarColor} />
      <article>
        {feature.useArticleHeaderHero || !feature.heroImage ? (
          <div className="container">
            <ArticleHero heroType="half-width-header-with-image" image={feature.heroImage} highDef={feature.isHighDefImage} header={header} />
          </div>
        ) : (
          <div className="feature__hero">
            <HeroPicture image={feature.heroImage} mobileImage={feature.mobileHeroImage} className="feature__picture" />
            <div className="container feature__header">{header}</div>
          </div>
        )}
        <div className="container">
          <div className="feature__share">
            <ShareMenu title={feature.title} path={feature.url} />
            <SaveButton path={feature.url} title={feature.title} story />
          </div>
          <Body value={feature.body} className="feature__body" />
          {gate && <GatedSlot key={gate.bodyUrl} gate={gate} bodyClassName="feature__body" />}
          {(featuredQuote || featuredFact) && (
            <aside className="feature__featured" aria-label="Highlights">
              {featuredQuote && (
                <blockquote className="feature__quote">
                  <p>{featuredQuote}</p>
                </blockquote>
              )}
              {featuredFact && <p className="feature__fact">{featuredFact}</p>}
            </aside>
          )}
          {!feature.hideContinueReading && feature.section && (
            <p className="feature__more no-print">
              <Link className="button button--secondary" to={sectionUrl(feature.section.slug)}>
                More from {feature.section.title}
              </Link>
            </p>
          )}
        </div>
      </article>
      <CommentsSection path={feature.url} />
      {/* The site footer is hidden on feature pages; this one carries the wordmark in the chosen theme. */}
      <footer className={`feature-footer feature-footer--${feature.footerLogoTheme} no-print`}>
        <Link to="/" className="feature-footer__logo">
          {siteName}
        </Link>
        <nav aria-label="Footer">
          <Link to="/privacy-policy">{FOOTER.privacy}</Link>
          <Link to="/terms-of-service">{FOOTER.terms}</Link>
        </nav>
      </footer>
    </div>
  );
}
