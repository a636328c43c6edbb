import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import { collectionPageJsonLd } from '../../components/seo/listing-jsonld.js';
import './collection.css';

/** /collections/:slug: the collection's image and description, its featured stories, then all of them. */
export default function CollectionPage() {
  const { collection, articles } = usePageData() as PageDataMap['collection'];
  const hasFeatured = collection.featuredArticles.length > 0;
  return (
    <div className="container collection">
      <Seo
        title={collection.title}
        description={collection.description}
        seo={collection.seo}
        image={collection.image}
        jsonLd={(site) => [
          collectionPageJsonLd(
            { name: collection.title, url: collection.url, description: collection.description, image: collection.image, items: [...collection.featuredArticles, ...articles.items] },
            site,
          ),
        ]}
      />
      <PageHeader kicker="Collection" title={collection.title} dek={collection.description ? <p>{collection.description}</p> : undefined} className="collection__header">
        {collection.image && (
          <div className="collection__image">
            <LazyImage image={collection.image} aspectRatio={21 / 9} sizes="(min-width: 1320px) 1240px, 100vw" priority decorative />
          </div>
        )}
      </PageHeader>
      {hasFeatured && (
        <section aria-labelledby="collection-featured" className="collection__featured">
          <h2 id="collection-featured" className="collection__section-title">
            Featured
          </h2>
          <ArticleGrid articles={collection.featuredArticles} headingLevel={3} />
        </section>
      )}
      <section aria-labelledby="collection-all">
        <h2 id="collection-all" className="collection__section-title">
          {hasFeatured ? 'All stories in this collection' : 'Stories'}
        </h2>
        <PaginatedArticles
          articles={articles}
          headingLevel={3}
          empty="No stories in this collection yet."
        />
      </section>
    </div>
  );
}
