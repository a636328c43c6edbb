/** The account page's gift links card: the member's gifts this calendar month, their opens, and Revoke. */
import { useEffect, useState } from 'react';
import type { GiftLinksList } from '../../../shared/gift-links.js';
import { ACCOUNT_PAGE, GIFT } from '../../../shared/premium-messages.js';
import { Link } from '../../components/Link.js';
import { formatDate } from './Membership.js';
import { Alert, Card } from './parts.js';

const json = { Accept: 'application/json' };

export function Gifts() {
  const [list, setList] = useState<GiftLinksList | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/gift-links', { credentials: 'same-origin', headers: json, signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`gift links answered ${res.status}`);
        setList((await res.json()) as GiftLinksList);
      })
      .catch(() => {
        if (!abort.signal.aborted) setError(ACCOUNT_PAGE.loadFailed);
      });
    return () => abort.abort();
  }, []);

  const revoke = async (id: string) => {
    setError(undefined);
    const res = await fetch(`/api/gift-links/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin', headers: json }).catch(() => null);
    if (!res?.ok) {
      setError(ACCOUNT_PAGE.loadFailed);
      return;
    }
    setList((l) => l && { ...l, gifts: l.gifts.map((g) => (g.id === id ? { ...g, revoked: true } : g)) });
  };

  return (
    <Card id="account-gifts" title={GIFT.accountHeading}>
      <Alert message={error} />
      {list && list.gifts.length === 0 && <p className="meta">{GIFT.accountEmpty}</p>}
      {list && list.gifts.length > 0 && (
        <table className="account__gifts">
          <thead>
            <tr>
              <th scope="col">{GIFT.accountStory}</th>
              <th scope="col">{GIFT.accountExpires}</th>
              <th scope="col">{GIFT.accountOpens}</th>
              <th scope="col">
                <span className="visually-hidden">{GIFT.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.gifts.map((g) => (
              <tr key={g.id} className="account__gift">
                <td className="account__gift-story">
                  <Link to={g.path}>{g.title || g.path}</Link>
                </td>
                <td className="account__gift-expires" data-label={GIFT.accountExpires}>
                  {formatDate(g.expiresAt)}
                </td>
                <td className="account__gift-opens" data-label={GIFT.accountOpens}>
                  {g.opens}
                </td>
                <td className="account__gift-action">
                  {g.revoked ? (
                    GIFT.revoked
                  ) : (
                    <button type="button" className="button button--secondary" onClick={() => revoke(g.id)}>
                      {GIFT.revoke}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && <p className="meta">{GIFT.remaining(list.remaining)}</p>}
    </Card>
  );
}
