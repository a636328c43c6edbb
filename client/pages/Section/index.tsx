import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ContentTabs } from '../../components/content/ContentTabs.js';
import { LayoutModule } from '../../components/content/modules/LayoutModule.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import { breadcrumbJsonLd } from '../../components/seo/jsonld.js';
import { useFrameData } from '../../root-data.js';
import { ScrollCallToAction } from './ScrollCallToAction.js';
import { SectionLogo } from './SectionLogo.js';
import { FollowButton } from '../../library/FollowButton.js';
import './section.css';

/** /sections/:slug: logo, description, follow button, content tabs, the editors' modules, then the latest stories. */
export default function SectionPage() {
  const { section, articles } = usePageData() as PageDataMap['section'];
  const cta = useFrameData().content.settings.sectionScrollCallToAction;
  const archiveUrl = `${section.url}/archive`;
  return (
    <div className="container section-page">
      <Seo
        title={section.title}
        description={section.description}
        seo={section.seo}
        jsonLd={(site) => [breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: section.title, path: section.url }], site)]}
      />
      <>
        <link rel="alternate" type="application/rss+xml" title={`${section.title} RSS`} href={`${section.url}/rss.xml`} />
      </>
      <header className="section-page__header">
        <h1 className="section-page__title">
          <SectionLogo section={section} />
        </h1>
        {section.description && <p className="section-page__description">{section.description}</p>}
        <FollowButton kind="section" slug={section.slug} name={section.title} />
      </header>
      {section.contentTabs.length > 0 && (
        <div className="section-page__tabs">
          <ContentTabs id="section-tabs" tabs={section.contentTabs} label={`${section.title} highlights`} hideKicker priority />
        </div>
      )}
      {section.modules.map((m, i) => (
        <LayoutModule key={m.key} module={m} hideKicker priority={i === 0 && section.contentTabs.length === 0} />
      ))}
      <section className="module section-page__latest" aria-labelledby="section-latest">
        <h2 className="module__title" id="section-latest">
          Latest in {section.title}
        </h2>
        <PaginatedArticles articles={articles} hideKicker headingLevel={3} empty="This section has no stories yet." />
        <p className="section-page__archive">
          <Link to={archiveUrl} className="button button--secondary">
            {section.title} archive
          </Link>
        </p>
      </section>
      {cta && <ScrollCallToAction text={cta.text} link={cta.link} />}
    </div>
  );
}
