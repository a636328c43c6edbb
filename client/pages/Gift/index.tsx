/**
 * /gift: give a gift subscription (a tier, 3, 6 or 12 months, the recipient's email, a message),
 * paid on Stripe Checkout; /gift/thanks is where Checkout returns the buyer. Without Stripe (no
 * `giftOffers` in the frame data) the page says gifts are not on sale. What is on offer and the
 * purchase itself: client/gifts/offers.ts.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { GIFT } from '../../../shared/gift-messages.js';
import { GIFT_MESSAGE_MAX, GIFT_NAME_MAX, GIFT_PATH, GIFT_THANKS_PATH, type GiftOffer } from '../../../shared/gifts.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { buyGift, monthsAfterTier, monthsFor, tierName, tiersOf } from '../../gifts/offers.js';
import './gift.css';

export default function GiftPage() {
  const { pathname } = useLocation();
  const frame = useFrameData();
  const product = frame.content.siteName;
  if (pathname.replace(/\/+$/, '') === GIFT_THANKS_PATH) return <Thanks />;
  const offers = frame.giftOffers ?? [];
  return (
    <div className="container container--narrow gift">
      <Seo title={GIFT.title} description={GIFT.intro(product)} />
      <h1 className="gift__title">{GIFT.title}</h1>
      {offers.length === 0 ? (
        <p className="gift__notice gift__not-on-sale">{GIFT.notOnSale}</p>
      ) : (
        <>
          <p>{GIFT.intro(product)}</p>
          <GiftForm offers={offers} />
        </>
      )}
    </div>
  );
}

function Thanks() {
  return (
    <div className="container container--narrow gift">
      <Seo title={GIFT.thanksTitle} description={GIFT.thanksBody} />
      <h1 className="gift__title">{GIFT.thanksTitle}</h1>
      <p className="gift__notice gift__thanks" role="status">
        {GIFT.thanksBody}
      </p>
      <p>
        <Link to={GIFT_PATH}>{GIFT.giveAnother}</Link>
      </p>
    </div>
  );
}

function GiftForm({ offers }: { offers: GiftOffer[] }) {
  const tiers = tiersOf(offers);
  const [tier, setTier] = useState(tiers[0]!);
  const lengths = monthsFor(offers, tier);
  const [months, setMonths] = useState(lengths.at(-1)!);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [fromName, setFromName] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const chooseTier = (next: string) => {
    setTier(next);
    setMonths(monthsAfterTier(offers, next, months));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await buyGift({ tier, months, recipientEmail, fromName, message });
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <form className="gift__form" onSubmit={submit} noValidate>
      {tiers.length > 1 && (
        <div className="gift__field">
          <label htmlFor="gift-tier">{GIFT.tier}</label>
          <select id="gift-tier" name="tier" value={tier} onChange={(e) => chooseTier(e.target.value)}>
            {tiers.map((t) => (
              <option key={t} value={t}>
                {tierName(t)}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="gift__field">
        <legend>{GIFT.months}</legend>
        <div className="gift__choices">
          {lengths.map((m) => (
            <label key={m}>
              <input type="radio" name="months" value={m} checked={months === m} onChange={() => setMonths(m)} />
              {GIFT.monthsOption(m)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="gift__field">
        <label htmlFor="gift-recipient">{GIFT.recipientEmail}</label>
        <input
          id="gift-recipient"
          name="recipientEmail"
          type="email"
          autoComplete="off"
          required
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.target.value)}
        />
      </div>
      <div className="gift__field">
        <label htmlFor="gift-from">{GIFT.fromName}</label>
        <input
          id="gift-from"
          name="fromName"
          autoComplete="name"
          required
          maxLength={GIFT_NAME_MAX}
          value={fromName}
          onChange={(e) => setFromName(e.target.value)}
        />
      </div>
      <div className="gift__field">
        <label htmlFor="gift-message">{GIFT.message}</label>
        <textarea id="gift-message" name="message" rows={4} maxLength={GIFT_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      {error && (
        <p className="gift__error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button gift__buy" disabled={busy} aria-busy={busy}>
          {busy ? GIFT.redirecting : GIFT.buy}
        </button>
      </div>
    </form>
  );
}
