/**
 * A tier's button on an offer's page: as /subscribe's (client/pages/Subscribe/SubscribeButton.tsx),
 * a visitor logs in or signs up first (the account popup), then the server makes a Checkout
 * Session with the offer's coupon or trial and the browser goes to Stripe. A failure shows the
 * server's message under the button. A premium member's log-in reloads the page
 * (client/store/authThunks.ts): the way on to Checkout is kept in sessionStorage and taken up again
 * once the reloaded page knows them.
 */
import { useEffect, useState } from 'react';
import { OFFER } from '../../../shared/offer-messages.js';
import { TierCheckout } from '../Subscribe/TierCheckout.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { authActions } from '../../store/authSlice.js';
import { goTo } from '../../api/billing.js';
import { startOfferCheckout } from '../../api/offers.js';

/** The offer and tier a visitor was logging in to take, across a reload. */
const INTENT_KEY = 'colophon:offer-checkout';
const intent = {
  read: () => {
    try {
      return sessionStorage.getItem(INTENT_KEY);
    } catch {
      return null;
    }
  },
  write: (value: string | null) => {
    try {
      if (value === null) sessionStorage.removeItem(INTENT_KEY);
      else sessionStorage.setItem(INTENT_KEY, value);
    } catch {
      // storage refused (private mode): without it the reader presses the button again after the reload
    }
  },
};

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
      intent.write(null);
      goTo(url);
    } catch (err) {
      intent.write(null);
      setError((err as Error).message);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!waitingForSignIn) return;
    if (signedIn) {
      // The intent stays until Checkout answers: a premium member's log-in reloads the page meanwhile.
      setWaitingForSignIn(false);
      dispatch(authActions.closePopup());
      void checkout();
    } else if (!popupOpen) {
      intent.write(null);
      setWaitingForSignIn(false); // closed without signing in: a later sign-in elsewhere must not buy
    }
    // checkout reads only the code and tier, which do not change while waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForSignIn, signedIn, popupOpen]);

  // After the reload of a premium member's log-in: on to Checkout, once.
  useEffect(() => {
    if (!signedIn || waitingForSignIn || intent.read() !== `${code}:${tier}`) return;
    void checkout();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const onClick = () => {
    if (signedIn) return void checkout();
    setError(null);
    intent.write(`${code}:${tier}`);
    setWaitingForSignIn(true);
    dispatch(authActions.openPopup('login'));
  };

  return <TierCheckout labels={OFFER} title={title} busy={busy} signedIn={signedIn} error={error} onClick={onClick} />;
}
