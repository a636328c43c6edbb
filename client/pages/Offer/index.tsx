/**
 * /offer/CODE: an offer's landing page (server/offers/): what it gives and for how long, and a
 * button per tier into Stripe Checkout with its coupon or trial. Without Stripe (or a price for its
 * tier and cadence) it says offers are not on sale. An unknown, ended or used-up offer never reaches
 * this page: its loader answers 404 (client/offers/OfferUnavailable.tsx).
 */
import { usePageData } from '../../router/hooks.js';
import type { OfferView } from '../../../shared/offers.js';
import { OFFER } from '../../../shared/offer-messages.js';
import { formatDate } from '../../components/content/format.js';
import { Link } from '../../components/Link.js';
import { Seo } from '../../components/seo/Seo.js';
import { useFrameData } from '../../root-data.js';
import { OfferButton } from './OfferButton.js';
import '../Subscribe/subscribe.css';
import './offer.css';

export default function OfferPage() {
  const offer = usePageData() as OfferView | undefined;
  const { content, flags } = useFrameData();
  if (!offer) return null;
  const headline = OFFER.headline(offer.kind, offer.value, offer.months, offer.currency);
  const details = OFFER.details(offer.kind, offer.value, offer.cadence, content.siteName);
  const onSale = offer.onSale && flags.login;
  return (
    <div className="container container--narrow offer">
      <Seo title={`${headline} | ${OFFER.title(offer.code)}`} description={details} />
      <p className="offer__code meta">{OFFER.title(offer.code)}</p>
      <h1 className="offer__headline">{headline}</h1>
      <p className="offer__details">{details}</p>
      {offer.endsAt && <p className="offer__ends meta">{OFFER.endsOn(formatDate(offer.endsAt))}</p>}
      {onSale ? (
        <ul className="tiers__list offer__tiers" aria-label="Membership levels">
          {offer.tiers.map((tier) => (
            <li key={tier.key} className="tier">
              <h2 className="tier__title">{tier.title}</h2>
              <p className="tier__price">{headline}</p>
              <OfferButton code={offer.code} tier={tier.key} title={tier.title} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="offer__notice" role="status">
            {OFFER.notOnSale}
          </p>
          <p>
            <Link to="/subscribe" className="button">
              {OFFER.toSubscribe}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
