/**
 * The offer route's error view (client/routes.tsx): an unknown, ended or used-up offer is a 404 that
 * leads to /subscribe; any other error goes on to the root route's boundary, the site's own error page.
 */
import { isRouteErrorResponse } from 'react-router';
import { usePageError } from '../router/hooks.js';
import { Link } from '../components/Link.js';
import { Seo } from '../components/seo/Seo.js';
import { OFFER } from '../../shared/offer-messages.js';

export function OfferUnavailable() {
  const error = usePageError();
  // Any other error is the site's own error page: thrown on to the root route's boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="status-page status-page--not-found offer-unavailable">
      <Seo title={OFFER.unavailableTitle} description={OFFER.unavailableBody} />
      <meta name="robots" content="noindex" />
      <h1>{OFFER.unavailableTitle}</h1>
      <p>{OFFER.unavailableBody}</p>
      <Link to="/subscribe" className="button">
        {OFFER.toSubscribe}
      </Link>
    </div>
  );
}
