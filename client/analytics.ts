/** Events for the tag manager's data layer (spec §7). */

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** One page view per route change (and one for the first page). */
export function trackPageView(path: string): void {
  pushEvent({ event: 'page_view', page_path: path, page_location: window.location.href, page_title: document.title });
}
