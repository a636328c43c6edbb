/**
 * The save button of every story and story card (docs/features/library.md). The server renders it
 * unpressed for everyone (the cached page is the same bytes for every reader); its state comes from
 * the library in the store, loaded after hydration for a member. A visitor's press opens the log-in
 * dialog. Its code is a few hundred bytes in the pages' scripts: the calls are an on-demand chunk.
 * It works without a store too (a card kept by SharedHtml on the server: unpressed, as for everyone).
 */
import { useEffect } from 'react';
import { SAVE_UI } from '../../shared/library-button-messages.js';
import { useFrameData } from '../root-data.js';
import { authActions } from '../store/authSlice.js';
import { libraryModule, useOptionalSelector } from '../store/hooks.js';
import type { RootState } from '../store/index.js';
import './library.css';

interface Props {
  path: string;
  title: string;
  /** On a story's own page: the word beside the icon, and the read reported once per view. */
  story?: boolean;
}

/** Bits: 1 signed in, 2 the library is loaded (or loading: a member with a session), 4 this story is saved. */
function stateOf(path: string) {
  return (s: RootState) =>
    (s.auth.user ? 1 : 0) | ((s.library?.status ?? 'off') !== 'off' ? 2 : 0) | (s.library?.saved.some((i) => i.path === path) ? 4 : 0);
}

export function SaveButton({ path, title, story }: Props) {
  const [state, store] = useOptionalSelector(stateOf(path), 0);
  const saved = (state & 4) > 0;
  const member = (state & 2) > 0;
  useEffect(() => {
    if (story && member) void libraryModule().then((t) => store?.dispatch(t.reportRead(path)));
  }, [story, member, path, store]);
  if (!useFrameData().flags.login) return null;
  return (
    <button
      type="button"
      className={story ? 'save save--story' : 'save'}
      aria-pressed={saved}
      aria-label={SAVE_UI.label(title)}
      onClick={() =>
        state & 1
          ? void libraryModule().then((t) => store?.dispatch(t.setSaved({ path, title, saved: !saved })))
          : store?.dispatch(authActions.openPopup('login'))
      }
    >
      {story && <span aria-hidden="true">{saved ? SAVE_UI.saved : SAVE_UI.save}</span>}
    </button>
  );
}
