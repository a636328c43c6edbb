import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { restoreUser } from '../store/authRestore.js';
import { SUBSCRIPTION_DAILY_CHECK_MS } from '../../shared/constants.js';

/**
 * The frame's account duties: bring back the stored user once hydrated, check the subscription on
 * load unless done today, then every 24 hours while a reader is signed in. The checks' code is a
 * chunk fetched only for a signed-in reader.
 */
export function useAuthLifecycle(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);

  useEffect(() => {
    dispatch(restoreUser());
  }, [dispatch]);

  useEffect(() => {
    if (!signedIn) return;
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
