import { useLocation } from 'react-router';
import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import { breadcrumbJsonLd } from '../../components/seo/jsonld.js';
import './archive.css';

/** /sections/:slug/archive and /sections/:slug/articles: the section's stories, 18 a page. */
export default function SectionArchivePage() {
  const { section, articles } = usePageData() as PageDataMap['sectionArchive'];
  const isArchive = useLocation().pathname.endsWith('/archive');
  const title = isArchive ? `${section.title} archive` : `All ${section.title} stories`;
  return (
    <div className="container section-archive">
      <Seo
        title={title}
        description={section.description ?? `Every story in ${section.title}.`}
        // Both addresses list the same stories: the archive is the one search engines keep.
        path={`${section.url}/archive`}
        jsonLd={(site) => [
          breadcrumbJsonLd(
            [
              { name: 'Home', path: '/' },
              { name: section.title, path: section.url },
              { name: `${section.title} archive`, path: `${section.url}/archive` },
            ],
            site,
          ),
        ]}
      />
      <PageHeader
        kicker={<Link to={section.url}>{section.title}</Link>}
        title={title}
        dek={section.description ? <p>{section.description}</p> : undefined}
      >
        <p className="meta">{articles.total} stories</p>
      </PageHeader>
      <PaginatedArticles articles={articles} hideKicker empty="This section has no stories yet." />
    </div>
  );
}
