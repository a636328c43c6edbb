/**
 * Events for the tag manager's data layer: plain objects pushed to window.dataLayer,
 * which the tag manager reads once it loads (client/thirdparty) and then watches. The shapes follow
 * GA4's recommended events, so the container maps them without custom variables:
 *
 *   page_view          { page_path, page_location, page_title }     every page load and route change
 *   share              { method: x|facebook|email|print|copy, content_path? }
 *   podcast_play       { podcast_title, episode_title, episode_url }
 *   podcast_complete   { podcast_title, episode_title, episode_url }
 *   search             { search_term }
 *   newsletter_signup  { form_location? }
 *   login / sign_up    { method: password|magic_link|password_reset }
 *   donate_click       { link_url, link_text? }
 *
 * Pushing is safe before the tag manager loads, on the server (a no-op) and with no container set.
 */

export type DataLayerEvent = Record<string, unknown> & { event: string };

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

/** One page view per route change (and one for the first page). `path` is pathname + search. */
export function trackPageView(path: string): void {
  pushEvent({ event: 'page_view', page_path: path, page_location: window.location.href, page_title: document.title });
}

export type ShareMethod = 'x' | 'facebook' | 'email' | 'print' | 'copy';

export function trackShare(method: ShareMethod, contentPath?: string): void {
  pushEvent({ event: 'share', method, ...(contentPath && { content_path: contentPath }) });
}

export interface EpisodeFacts {
  podcastTitle: string;
  episodeTitle: string;
  episodeUrl: string;
}

export function trackPodcast(event: 'podcast_play' | 'podcast_complete', episode: EpisodeFacts): void {
  pushEvent({ event, podcast_title: episode.podcastTitle, episode_title: episode.episodeTitle, episode_url: episode.episodeUrl });
}

export function trackSearch(term: string): void {
  pushEvent({ event: 'search', search_term: term });
}

export function trackNewsletterSignup(formLocation?: string): void {
  pushEvent({ event: 'newsletter_signup', ...(formLocation && { form_location: formLocation }) });
}

export type AuthMethod = 'password' | 'magic_link' | 'password_reset';

export function trackAuth(event: 'login' | 'sign_up', method: AuthMethod): void {
  pushEvent({ event, method });
}

export function trackDonateClick(linkUrl: string, linkText?: string): void {
  pushEvent({ event: 'donate_click', link_url: linkUrl, ...(linkText && { link_text: linkText }) });
}
