import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useFrameData } from '../root-data.js';
import { popupDelayMs, popupFor, POPUP_DISMISSED_KEY, type SitePopupKind } from './sitePopupRules.js';
// The panel's styles stay in the main bundle, so it never shows unstyled when its code arrives.
import './site-popups.css';

const loadPanel = () => import('./SitePopupPanel.js');
const Panel = lazy(loadPanel);

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
 * global settings. A non-modal panel in a corner that appears after a while, once the page is
 * quiet (no dialog, no typing, no paywall); dismissing it keeps it away for a week. Rendered only after hydration, so server and client markup agree; the
 * panel's code is fetched when the timer fires, and the panel shows once it has arrived.
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
    let live = true;
    const timer = setTimeout(() => {
      // A failed fetch shows nothing; the next page view tries again. Then it waits for a quiet
      // moment: no dialog open, no typing; never over a paywall (sitePopupMoment.ts).
      loadPanel()
        .then((m) => m.whenQuiet(() => live))
        .then(
          (ok) => ok && setKind(next),
          () => undefined,
        );
    }, popupDelayMs());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [settings, pathname]);

  // One ask at a time: while the panel is open, the page's sticky bars (the section call to action)
  // step aside (site-popups.css), so neither covers the other's close button.
  useEffect(() => {
    if (!kind) return;
    document.body.dataset.sitePopup = kind;
    return () => {
      delete document.body.dataset.sitePopup;
    };
  }, [kind]);

  if (!kind) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage refused (private mode): it simply shows again next time
    }
    setKind(null);
  };
  return (
    <Suspense fallback={null}>
      <Panel kind={kind} settings={settings} siteName={content.siteName} onDismiss={dismiss} />
    </Suspense>
  );
}
