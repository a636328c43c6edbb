import { useLocation } from 'react-router';
import { useMatches } from '../router/hooks.js';
import { PREVIEW } from '../../shared/messages.js';
import type { RouteHandle } from '../routes.js';
import { useFrameData } from '../root-data.js';

interface Editable {
  id: string;
  type: string;
}

/** The document behind the current page, for articles and podcast episodes. */
function useEditableDocument(): Editable | null {
  for (const match of useMatches()) {
    const page = (match.handle as RouteHandle | undefined)?.page;
    const data = match.data as { article?: { id: string }; episode?: { id: string } } | undefined;
    if ((page === 'article' || page === 'mock') && data?.article) return { id: data.article.id, type: 'article' };
    if (page === 'episode' && data?.episode) return { id: data.episode.id, type: 'podcastEpisode' };
  }
  return null;
}

/** Studio intent link; draft ids edit the same document as their published twin. */
export function studioEditUrl(studioUrl: string, doc: Editable): string {
  const id = doc.id.replace(/^drafts\./, '');
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(doc.type)}`;
}

/** Editors in preview mode see a bar with 'Edit this Article' and the exit link (spec §2, §7). */
export function PreviewBar() {
  const { pathname } = useLocation();
  const { studioUrl } = useFrameData();
  const doc = useEditableDocument();
  return (
    <div className="preview-bar" role="region" aria-label="Preview mode">
      <span>Preview mode: unreleased content and drafts are visible.</span>
      {doc && studioUrl && (
        <a href={studioEditUrl(studioUrl, doc)} target="_blank" rel="noopener noreferrer">
          {PREVIEW.edit}
        </a>
      )}
      <a href={`/api/exit-preview?slug=${encodeURIComponent(pathname)}`}>
        {PREVIEW.exit}
      </a>
    </div>
  );
}
