/**
 * /gift/redeem?code=…: the link of a gift email. The code is checked first (POST /api/gifts/check,
 * signed in or not), so an unknown, used or refunded code is said at once, not after a sign-in. A
 * signed-in member then redeems it with one button; a visitor is offered the account popup (log in
 * or sign up) and stays on this page, so the button is there once they are signed in.
 *
 * The code is read after hydration: the server renders the page without the query (it is not in
 * the page's cache key), and the code is only ever POSTed. It is taken out of the address bar at
 * once (kept in this tab's sessionStorage for a reload), so the tag manager, error reports and
 * browser history never see it (shared/secret-params.ts says which parameters are secrets).
 */
import { useEffect, useState } from 'react';
import { GIFT } from '../../../shared/gift-messages.js';
import { ACCOUNT_PATH } from '../../../shared/billing.js';
import { GIFT_REDEEM_PATH, type GiftRedemption } from '../../../shared/gifts.js';
import { formatDate } from '../../components/content/format.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { BillingApiError } from '../../api/billing.js';
import { checkGiftCode, redeemGift } from '../../api/gifts.js';
import '../Gift/gift.css';

/** Where this tab keeps the code once it has left the address bar. */
const CODE_KEY = 'colophon:gift-code';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The code of the link this tab opened ('' for none), taken out of the address bar. */
function takeCode(): string {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('code');
  if (fromUrl === null) return storage()?.getItem(CODE_KEY) ?? '';
  storage()?.setItem(CODE_KEY, fromUrl);
  params.delete('code');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${GIFT_REDEEM_PATH}${rest ? `?${rest}` : ''}${window.location.hash}`);
  return fromUrl;
}

/** What the check said: the code can be redeemed, it cannot (and why), or we could not tell (offline). */
type Check = { kind: 'checking' } | { kind: 'ok' } | { kind: 'refused'; message: string };

export default function GiftRedeemPage() {
  const dispatch = useAppDispatch();
  const { flags, content } = useFrameData();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const [code, setCode] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
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
      storage()?.removeItem(CODE_KEY);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

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
