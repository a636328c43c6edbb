import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { checkSubscription, restoreUser, runDailyCheck } from '../store/authThunks.js';
import { authTimings } from './timings.js';

/**
 * The frame's part of spec §4: bring back the stored user once hydrated, check the subscription on
 * load unless done today, then every 24 hours while a reader is signed in.
 */
export function useAuthLifecycle(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);

  useEffect(() => {
    dispatch(restoreUser());
  }, [dispatch]);

  useEffect(() => {
    if (!signedIn) return;
    void dispatch(runDailyCheck());
    const timer = setInterval(() => void dispatch(checkSubscription({ quiet: true })), authTimings().dailyCheckMs);
    return () => clearInterval(timer);
  }, [dispatch, signedIn]);
}
