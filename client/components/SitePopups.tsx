import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { trackDonateClick } from '../analytics.js';
import { useFrameData } from '../root-data.js';
import { CloseIcon } from './Icons.js';
import { NewsletterForm } from './forms/NewsletterForm.js';
import { SmartLink } from './SmartLink.js';
import { donationAmountLink, popupDelayMs, popupFor, POPUP_DISMISSED_KEY, type SitePopupKind } from './sitePopupRules.js';
import './site-popups.css';

function readDismissedAt(): number | null {
  try {
    const v = Number(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * The donation popup (when active), otherwise the email sign-up popup (when active), both from
 * global settings. A non-modal panel in a corner that appears after a while; dismissing it keeps
 * it away for a week. Rendered only after hydration, so server and client markup agree.
 */
export function SitePopups() {
  const { content } = useFrameData();
  const { pathname } = useLocation();
  const [kind, setKind] = useState<SitePopupKind | null>(null);
  const settings = content.settings;

  useEffect(() => {
    const next = popupFor(settings, pathname, readDismissedAt(), Date.now());
    if (!next) {
      setKind(null);
      return;
    }
    const timer = setTimeout(() => setKind(next), popupDelayMs());
    return () => clearTimeout(timer);
  }, [settings, pathname]);

  if (!kind) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage refused (private mode): it simply shows again next time
    }
    setKind(null);
  };
  const donation = settings.donationPopup;
  const email = settings.emailSignUpPopup;
  const title = kind === 'donation' ? donation?.title : email?.title;
  return (
    <aside
      className="site-popup no-print"
      role="dialog"
      aria-modal="false"
      aria-labelledby="site-popup-title"
      onKeyDown={(e) => e.key === 'Escape' && dismiss()}
    >
      <button type="button" className="icon-button site-popup__close" aria-label="Close" onClick={dismiss}>
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
          <NewsletterForm id="site-popup-newsletter" siteName={content.siteName} />
        </>
      )}
    </aside>
  );
}
