/**
 * /gift/redeem?code=…: the link of a gift email. A signed-in member redeems the code with one
 * button; a visitor is offered the account popup (log in or sign up) and stays on this page, so the
 * button is there once they are signed in. The code is read after hydration: the server renders the
 * page without the query (it is not in the page's cache key), and the code is only ever POSTed.
 */
import { useEffect, useState } from 'react';
import { GIFT } from '../../../shared/gift-messages.js';
import { ACCOUNT_PATH } from '../../../shared/billing.js';
import type { GiftRedemption } from '../../../shared/gifts.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { redeemGift } from '../Gift/api.js';
import '../Gift/gift.css';

/** Dates in UTC, as the account page writes them. */
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function GiftRedeemPage() {
  const dispatch = useAppDispatch();
  const { flags, content } = useFrameData();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<GiftRedemption>();

  useEffect(() => {
    setCode(new URLSearchParams(window.location.search).get('code') ?? '');
  }, []);

  const redeem = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone(await redeemGift(code ?? ''));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container container--narrow gift gift-redeem">
      <Seo title={GIFT.redeemTitle} description={GIFT.redeemIntro(content.siteName)} />
      <h1 className="gift__title">{GIFT.redeemTitle}</h1>
      {done ? (
        <>
          <p className="gift__notice gift__redeemed" role="status">
            {GIFT.redeemed(DATE.format(new Date(done.until)))}
          </p>
          <p>
            <Link to={ACCOUNT_PATH} className="button">
              {GIFT.toAccount}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{GIFT.redeemIntro(content.siteName)}</p>
          {code === '' && (
            <p className="gift__error" role="alert">
              {GIFT.codeMissing}
            </p>
          )}
          {code && signedIn && (
            <div>
              <button type="button" className="button gift__redeem" onClick={redeem} disabled={busy} aria-busy={busy}>
                {busy ? GIFT.redeeming : GIFT.redeem}
              </button>
            </div>
          )}
          {code && !signedIn && (
            <div className="gift__signed-out">
              <p>{GIFT.signInToRedeem}</p>
              {flags.login && (
                <button type="button" className="button gift__log-in" onClick={() => dispatch(authActions.openPopup('login'))}>
                  {GIFT.logInToRedeem}
                </button>
              )}
            </div>
          )}
          {error && (
            <p className="gift__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
