import { useLocation } from 'react-router';
import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import { collectionPageJsonLd } from '../../components/seo/listing-jsonld.js';
import { FollowButton } from '../../library/FollowButton.js';

/** /tags/:tag: every story with the tag, newest first, and its follow button. */
export default function TagPage() {
  const { tag, label, articles } = usePageData() as PageDataMap['tag'];
  const { pathname } = useLocation();
  const count = `${articles.total} ${articles.total === 1 ? 'story' : 'stories'}`;
  return (
    <div className="container tag-page">
      <Seo
        title={label}
        description={`Stories tagged ${label}: ${count}.`}
        jsonLd={(site) => [collectionPageJsonLd({ name: label, url: pathname, description: `Stories tagged ${label}.`, items: articles.items }, site)]}
      />
      <PageHeader kicker="Tag" title={label} dek={<p className="meta">{count}</p>}>
        <FollowButton kind="tag" slug={tag} name={label} />
      </PageHeader>
      <PaginatedArticles articles={articles} empty="No stories have this tag yet." />
    </div>
  );
}
