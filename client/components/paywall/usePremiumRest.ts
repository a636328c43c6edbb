import { useEffect, useRef, useState } from 'react';
import type { Block } from '../../../shared/content/blocks.js';
import type { PremiumBody } from '../../../shared/content/paywall.js';
import { authActions } from '../../store/authSlice.js';
import { saveUser } from '../../store/authStorage.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';

export type PremiumRest = { state: 'locked' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; blocks: Block[] };

/**
 * The gated part of a premium article's body, fetched after hydration for a signed-in reader (the
 * public page never holds it). The server decides from the session; its answer also corrects the
 * premium flag kept in the browser, which can be a day old (a member who just subscribed in
 * another tab reads on at once; one whose subscription lapsed sees the paywall).
 */
export function usePremiumRest(bodyUrl: string): PremiumRest {
  const { user } = useAuth();
  const signedIn = user !== null;
  const premium = user?.isPremium === true;
  const dispatch = useAppDispatch();
  const [rest, setRest] = useState<PremiumRest>({ state: 'locked' });
  // The stored user as it is when the answer comes; correcting its flag must not refetch.
  const current = useRef(user);
  current.current = user;
  useEffect(() => {
    if (!signedIn) {
      setRest({ state: 'locked' });
      return;
    }
    const abort = new AbortController();
    // A reader the browser believes premium waits for the rest; anyone else reads the panel meanwhile.
    setRest({ state: premium ? 'loading' : 'locked' });
    const remember = (isPremium: boolean) => {
      const stored = current.current;
      if (!stored || stored.isPremium === isPremium) return;
      dispatch(authActions.setPremium(isPremium));
      saveUser({ ...stored, isPremium });
    };
    fetch(bodyUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: abort.signal })
      .then(async (res) => {
        if (res.status === 401 || res.status === 403) {
          remember(false);
          setRest({ state: 'locked' });
          return;
        }
        if (!res.ok) throw new Error(`premium body answered ${res.status}`);
        const body = (await res.json()) as PremiumBody;
        setRest({ state: 'loaded', blocks: body.blocks });
        remember(true);
      })
      .catch(() => {
        if (!abort.signal.aborted) setRest({ state: premium ? 'failed' : 'locked' });
      });
    return () => abort.abort();
    // Only who is signed in and the address start a request; `premium` only picks the state shown
    // meanwhile, so the flag this request corrects does not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyUrl, signedIn, dispatch]);
  return rest;
}
