import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { MAX_COLLECTIONS } from '../../../shared/constants.js';
import { CollectionCard } from '../../components/content/CollectionCard.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { Seo } from '../../components/seo/Seo.js';
import './collections.css';

/** /collections: the description and up to 12 collections. */
export default function CollectionsPage() {
  const { description, collections } = usePageData() as PageDataMap['collections'];
  const shown = collections.slice(0, MAX_COLLECTIONS);
  return (
    <div className="container collections">
      <Seo title="Collections" description={description ?? 'Stories gathered around one subject.'} />
      <PageHeader title="Collections" dek={description ? <p>{description}</p> : undefined} />
      {shown.length === 0 ? (
        <p className="meta empty-list">No collections yet.</p>
      ) : (
        <ul className="collections__grid">
          {shown.map((c) => (
            <li key={c.id}>
              <CollectionCard item={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
