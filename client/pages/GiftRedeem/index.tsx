/**
 * /gift/redeem?code=…: the link of a gift email. The code is checked first (POST /api/gifts/check,
 * signed in or not), so an unknown, used or refunded code is said at once, not after a sign-in. A
 * signed-in member then redeems it with one button; a visitor is offered the account popup (log in
 * or sign up) and stays on this page, so the button is there once they are signed in.
 *
 * The code is read after hydration and only ever POSTed, and it leaves the address bar at once
 * (client/gifts/useGiftRedemption.ts, client/gifts/redeem-code.ts).
 */
import { GIFT } from '../../../shared/gift-messages.js';
import { ACCOUNT_PATH } from '../../../shared/billing.js';
import { formatDate } from '../../components/content/format.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { useGiftRedemption } from '../../gifts/useGiftRedemption.js';
import '../Gift/gift.css';

export default function GiftRedeemPage() {
  const dispatch = useAppDispatch();
  const { flags, content } = useFrameData();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const { code, check, busy, error, done, redeem } = useGiftRedemption();

  const usable = !!code && check.kind === 'ok';
  return (
    <div className="container container--narrow gift gift-redeem">
      <Seo title={GIFT.redeemTitle} description={GIFT.redeemIntro(content.siteName)} />
      <h1 className="gift__title">{GIFT.redeemTitle}</h1>
      {done ? (
        <>
          <p className="gift__notice gift__redeemed" role="status">
            {GIFT.redeemed(formatDate(done.until))}
          </p>
          <p>
            <Link to={ACCOUNT_PATH} className="button">
              {GIFT.toAccount}
            </Link>
          </p>
        </>
      ) : (
        <>
          {code === '' && (
            <p className="gift__error" role="alert">
              {GIFT.codeMissing}
            </p>
          )}
          {code !== '' && check.kind === 'checking' && (
            <p className="gift__checking" role="status">
              {GIFT.checking}
            </p>
          )}
          {code && check.kind === 'refused' && (
            <p className="gift__error" role="alert">
              {check.message}
            </p>
          )}
          {usable && <p>{GIFT.redeemIntro(content.siteName)}</p>}
          {usable && signedIn && (
            <div>
              <button type="button" className="button gift__redeem" onClick={redeem} disabled={busy} aria-busy={busy}>
                {busy ? GIFT.redeeming : GIFT.redeem}
              </button>
            </div>
          )}
          {usable && !signedIn && (
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
