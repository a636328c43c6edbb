/**
 * The state of one story's comment thread: the comments as the API gave them, the sort, and what
 * the live region last said. It lives in the thread's own component (useThread below), not in the
 * page-wide store: the thread's code is an on-demand chunk (client/on-demand.tsx) and every story
 * page's first JS stays without it. The async flows are createAsyncThunk thunks, run with the
 * component's dispatch and state and the API client as their extra argument.
 */
import { createAsyncThunk, createSlice, type PayloadAction, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useMemo, useReducer, useRef } from 'react';
import type { CommentSort, CommentThread, CommentView } from '../../../shared/comments.js';
import { CommentApiError, commentsApi, type CommentsApi } from '../../api/comments.js';
import { COMMENTS } from '../../../shared/comment-ui-messages.js';

export interface ThreadState {
  path: string;
  sort: CommentSort;
  status: 'loading' | 'ready' | 'failed';
  thread: CommentThread | null;
  /** What the live region says (posted, saved, deleted, an error): a counter makes a repeat heard again. */
  notice: { text: string; n: number };
}

export const initialThread = (path: string): ThreadState => ({
  path,
  sort: 'oldest',
  status: 'loading',
  thread: null,
  notice: { text: '', n: 0 },
});

/** A thunk's failure: the API's text (shown as it is) and its status (401 opens the log-in). */
export interface Failure {
  message: string;
  status: number;
}

const thunk = createAsyncThunk.withTypes<{
  state: ThreadState;
  extra: CommentsApi;
  rejectValue: Failure;
}>();

function failure(err: unknown): Failure {
  return err instanceof CommentApiError ? { message: err.message, status: err.status } : { message: COMMENTS.failed, status: 0 };
}

export const loadThread = thunk('thread/load', async (sort: CommentSort | undefined, { getState, extra, signal, rejectWithValue }) => {
  const { path, sort: current } = getState();
  try {
    return await extra.thread(path, sort ?? current, signal);
  } catch (err) {
    return rejectWithValue(failure(err));
  }
});

export const postComment = thunk('thread/post', async (a: { body: string; parentId?: string }, { getState, extra, rejectWithValue }) => {
  try {
    return (await extra.post(getState().path, a.body, a.parentId)).comment;
  } catch (err) {
    return rejectWithValue(failure(err));
  }
});

export const editComment = thunk('thread/edit', async (a: { id: string; body: string }, { extra, rejectWithValue }) => {
  try {
    return (await extra.edit(a.id, a.body)).comment;
  } catch (err) {
    return rejectWithValue(failure(err));
  }
});

export const likeComment = thunk('thread/like', async (a: { id: string; like: boolean }, { extra, rejectWithValue }) => {
  try {
    return await extra.like(a.id, a.like);
  } catch (err) {
    return rejectWithValue(failure(err));
  }
});

export const reportComment = thunk('thread/report', async (a: { id: string; reason: string }, { extra, rejectWithValue }) => {
  try {
    await extra.report(a.id, a.reason);
  } catch (err) {
    return rejectWithValue(failure(err));
  }
});

/** Delete (the author), hide or unhide (staff): the thread is read again after, as the server now shows it. */
export const changeComment = thunk(
  'thread/change',
  async (a: { id: string; action: 'remove' | 'hide' | 'unhide' }, { getState, extra, rejectWithValue }) => {
    try {
      await extra[a.action](a.id);
      const { path, sort } = getState();
      return await extra.thread(path, sort);
    } catch (err) {
      return rejectWithValue(failure(err));
    }
  },
);

function update(list: CommentView[], id: string, change: (c: CommentView) => CommentView): CommentView[] {
  return list.map((c) => (c.id === id ? change(c) : c.replies.length ? { ...c, replies: update(c.replies, id, change) } : c));
}

const slice = createSlice({
  name: 'thread',
  initialState: initialThread(''),
  reducers: {
    announce(state, action: PayloadAction<string>) {
      state.notice = { text: action.payload, n: state.notice.n + 1 };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadThread.pending, (state, action) => {
        if (action.meta.arg) state.sort = action.meta.arg;
        if (!state.thread) state.status = 'loading';
      })
      .addCase(loadThread.fulfilled, (state, action) => {
        state.status = 'ready';
        state.thread = action.payload;
      })
      .addCase(loadThread.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.status = state.thread ? 'ready' : 'failed';
        if (state.thread)
          state.notice = {
            text: action.payload?.message ?? COMMENTS.loadFailed,
            n: state.notice.n + 1,
          };
      })
      .addCase(postComment.fulfilled, (state, action) => {
        const comment = {
          ...action.payload,
          replies: action.payload.replies ?? [],
        };
        const thread = state.thread;
        if (!thread) return;
        const parentId = action.meta.arg.parentId;
        thread.comments = parentId
          ? update(thread.comments, parentId, (p) => ({
              ...p,
              replies: [...p.replies, comment],
            }))
          : [...thread.comments, comment];
        if (!comment.held) thread.count += 1;
        state.notice = {
          text: comment.held ? COMMENTS.heldNotice : parentId ? COMMENTS.postedReply : COMMENTS.posted,
          n: state.notice.n + 1,
        };
      })
      .addCase(editComment.fulfilled, (state, action) => {
        if (!state.thread) return;
        const edited = action.payload;
        state.thread.comments = update(state.thread.comments, edited.id, (c) => ({ ...c, ...edited, replies: c.replies }));
        state.notice = { text: COMMENTS.saved, n: state.notice.n + 1 };
      })
      .addCase(likeComment.pending, (state, action) => {
        // At once, as the reader pressed it; the answer corrects it.
        if (!state.thread) return;
        const { id, like } = action.meta.arg;
        state.thread.comments = update(state.thread.comments, id, (c) => ({
          ...c,
          liked: like,
          likes: Math.max(0, c.likes + (like ? 1 : -1)),
        }));
      })
      .addCase(likeComment.fulfilled, (state, action) => {
        if (!state.thread) return;
        const { likes, liked } = action.payload;
        state.thread.comments = update(state.thread.comments, action.meta.arg.id, (c) => ({ ...c, liked, likes }));
      })
      .addCase(likeComment.rejected, (state, action) => {
        if (!state.thread) return;
        const { id, like } = action.meta.arg;
        state.thread.comments = update(state.thread.comments, id, (c) => ({
          ...c,
          liked: !like,
          likes: Math.max(0, c.likes + (like ? -1 : 1)),
        }));
        state.notice = {
          text: action.payload?.message ?? COMMENTS.failed,
          n: state.notice.n + 1,
        };
      })
      .addCase(reportComment.fulfilled, (state) => {
        state.notice = { text: COMMENTS.reported, n: state.notice.n + 1 };
      })
      .addCase(changeComment.fulfilled, (state, action) => {
        state.thread = action.payload;
        const done = {
          remove: COMMENTS.deleted,
          hide: COMMENTS.hidden,
          unhide: COMMENTS.unhidden,
        } as const;
        state.notice = {
          text: done[action.meta.arg.action],
          n: state.notice.n + 1,
        };
      })
      .addCase(changeComment.rejected, (state, action) => {
        state.notice = {
          text: action.payload?.message ?? COMMENTS.failed,
          n: state.notice.n + 1,
        };
      });
  },
});

export const threadActions = slice.actions;
export const threadReducer = slice.reducer;

/** A dispatch of the thread's own, as a store's with the thunk middleware (the API client as extra). */
export type ThreadDispatch = ThunkDispatch<ThreadState, CommentsApi, UnknownAction>;

/**
 * The thread's state and a `run` that dispatches an action or runs a thunk against it, as a store's
 * dispatch would: `run(postComment({ body })).unwrap()` resolves with the comment or throws the Failure.
 */
export function useThread(path: string, api: CommentsApi = commentsApi) {
  const [state, dispatch] = useReducer(threadReducer, path, initialThread);
  const ref = useRef(state);
  ref.current = state;
  const run = useMemo(() => {
    const d = ((action: UnknownAction | ThunkAction<unknown, ThreadState, CommentsApi, UnknownAction>) => {
      if (typeof action === 'function') return action(d, () => ref.current, api);
      // Thunks read the state as it is after their own actions, before React renders it.
      ref.current = threadReducer(ref.current, action);
      dispatch(action);
      return action;
    }) as ThreadDispatch;
    return d;
  }, [api]);
  return [state, run] as const;
}
