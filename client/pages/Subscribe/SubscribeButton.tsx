/**
 * A tier's 'Subscribe' button when Stripe Checkout is configured: a visitor is asked to log in or
 * sign up first (the account popup), then the button asks the server for a Checkout Session and
 * sends the browser to Stripe. A failure shows the server's message under the button.
 */
import { useEffect, useState } from 'react';
import { BILLING } from '../../../shared/premium-messages.js';
import { TierCheckout } from './TierCheckout.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { authActions } from '../../store/authSlice.js';
import { goTo, startCheckout } from '../../api/billing.js';

export function SubscribeButton({ tier, title }: { tier: string; title: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.auth.user !== null);
  const popupOpen = useAppSelector((s) => s.auth.view !== 'none');
  const [busy, setBusy] = useState(false);
  // Clicked while signed out: checkout continues once the popup has signed the reader in.
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkout = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startCheckout(tier);
      goTo(url);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!waitingForSignIn) return;
    if (signedIn) {
      // The sign-in lands in the store before the popup moves on, so this comes first.
      setWaitingForSignIn(false);
      dispatch(authActions.closePopup());
      void checkout();
    } else if (!popupOpen) {
      setWaitingForSignIn(false); // closed without signing in: a later sign-in elsewhere must not buy
    }
    // checkout reads only the tier, which does not change while waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForSignIn, signedIn, popupOpen]);

  const onClick = () => {
    if (signedIn) return void checkout();
    setError(null);
    setWaitingForSignIn(true);
    dispatch(authActions.openPopup('login'));
  };

  return <TierCheckout labels={BILLING} title={title} busy={busy} signedIn={signedIn} error={error} onClick={onClick} />;
}
