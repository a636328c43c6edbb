/**
 * The save button of every story and story card (docs/features/library.md). The server renders it
 * unpressed for everyone (the cached page is the same bytes for every reader); its state comes from
 * the library in the store, loaded after hydration for a member. A visitor's press opens the log-in
 * dialog. Its code is a few hundred bytes in the pages' scripts: the calls are an on-demand chunk.
 */
import { useEffect } from 'react';
import { SAVE_UI } from '../../shared/library-button-messages.js';
import { useFrameData } from '../root-data.js';
import { authActions } from '../store/authSlice.js';
import { libraryModule as libraryThunks, useAppDispatch, useAppSelector } from '../store/hooks.js';
import './library.css';

interface Props {
  path: string;
  title: string;
  /** On a story's own page: the word beside the icon, and the read reported once per view. */
  story?: boolean;
}

export function SaveButton({ path, title, story }: Props) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  // The library is in the store (not off) only for a member whose session the hint announced.
  const member = useAppSelector((s) => (s.library?.status ?? 'off') !== 'off');
  const saved = useAppSelector((s) => s.library?.saved.some((i) => i.path === path) ?? false);
  useEffect(() => {
    if (story && member) void libraryThunks().then((t) => dispatch(t.reportRead(path)));
  }, [story, member, path, dispatch]);
  if (!useFrameData().flags.login) return null;
  return (
    <button
      type="button"
      className={story ? 'save save--story' : 'save'}
      aria-pressed={saved}
      aria-label={SAVE_UI.label(title)}
      onClick={() =>
        signedIn ? void libraryThunks().then((t) => dispatch(t.setSaved({ path, title, saved: !saved }))) : dispatch(authActions.openPopup('login'))
      }
    >
      {story && <span aria-hidden="true">{saved ? SAVE_UI.saved : SAVE_UI.save}</span>}
    </button>
  );
}
