import { useEffect, useState } from 'react';
import type { Block } from '../../../shared/content/blocks.js';
import type { PremiumBody } from '../../../shared/content/paywall.js';
import { authActions, selectIsPremium } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';

export type PremiumRest = { state: 'locked' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; blocks: Block[] };

/**
 * The gated part of a premium article's body, fetched after hydration when the reader's stored
 * account says premium (the server decides from the session; the public page never holds it). When
 * the server disagrees (401/403: signed out or lapsed elsewhere), the stored flag is corrected and
 * the reader sees the paywall.
 */
export function usePremiumRest(bodyUrl: string): PremiumRest {
  const premium = useAppSelector(selectIsPremium);
  const dispatch = useAppDispatch();
  const [rest, setRest] = useState<PremiumRest>({ state: 'locked' });
  useEffect(() => {
    if (!premium) {
      setRest({ state: 'locked' });
      return;
    }
    const abort = new AbortController();
    setRest({ state: 'loading' });
    fetch(bodyUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: abort.signal })
      .then(async (res) => {
        if (res.status === 401 || res.status === 403) {
          dispatch(authActions.setPremium(false));
          return;
        }
        if (!res.ok) throw new Error(`premium body answered ${res.status}`);
        const body = (await res.json()) as PremiumBody;
        setRest({ state: 'loaded', blocks: body.blocks });
      })
      .catch(() => {
        if (!abort.signal.aborted) setRest({ state: 'failed' });
      });
    return () => abort.abort();
  }, [bodyUrl, premium, dispatch]);
  return rest;
}
