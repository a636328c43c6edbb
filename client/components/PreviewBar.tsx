import { useLocation } from 'react-router';
import { PREVIEW } from '../../shared/messages.js';

/** Editors in preview mode see a bar with the exit link (spec §2, §7). */
export function PreviewBar() {
  const { pathname } = useLocation();
  return (
    <div className="preview-bar" role="region" aria-label="Preview mode">
      <span>Preview mode: unreleased content and drafts are visible.</span>
      <a href={`/api/exit-preview?slug=${encodeURIComponent(pathname)}`}>{PREVIEW.exit}</a>
    </div>
  );
}
