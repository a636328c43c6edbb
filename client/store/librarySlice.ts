/**
 * The reader's library in the store (docs/features/library.md): what the member saved and follows,
 * and, once the account page asked for them, the history, its switch and the private feed's
 * address. Personal: never in the server's render (its state is null there and for visitors); it is
 * loaded after hydration when the member hint says a session exists (client/auth/useAuthLifecycle.ts).
 *
 * This module and the thunks (libraryThunks.ts) are one on-demand chunk: the slice's reducer is
 * added to the store when they load (injectLibraryReducer, client/store/index.ts), so story pages
 * and cards carry only their buttons. The slice follows each thunk by its action type.
 */
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { Follow, FollowKind, HistoryItem, SavedItem, StoryKind } from '../../shared/library.js';

/** Dispatched by the frame when the reader leaves (client/auth/useAuthLifecycle.ts); by its type, no import. */
export const LIBRARY_SIGNED_OUT = 'library/signedOut';

export type LibraryStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface LibraryState {
  /** off: no member (signed out); the others are those of the first load (saved and follows). */
  status: LibraryStatus;
  /** Newest first. */
  saved: SavedItem[];
  follows: Follow[];
  /** null until the account page loads it. */
  history: HistoryItem[] | null;
  /** Whether reads are recorded (the member's preference). */
  historyEnabled: boolean;
  /** The private feed's address, once asked for. */
  feed: string | null;
}

export const initialLibraryState: LibraryState = { status: 'off', saved: [], follows: [], history: null, historyEnabled: true, feed: null };

export interface SaveArg {
  path: string;
  title: string;
  saved: boolean;
}

export interface FollowArg {
  kind: FollowKind;
  slug: string;
  name: string;
  followed: boolean;
}

/** The story kind of a story's path (shared/content/urls.ts), for a save shown before the server's list. */
export function storyKindOf(path: string): StoryKind {
  if (path.startsWith('/recipes/')) return 'recipe';
  if (path.startsWith('/podcasts/')) return 'episode';
  if (path.startsWith('/feature/')) return 'feature';
  return 'article';
}

const sameFollow = (a: { kind: FollowKind; slug: string }, b: { kind: FollowKind; slug: string }) => a.kind === b.kind && a.slug === b.slug;

function applySave(state: LibraryState, { path, title, saved }: SaveArg, savedAt: string) {
  state.saved = state.saved.filter((i) => i.path !== path);
  if (saved) state.saved.unshift({ path, title, kind: storyKindOf(path), savedAt });
}

function applyFollow(state: LibraryState, { kind, slug, name, followed }: FollowArg) {
  state.follows = state.follows.filter((f) => !sameFollow(f, { kind, slug }));
  if (followed) state.follows.push({ kind, slug, name });
}

type Lifecycle<P = unknown, A = unknown> = UnknownAction & { payload: P; meta: { arg: A } };
function is<P = unknown, A = unknown>(type: string) {
  return (action: UnknownAction): action is Lifecycle<P, A> => action.type === type;
}

const slice = createSlice({
  name: 'library',
  initialState: initialLibraryState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(is(LIBRARY_SIGNED_OUT), () => initialLibraryState)
      .addMatcher(is('library/load/pending'), (state) => {
        state.status = 'loading';
      })
      .addMatcher(is<{ saved: SavedItem[]; follows: Follow[] }>('library/load/fulfilled'), (state, action) => {
        state.status = 'ready';
        state.saved = action.payload.saved;
        state.follows = action.payload.follows;
      })
      .addMatcher(is('library/load/rejected'), (state) => {
        state.status = 'failed';
      })
      // Saves and follows show at once, and go back as they were when the server says no.
      .addMatcher(is<undefined, SaveArg>('library/save/pending'), (state, action) => {
        applySave(state, action.meta.arg, new Date().toISOString());
      })
      .addMatcher(is<unknown, SaveArg>('library/save/rejected'), (state, action) => {
        applySave(state, { ...action.meta.arg, saved: !action.meta.arg.saved }, new Date().toISOString());
      })
      .addMatcher(is<SavedItem[]>('library/saved/fulfilled'), (state, action) => {
        state.saved = action.payload;
      })
      .addMatcher(is<undefined, FollowArg>('library/follow/pending'), (state, action) => {
        applyFollow(state, action.meta.arg);
      })
      .addMatcher(is<unknown, FollowArg>('library/follow/rejected'), (state, action) => {
        applyFollow(state, { ...action.meta.arg, followed: !action.meta.arg.followed });
      })
      .addMatcher(is<Follow[]>('library/follows/fulfilled'), (state, action) => {
        state.follows = action.payload;
      })
      .addMatcher(is<{ items: HistoryItem[]; enabled: boolean }>('library/history/fulfilled'), (state, action) => {
        state.history = action.payload.items;
        state.historyEnabled = action.payload.enabled;
      })
      .addMatcher(is('library/clearHistory/fulfilled'), (state) => {
        state.history = [];
      })
      .addMatcher(is<boolean>('library/historyEnabled/fulfilled'), (state, action) => {
        state.historyEnabled = action.payload;
      })
      .addMatcher(
        (action: UnknownAction): action is Lifecycle<string> => action.type === 'library/feed/fulfilled' || action.type === 'library/newFeed/fulfilled',
        (state, action) => {
          state.feed = action.payload;
        },
      );
  },
});

export const libraryReducer = slice.reducer;

/** Whether a story is saved; false while the library is not loaded (or for a visitor). */
export const selectIsSaved = (state: { library: LibraryState | null }, path: string): boolean => state.library?.saved.some((i) => i.path === path) ?? false;
export const selectIsFollowed = (state: { library: LibraryState | null }, kind: FollowKind, slug: string): boolean =>
  state.library?.follows.some((f) => sameFollow(f, { kind, slug })) ?? false;
