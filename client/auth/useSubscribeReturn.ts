import { useEffect, useState } from 'react';
import { useAppDispatch } from '../store/hooks.js';
import { recheckSubscription } from '../store/authThunks.js';

/**
 * The steps view with login enabled: once /subscribe has been opened in another tab, the reader's
 * return (the window regains focus or becomes visible) starts the subscription recheck loop, once.
 * Returns `arm`, to call when the tab is opened. Leaving the steps view stops the loop.
 */
export function useSubscribeReturn(): () => void {
  const dispatch = useAppDispatch();
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const controller = new AbortController();
    let started = false;
    const onReturn = () => {
      if (started || document.visibilityState !== 'visible') return;
      started = true;
      void dispatch(recheckSubscription(controller.signal));
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      controller.abort();
    };
  }, [armed, dispatch]);

  return () => setArmed(true);
}
