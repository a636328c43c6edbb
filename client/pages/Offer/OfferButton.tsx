/**
 * A tier's button on an offer's page: as /subscribe's (client/pages/Subscribe/SubscribeButton.tsx),
 * a visitor logs in or signs up first (the account popup), then the server makes a Checkout
 * Session with the offer's coupon or trial and the browser goes to Stripe. A failure shows the
 * server's message under the button.
 */
import { useEffect, useState } from 'react';
import { OFFER } from '../../../shared/offer-messages.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { authActions } from '../../store/authSlice.js';
import { goTo } from '../../api/billing.js';
import { startOfferCheckout } from '../../api/offers.js';

export function OfferButton({ code, tier, title }: { code: string; tier: string; title: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const popupOpen = useAppSelector((s) => s.auth.view !== 'none');
  const [busy, setBusy] = useState(false);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkout = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startOfferCheckout({ code, tier });
      goTo(url);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!waitingForSignIn) return;
    if (signedIn) {
      setWaitingForSignIn(false);
      dispatch(authActions.closePopup());
      void checkout();
    } else if (!popupOpen) {
      setWaitingForSignIn(false); // closed without signing in: a later sign-in elsewhere must not buy
    }
    // checkout reads only the code and tier, which do not change while waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForSignIn, signedIn, popupOpen]);

  const onClick = () => {
    if (signedIn) return void checkout();
    setError(null);
    setWaitingForSignIn(true);
    dispatch(authActions.openPopup('login'));
  };

  return (
    <div className="tier__checkout">
      <button
        type="button"
        className="button tier__subscribe"
        onClick={onClick}
        disabled={busy}
        aria-busy={busy}
        aria-label={`${OFFER.subscribe}: ${title}`}
      >
        {busy ? OFFER.redirecting : OFFER.subscribe}
      </button>
      {!signedIn && <p className="tier__hint meta">{OFFER.signInToSubscribe}</p>}
      {error && (
        <p className="tier__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
