/**
 * donate_click events from anywhere on the page (footer, donation popup, article links, the
 * donation page's own buttons): one delegated listener instead of a call in every component.
 */
import { DONATION_EMBED_HOSTS } from '../../shared/constants.js';
import { trackDonateClick } from '../analytics.js';

/** A link to the donation page on this site, or to the donation provider. */
export function isDonateLink(href: string, pageOrigin: string): boolean {
  try {
    const url = new URL(href, pageOrigin);
    if (url.origin === pageOrigin) return url.pathname === '/donate' || url.pathname.startsWith('/donate/');
    return (DONATION_EMBED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** Starts listening; returns the function that stops. */
export function listenForDonateClicks(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || !isDonateLink(href, doc.location.origin)) return;
    trackDonateClick(new URL(href, doc.location.origin).href, link.textContent?.trim() || undefined);
  };
  // Capture: a link that stops propagation (a popup's close-on-click) still counts.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
