import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { toPlainText } from '@portabletext/react';
import { Body } from '../../components/content/body/Body.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import { contributorUrl } from '../../../shared/content/urls.js';
import { profilePageJsonLd } from '../../components/seo/listing-jsonld.js';
import { FollowButton } from '../../library/FollowButton.js';
import './contributor.css';

/** /contributors/:slug: portrait, bio, follow button and the contributor's stories. */
export default function ContributorPage() {
  const { author, articles } = usePageData() as PageDataMap['contributor'];
  const bio = toPlainText(author.bio);
  return (
    <div className="container contributor">
      <Seo
        title={author.name}
        description={bio || `Stories by ${author.name}.`}
        image={author.image}
        jsonLd={(site) => [profilePageJsonLd({ ...author, url: contributorUrl(author.slug), bio }, site)]}
      />
      <header className="page-header contributor__header">
        {author.image && (
          <div className="contributor__portrait">
            <LazyImage image={author.image} aspectRatio={1} sizes="160px" maxWidth={200} priority alt={author.name} />
          </div>
        )}
        <div>
          <p className="kicker">Contributor</p>
          <h1 className="contributor__name">{author.name}</h1>
          <Body value={author.bio} className="contributor__bio" />
          <p className="meta">
            {articles.total} {articles.total === 1 ? 'story' : 'stories'}
          </p>
          <FollowButton kind="author" slug={author.slug} name={author.name} />
        </div>
      </header>
      <h2 className="contributor__stories">Stories by {author.name}</h2>
      <PaginatedArticles articles={articles} headingLevel={3} empty={`No stories by ${author.name} yet.`} />
    </div>
  );
}
