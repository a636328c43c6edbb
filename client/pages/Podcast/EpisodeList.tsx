import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import type { Paginated } from '../../../shared/content/pagination.js';
import type { EpisodeSummary } from '../../../shared/content/summaries.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { LoadMore } from '../../components/content/LoadMore.js';
import { formatDate } from '../../components/content/format.js';
import { usePaginated } from '../../components/content/usePaginated.js';
import { SaveButton } from '../../library/SaveButton.js';

const pick = (data: PageDataMap['podcast']) => data.episodes;

/** The podcast's episodes in the order the loader gives (chronological or newest first), with load more. */
export function EpisodeList({ episodes }: { episodes: Paginated<EpisodeSummary> }) {
  const state = usePaginated(episodes, pick);
  if (state.items.length === 0) return <p className="meta empty-list">No episodes yet.</p>;
  return (
    <>
      <ol className="episode-list" start={(episodes.page - 1) * episodes.pageSize + 1}>
        {state.items.map((e) => (
          <li key={e.id} className="episode-row">
            {e.image && (
              <Link to={e.url} className="episode-row__art" tabIndex={-1} aria-hidden="true">
                <LazyImage image={e.image} aspectRatio={1} sizes="96px" maxWidth={120} decorative />
              </Link>
            )}
            <div className="episode-row__text">
              <p className="meta episode-row__date">
                <time dateTime={e.date}>{formatDate(e.date)}</time>
              </p>
              <h3 className="episode-row__title">
                <Link to={e.url}>{e.title}</Link>
              </h3>
              {e.dek && <p className="episode-row__dek">{e.dek}</p>}
              <SaveButton path={e.url} title={e.title} />
            </div>
          </li>
        ))}
      </ol>
      <LoadMore state={state} firstPage={episodes.page} total={episodes.total} pageSize={episodes.pageSize} noun="episodes" />
    </>
  );
}
