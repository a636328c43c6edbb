import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { CollectionCard } from '../../components/content/CollectionCard.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { Seo } from '../../components/seo/Seo.js';
import './columnists.css';

/** /columnists: the description and every column with its columnist. */
export default function ColumnistsPage() {
  const { description, columns } = usePageData() as PageDataMap['columnists'];
  return (
    <div className="container columnists">
      <Seo title="Columnists" description={description ?? 'The regular columns of the magazine.'} />
      <PageHeader title="Columnists" dek={description ? <p>{description}</p> : undefined} />
      {columns.length === 0 ? (
        <p className="meta empty-list">No columns yet.</p>
      ) : (
        <ul className="columnists__grid">
          {columns.map((c) => (
            <li key={c.id}>
              <CollectionCard item={c} label="Column" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
