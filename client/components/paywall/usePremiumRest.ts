import { useEffect, useRef, useState } from 'react';
import type { Block } from '../../../shared/content/blocks.js';
import type { PremiumBody } from '../../../shared/content/paywall.js';
import { authActions } from '../../store/authSlice.js';
import { saveUser } from '../../store/authStorage.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';
import { loadParts } from '../../on-demand.js';

export type PremiumRest = { state: 'locked' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; blocks: Block[] };

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** The server's word on the signed-in reader's subscription (the status check, without its reload). */
async function isActive(signal: AbortSignal): Promise<boolean> {
  const res = await fetch('/api/auth/check-subscription-status', { method: 'POST', credentials: 'same-origin', headers: json, body: '{}', signal });
  return res.ok && ((await res.json()) as { active?: unknown }).active === true;
}

/**
 * The gated part of a premium article's body, fetched after hydration when the reader is premium
 * (the public page never holds it; the server decides from the session). The premium flag kept in
 * the browser is checked once a day, so it can be stale: a signed-in reader it calls free is asked
 * about once (a member who just subscribed in another tab reads on at once), and one the server
 * refuses the rest to (lapsed, signed out elsewhere) loses the flag and sees the paywall.
 */
export function usePremiumRest(bodyUrl: string): PremiumRest {
  const { user } = useAuth();
  const signedIn = user !== null;
  const premium = user?.isPremium === true;
  const dispatch = useAppDispatch();
  const [rest, setRest] = useState<PremiumRest>({ state: 'locked' });
  // The stored user as it is now (to write its corrected flag back), and whether this page already
  // corrected it: a correction re-runs the effect, which must not correct again.
  const current = useRef(user);
  current.current = user;
  const corrected = useRef(false);
  useEffect(() => {
    if (!signedIn) {
      setRest({ state: 'locked' });
      return;
    }
    const abort = new AbortController();
    const correct = (isPremium: boolean) => {
      const stored = current.current;
      if (corrected.current || !stored || stored.isPremium === isPremium) return;
      corrected.current = true;
      dispatch(authActions.setPremium(isPremium));
      saveUser({ ...stored, isPremium });
    };
    const ignoreAbort = (fallback: PremiumRest) => () => {
      if (!abort.signal.aborted) setRest(fallback);
    };
    if (!premium) {
      setRest({ state: 'locked' });
      if (!corrected.current) isActive(abort.signal).then((active) => active && correct(true), ignoreAbort({ state: 'locked' }));
      return () => abort.abort();
    }
    setRest({ state: 'loading' });
    fetch(bodyUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: abort.signal })
      .then(async (res) => {
        if (res.status === 401 || res.status === 403) {
          setRest({ state: 'locked' });
          correct(false);
          return;
        }
        if (!res.ok) throw new Error(`premium body answered ${res.status}`);
        const { blocks } = (await res.json()) as PremiumBody;
        // The rest may embed a part (a podcast player) the teaser did not: its blocks are the body's own.
        await loadParts(blocks.some((b) => b._type === 'podcastPlayer') ? ['podcastPlayer'] : []);
        if (!abort.signal.aborted) setRest({ state: 'loaded', blocks });
      })
      .catch(ignoreAbort({ state: 'failed' }));
    return () => abort.abort();
  }, [bodyUrl, signedIn, premium, dispatch]);
  return rest;
}
