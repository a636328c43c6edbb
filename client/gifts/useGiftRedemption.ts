import { useEffect, useState } from 'react';
import type { GiftRedemption } from '../../shared/gifts.js';
import { BillingApiError } from '../api/billing.js';
import { checkGiftCode, redeemGift } from '../api/gifts.js';
import { forgetCode, takeCode } from './redeem-code.js';

/** What the check said: the code can be redeemed, it cannot (and why), or we could not tell (offline). */
export type GiftCheck = { kind: 'checking' } | { kind: 'ok' } | { kind: 'refused'; message: string };

export interface GiftRedemptionState {
  /** The link's code: null before hydration, '' when the link had none. */
  code: string | null;
  check: GiftCheck;
  busy: boolean;
  error?: string;
  /** Set once redeemed: until when the member is premium. */
  done?: GiftRedemption;
  /** Redeems the code for the signed-in member. */
  redeem: () => Promise<void>;
}

/**
 * /gift/redeem's logic: the code is read after hydration (the server renders the page without the
 * query, which is not in the page's cache key) and checked at once (POST /api/gifts/check, signed in
 * or not), so an unknown, used or refunded code is said before any sign-in; then redeemed on request.
 */
export function useGiftRedemption(): GiftRedemptionState {
  const [code, setCode] = useState<string | null>(null);
  const [check, setCheck] = useState<GiftCheck>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<GiftRedemption>();

  useEffect(() => {
    const taken = takeCode();
    setCode(taken);
    if (!taken) return;
    let live = true;
    checkGiftCode(taken)
      .then(() => live && setCheck({ kind: 'ok' }))
      .catch((err: unknown) => {
        if (!live) return;
        // The server's refusal (4xx: unknown, used, refunded, unpaid, too many checks) is said now;
        // when it could not answer, redeeming will say what is wrong.
        const status = err instanceof BillingApiError ? err.status : 0;
        setCheck(status >= 400 && status < 500 ? { kind: 'refused', message: (err as Error).message } : { kind: 'ok' });
      });
    return () => {
      live = false;
    };
  }, []);

  const redeem = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone(await redeemGift(code ?? ''));
      forgetCode();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { code, check, busy, error, done, redeem };
}
