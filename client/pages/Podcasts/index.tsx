import { useEffect } from 'react';
import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { PODCASTS_SETTINGS_ERROR } from '../../../shared/messages.js';
import { PageHeader } from '../../components/content/PageHeader.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { ListenLinks } from '../../components/audio/ListenLinks.js';
import './podcasts.css';

const DESCRIPTION = 'Podcasts from the magazine: conversations, histories and arguments.';

/** /podcasts: the shows global settings list, in their order (black theme). */
export default function PodcastsPage() {
  const data = usePageData() as PageDataMap['podcasts'] | undefined;
  const podcasts = Array.isArray(data?.podcasts) ? data.podcasts : null;

  useEffect(() => {
    // The loader already fails without the list; this only guards a malformed payload.
    if (!podcasts) console.error(PODCASTS_SETTINGS_ERROR);
  }, [podcasts]);

  return (
    <div className="container podcasts">
      <Seo title="Podcasts" description={data?.description ?? DESCRIPTION} />
      <PageHeader title="Podcasts" dek={data?.description && <p>{data.description}</p>} />
      {!podcasts && (
        <p className="podcasts__error" role="alert">
          {PODCASTS_SETTINGS_ERROR}
        </p>
      )}
      {podcasts?.length === 0 && <p className="meta empty-list">No podcasts yet.</p>}
      {podcasts && podcasts.length > 0 && (
        <ul className="podcasts__list">
          {podcasts.map((p, i) => (
            <li key={p.id} className="podcast-tile">
              {p.image && (
                <Link to={p.url} className="podcast-tile__art" tabIndex={-1} aria-hidden="true">
                  <LazyImage
                    image={p.image}
                    aspectRatio={1}
                    sizes="(min-width: 900px) 280px, (min-width: 640px) 40vw, 100vw"
                    maxWidth={400}
                    priority={i === 0}
                    decorative
                  />
                </Link>
              )}
              <div className="podcast-tile__text">
                <h2 className="podcast-tile__title">
                  <Link to={p.url}>{p.title}</Link>
                </h2>
                {p.dek && <p className="podcast-tile__dek">{p.dek}</p>}
                <ListenLinks podcast={p} label={`Listen to ${p.title}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
