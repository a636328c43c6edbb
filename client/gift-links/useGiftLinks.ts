import { useEffect, useState } from 'react';
import type { GiftLinksList } from '../../shared/gift-links.js';
import { ACCOUNT_PAGE } from '../../shared/premium-messages.js';
import { listGiftLinks, revokeGiftLink } from '../api/gift-links.js';

export interface GiftLinks {
  /** The member's gift links this calendar month, and how many remain; null until the server answers. */
  list: GiftLinksList | null;
  /** What went wrong loading the list or revoking a link. */
  error?: string;
  /** Revokes a link: it shows as revoked once the server did. */
  revoke: (id: string) => Promise<void>;
}

/** A premium member's gift links, for the account page's card (client/pages/Account/Gifts.tsx). */
export function useGiftLinks(): GiftLinks {
  const [list, setList] = useState<GiftLinksList | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    listGiftLinks(abort.signal)
      .then(setList)
      .catch(() => {
        if (!abort.signal.aborted) setError(ACCOUNT_PAGE.loadFailed);
      });
    return () => abort.abort();
  }, []);

  const revoke = async (id: string) => {
    setError(undefined);
    if (!(await revokeGiftLink(id))) {
      setError(ACCOUNT_PAGE.loadFailed);
      return;
    }
    setList((l) => l && { ...l, gifts: l.gifts.map((g) => (g.id === id ? { ...g, revoked: true } : g)) });
  };

  return { list, error, revoke };
}
