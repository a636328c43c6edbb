import { trackDonateClick } from '../analytics.js';
import type { FrameData } from '../../shared/frame-data.js';
import { CloseIcon } from './Icons.js';
import { NewsletterForm } from './forms/NewsletterForm.js';
import { SmartLink } from './SmartLink.js';
import { donationAmountLink, type SitePopupKind } from './sitePopupRules.js';

export { whenQuiet } from './sitePopupMoment.js';

interface Props {
  kind: SitePopupKind;
  settings: FrameData['content']['settings'];
  siteName: string;
  onDismiss: () => void;
}

/**
 * The panel of a site popup (SitePopups decides which one and when). Its own chunk with the
 * newsletter form, loaded when the popup's timer fires: most page views never show one.
 */
export default function SitePopupPanel({ kind, settings, siteName, onDismiss }: Props) {
  const donation = settings.donationPopup;
  const email = settings.emailSignUpPopup;
  const title = kind === 'donation' ? donation?.title : email?.title;
  return (
    <>
      {/* At desktop the page dims behind the panel as behind the site's dialogs (site-popups.css); a click there dismisses it. */}
      <div className="site-popup__backdrop no-print" aria-hidden="true" onClick={onDismiss} />
      <aside
        className="site-popup no-print"
        role="dialog"
        aria-modal="false"
        aria-labelledby="site-popup-title"
        onKeyDown={(e) => e.key === 'Escape' && onDismiss()}
      >
        <button type="button" className="icon-button site-popup__close" aria-label="Close" onClick={onDismiss}>
          <CloseIcon />
        </button>
        <h2 id="site-popup-title" className="site-popup__title">
          {title}
        </h2>
        {kind === 'donation' && donation ? (
          <>
            <p className="site-popup__text">{donation.description}</p>
            {donation.amounts.length > 0 && (
              <ul className="site-popup__amounts">
                {donation.amounts.map((amount) => (
                  <li key={amount}>
                    <SmartLink
                      className="button button--secondary"
                      href={donationAmountLink(donation.link, amount)}
                      onClick={() => trackDonateClick(donation.link, `$${amount}`)}
                    >
                      {`$${amount}`}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
            <SmartLink className="button" href={donation.link} onClick={() => trackDonateClick(donation.link, 'Donate')}>
              Donate
            </SmartLink>
          </>
        ) : (
          <>
            <p className="site-popup__text">{email?.description}</p>
            <NewsletterForm siteName={siteName} />
          </>
        )}
      </aside>
    </>
  );
}
