import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Block } from '../../../shared/content/blocks.js';
import type { PaywallGate } from '../../../shared/content/paywall.js';
import { giftBodyUrl, type GiftBody } from '../../../shared/gift-links.js';
import { loadParts } from '../../on-demand.js';

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
    fetch(giftBodyUrl(kind, slug, token), { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: abort.signal })
      .then(async (res) => {
        if (res.status === 410 || res.status === 404 || res.status === 400) {
          setRest({ state: 'expired' });
          return;
        }
        if (!res.ok) throw new Error(`gift body answered ${res.status}`);
        const { blocks, gift } = (await res.json()) as GiftBody;
        await loadParts(blocks.some((b) => b._type === 'podcastPlayer') ? ['podcastPlayer'] : []);
        if (!abort.signal.aborted) setRest({ state: 'loaded', blocks, from: gift.from });
      })
      .catch(() => {
        if (!abort.signal.aborted) setRest({ state: 'failed' });
      });
    return () => abort.abort();
  }, [kind, slug, enabled, search]);
  return rest;
}
