import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { PaginatedArticles } from '../../components/content/PaginatedArticles.js';
import { Seo } from '../../components/seo/Seo.js';
import './column.css';

/** /columns/:slug: the column, its columnist, and its instalments. */
export default function ColumnPage() {
  const { column, articles } = usePageData() as PageDataMap['column'];
  return (
    <div className="container column-page">
      <Seo title={column.title} description={column.description} seo={column.seo} image={column.image} />
      <header className="page-header column-page__header">
        <div className="column-page__text">
          <p className="kicker">
            <Link to="/columnists">Column</Link>
          </p>
          <h1 className="column-page__title">{column.title}</h1>
          {column.author && (
            <p className="column-page__author">
              By <Link to={column.author.url}>{column.author.name}</Link>
            </p>
          )}
          {column.description && <p className="page-header__dek">{column.description}</p>}
        </div>
        {column.image && (
          <div className="column-page__image">
            <LazyImage image={column.image} aspectRatio={4 / 3} sizes="(min-width: 900px) 40vw, 100vw" maxWidth={640} priority decorative />
          </div>
        )}
      </header>
      <PaginatedArticles articles={articles} layout="list" empty="No instalments of this column yet." />
    </div>
  );
}
