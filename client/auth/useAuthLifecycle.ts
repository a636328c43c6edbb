import { useEffect } from 'react';
import { libraryModule, useAppDispatch, useAppSelector } from '../store/hooks.js';
import { restoreUser } from '../store/authRestore.js';
import { SUBSCRIPTION_DAILY_CHECK_MS } from '../../shared/constants.js';

/**
 * The frame's account duties: bring back the stored user once hydrated, check the subscription on
 * load unless done today, then every 24 hours while a reader is signed in. The checks' code is a
 * chunk fetched only for a signed-in reader. So is the reader's library (saves and follows, the
 * buttons' state: docs/features/library.md), loaded when the member hint says a session exists; it
 * is emptied when the reader leaves.
 */
export function useAuthLifecycle(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);

  useEffect(() => {
    dispatch(restoreUser());
  }, [dispatch]);

  useEffect(() => {
    if (!signedIn) {
      // LIBRARY_SIGNED_OUT (client/store/librarySlice.ts), by its type: the slice is not in this chunk.
      dispatch({ type: 'library/signedOut' });
      return;
    }
    void libraryModule().then(({ startLibrary }) => dispatch(startLibrary()));
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('../store/authThunks.js').then(({ checkSubscription, runDailyCheck }) => {
      if (!live) return;
      void dispatch(runDailyCheck());
      timer = setInterval(() => void dispatch(checkSubscription({ quiet: true })), SUBSCRIPTION_DAILY_CHECK_MS);
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [dispatch, signedIn]);
}
