import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Block } from '../../shared/content/blocks.js';
import type { PaywallGate } from '../../shared/content/paywall.js';
import { fetchGiftBody } from '../api/gift-links.js';
import { blockPartsIn, loadParts } from '../on-demand.js';

export type GiftRest = { state: 'none' } | { state: 'loading' } | { state: 'expired' } | { state: 'failed' } | { state: 'loaded'; blocks: Block[]; from: string };

/**
 * The rest of a premium story opened from a gift link (`?gift=<token>`), for a reader who is not a
 * premium member. The token is read after hydration: the server renders (and caches) the page
 * without it, so the first render in the browser must not depend on it either. The body comes from
 * the gift body endpoint (private, no-store); a link that no longer opens answers 410 (or 404) and
 * shows as expired, never as an error.
 */
export function useGiftRest({ kind, slug }: Pick<PaywallGate, 'kind' | 'slug'>, enabled: boolean): GiftRest {
  const { search } = useLocation();
  const [rest, setRest] = useState<GiftRest>({ state: 'none' });
  useEffect(() => {
    const token = new URLSearchParams(search).get('gift');
    if (!enabled || !token) {
      setRest({ state: 'none' });
      return;
    }
    const abort = new AbortController();
    setRest({ state: 'loading' });
    fetchGiftBody(kind, slug, token, abort.signal)
      .then(async (answer) => {
        if (answer.kind === 'expired') {
          setRest({ state: 'expired' });
          return;
        }
        const { blocks, gift } = answer.body;
        await loadParts(blockPartsIn(blocks));
        if (!abort.signal.aborted) setRest({ state: 'loaded', blocks, from: gift.from });
      })
      .catch(() => {
        if (!abort.signal.aborted) setRest({ state: 'failed' });
      });
    return () => abort.abort();
  }, [kind, slug, enabled, search]);
  return rest;
}
