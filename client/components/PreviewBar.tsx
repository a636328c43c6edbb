import { useLocation } from 'react-router';
import { usePageMatches } from '../router/hooks.js';
import { PREVIEW } from '../../shared/messages.js';
import type { RouteHandle } from '../routes.js';
import { useFrameData } from '../root-data.js';

interface Editable {
  id: string;
  type: string;
}

/** Pages whose data holds the document an editor opens from 'Edit this Article', and its Studio type. */
const EDITABLE: Record<string, { key: 'article' | 'episode' | 'feature' | 'recipe'; type: string }> = {
  article: { key: 'article', type: 'article' },
  mock: { key: 'article', type: 'article' },
  episode: { key: 'episode', type: 'podcastEpisode' },
  feature: { key: 'feature', type: 'featureArticle' },
  recipe: { key: 'recipe', type: 'recipeArticle' },
};

/** The document behind the current page: articles, feature articles, recipes and podcast episodes. */
function useEditableDocument(): Editable | null {
  for (const match of usePageMatches()) {
    const page = (match.handle as RouteHandle | undefined)?.page;
    const editable = page ? EDITABLE[page] : undefined;
    const doc = editable && (match.data as Partial<Record<string, { id?: string }>> | undefined)?.[editable.key];
    if (editable && typeof doc?.id === 'string') return { id: doc.id, type: editable.type };
  }
  return null;
}

/** Studio intent link; draft ids edit the same document as their published twin. */
export function studioEditUrl(studioUrl: string, doc: Editable): string {
  const id = doc.id.replace(/^drafts\./, '');
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(doc.type)}`;
}

/** Editors in preview mode see a bar with 'Edit this Article' and the exit link. */
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
