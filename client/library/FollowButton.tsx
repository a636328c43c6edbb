/**
 * The follow button of contributor, section and tag pages (docs/features/library.md): unpressed in
 * the server's render (the same page for every reader), its state from the library in the store
 * after hydration; a visitor's press opens the log-in dialog.
 */
import type { FollowKind } from '../../shared/library.js';
import { FOLLOW_UI } from '../../shared/library-follow-messages.js';
import { useFrameData } from '../root-data.js';
import { authActions } from '../store/authSlice.js';
import { libraryModule, useAppDispatch, useAppSelector } from '../store/hooks.js';
import './library.css';

export function FollowButton({ kind, slug, name }: { kind: FollowKind; slug: string; name: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const followed = useAppSelector((s) => s.library?.follows.some((f) => f.kind === kind && f.slug === slug) ?? false);
  if (!useFrameData().flags.login) return null;
  return (
    <button
      type="button"
      className="button button--small follow"
      aria-pressed={followed}
      aria-label={FOLLOW_UI.label(name)}
      data-follow={`${kind}:${slug}`}
      onClick={() =>
        signedIn
          ? void libraryModule().then((t) => dispatch(t.setFollowed({ kind, slug, name, followed: !followed })))
          : dispatch(authActions.openPopup('login'))
      }
    >
      <span aria-hidden="true">{followed ? FOLLOW_UI.following : FOLLOW_UI.follow}</span>
    </button>
  );
}
