/**
 * What a tier's checkout button shows, on /subscribe (SubscribeButton.tsx) and on an offer's page
 * (client/pages/Offer/OfferButton.tsx): the button, its busy state, the log-in hint for a visitor
 * and the server's message when Checkout could not start. Each caller owns how Checkout starts.
 */
export interface TierCheckoutLabels {
  subscribe: string;
  redirecting: string;
  signInToSubscribe: string;
}

export function TierCheckout(props: {
  labels: TierCheckoutLabels;
  title: string;
  busy: boolean;
  signedIn: boolean;
  error: string | null;
  onClick: () => void;
}) {
  const { labels, title, busy, signedIn, error, onClick } = props;
  return (
    <div className="tier__checkout">
      <button
        type="button"
        className="button tier__subscribe"
        onClick={onClick}
        disabled={busy}
        aria-busy={busy}
        aria-label={`${labels.subscribe}: ${title}`}
      >
        {busy ? labels.redirecting : labels.subscribe}
      </button>
      {!signedIn && <p className="tier__hint meta">{labels.signInToSubscribe}</p>}
      {error && (
        <p className="tier__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
