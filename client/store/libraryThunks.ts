/**
 * The library's async flows, each a createAsyncThunk (rejected with the text the reader sees), and
 * the reducer they need, which joins the store when this chunk loads (libraryModule in
 * client/store/index.ts, the only way in). Loaded on demand: after hydration for a signed-in reader,
 * or on a first press of a save or follow button (client/library/).
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Follow, ForYouPage, HistoryItem, SavedItem } from '../../shared/library.js';
import { LIBRARY_UI } from '../../shared/library-ui-messages.js';
import { libraryApi, LibraryApiError } from '../api/library.js';
import { authActions } from './authSlice.js';
import type { AppDispatch, RootState } from './index.js';
import type { FollowArg, SaveArg } from './librarySlice.js';
import { hasMemberHint } from '../../shared/member-hint.js';

export { libraryReducer } from './librarySlice.js';

/** Why a library call failed: the HTTP status (401: no session; 0: no answer) and the text the reader sees. */
export interface LibraryFailure {
  status: number;
  message: string;
}

type Config = { state: RootState; dispatch: AppDispatch; rejectValue: LibraryFailure };

function failureOf(err: unknown): LibraryFailure {
  if (err instanceof LibraryApiError) return { status: err.status, message: err.message };
  return { status: 0, message: LIBRARY_UI.failed };
}

/**
 * A thunk's call, rejected with its failure. A press of a button (`asked`) whose answer is a 401
 * (the session ended) opens the log-in dialog; a load does not (the page shows its invitation).
 */
function thunk<R, A = void>(type: string, run: (arg: A, signal: AbortSignal) => Promise<R>, asked = false) {
  return createAsyncThunk<R, A, Config>(type, async (arg, { rejectWithValue, dispatch, signal }) => {
    try {
      return await run(arg, signal);
    } catch (err) {
      const failure = failureOf(err);
      if (asked && failure.status === 401) dispatch(authActions.openPopup('login'));
      return rejectWithValue(failure);
    }
  });
}

/**
 * After hydration, for a signed-in reader: what they saved and follow (the buttons' state), asked
 * only when the member hint says this browser holds a session (the stored user may be stale).
 */
export function startLibrary(): (dispatch: AppDispatch) => void {
  return (dispatch) => {
    if (hasMemberHint(document.cookie)) void dispatch(loadLibrary());
  };
}

export const loadLibrary = thunk<{ saved: SavedItem[]; follows: Follow[] }>('library/load', async (_, signal) => {
  const [saved, follows] = await Promise.all([libraryApi.saved(signal), libraryApi.follows(signal)]);
  return { saved, follows };
});

/** Saves a story or takes it out of the saved ones (shown at once, undone if refused). */
export const setSaved = thunk<void, SaveArg>(
  'library/save',
  async ({ path, saved }) => {
    await (saved ? libraryApi.save(path) : libraryApi.unsave(path));
  },
  true,
);

export const loadSaved = thunk<SavedItem[]>('library/saved', (_, signal) => libraryApi.saved(signal));

/** Follows an author, a section or a tag, or stops (shown at once, undone if refused). */
export const setFollowed = thunk<void, FollowArg>(
  'library/follow',
  async ({ kind, slug, followed }) => {
    await (followed ? libraryApi.follow(kind, slug) : libraryApi.unfollow(kind, slug));
  },
  true,
);

export const loadFollows = thunk<Follow[]>('library/follows', (_, signal) => libraryApi.follows(signal));

/** A story page's view, reported once after hydration (the server records it unless history is off). */
export const reportRead = thunk<void, string>('library/read', async (path) => {
  await libraryApi.read(path);
});

export const loadHistory = thunk<{ items: HistoryItem[]; enabled: boolean }>('library/history', (_, signal) => libraryApi.history(signal));

export const clearHistory = thunk<void>('library/clearHistory', async () => {
  await libraryApi.clearHistory();
});

/** The history switch: PATCH /api/account/preferences {"history"}; the server's answer is the state. */
export const setHistoryEnabled = thunk<boolean, boolean>('library/historyEnabled', async (history) => {
  const prefs = await libraryApi.preferences({ history });
  return typeof prefs.history === 'boolean' ? prefs.history : history;
});

export const loadFeed = thunk<string>('library/feed', () => libraryApi.feed());

/** A new private feed address; the old one stops working. */
export const renewFeed = thunk<string>('library/newFeed', () => libraryApi.newFeed());

/** One page of /for-you (not kept in the store: the page holds its list). */
export const loadForYou = thunk<ForYouPage, number>('library/forYou', (offset, signal) => libraryApi.forYou(offset, signal));
