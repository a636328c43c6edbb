/** @jest-environment ./test/support/jsdom-environment.ts */
import {
  pushEvent,
  trackAuth,
  trackDonateClick,
  trackNewsletterSignup,
  trackPageView,
  trackPodcast,
  trackSearch,
  trackShare,
} from '../../../client/analytics.js';

describe('data layer events', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer on first use and appends in order', () => {
    pushEvent({ event: 'a' });
    pushEvent({ event: 'b' });
    expect(window.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('each helper pushes the documented shape', () => {
    document.title = 'A story | The Colophon';
    trackPageView('/sections/news?page=2');
    trackShare('copy', '/sections/news/articles/a');
    trackShare('x');
    trackPodcast('podcast_play', { podcastTitle: 'Weekly', episodeTitle: 'No. 1', episodeUrl: '/podcasts/weekly/no-1' });
    trackPodcast('podcast_complete', { podcastTitle: 'Weekly', episodeTitle: 'No. 1', episodeUrl: '/podcasts/weekly/no-1' });
    trackSearch('bread');
    trackNewsletterSignup('footer');
    trackNewsletterSignup();
    trackAuth('login', 'magic_link');
    trackAuth('sign_up', 'password');
    trackDonateClick('https://mag.example/donate', 'Give');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/sections/news?page=2', page_location: window.location.href, page_title: 'A story | The Colophon' },
      { event: 'share', method: 'copy', content_path: '/sections/news/articles/a' },
      { event: 'share', method: 'x' },
      { event: 'podcast_play', podcast_title: 'Weekly', episode_title: 'No. 1', episode_url: '/podcasts/weekly/no-1' },
      { event: 'podcast_complete', podcast_title: 'Weekly', episode_title: 'No. 1', episode_url: '/podcasts/weekly/no-1' },
      { event: 'search', search_term: 'bread' },
      { event: 'newsletter_signup', form_location: 'footer' },
      { event: 'newsletter_signup' },
      { event: 'login', method: 'magic_link' },
      { event: 'sign_up', method: 'password' },
      { event: 'donate_click', link_url: 'https://mag.example/donate', link_text: 'Give' },
    ]);
  });
});
