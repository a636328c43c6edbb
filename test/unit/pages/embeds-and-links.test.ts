/** Podcast listen links, the newsletter email rule and encyclopedia groups. */
import { feedPath, listenLinks } from '../../../client/components/audio/podcastLinks.js';
import { z } from 'zod';
import { EMAIL_PATTERN, isValidEmail } from '../../../shared/validation.js';
import { groupTerms, initialOf, letterId } from '../../../client/pages/Encyclopedia/groupTerms.js';

describe('listenLinks', () => {
  const podcast = {
    slug: 'the-show',
    applePodcastLink: 'https://podcasts.apple.com/show',
    spotifyPodcastLink: 'https://open.spotify.com/show/1',
    amazonPodcastLink: 'https://music.amazon.com/podcasts/1',
    amazonPodcastText: 'Listen on Amazon Music',
    subscribeLink: 'https://podcasts.apple.com/show?mt=2',
  };

  it('lists Apple, Spotify, Amazon (with its text), RSS and subscribe; our own feed when no rssLink', () => {
    expect(listenLinks(podcast).map((l) => [l.label, l.href])).toEqual([
      ['Apple Podcasts', podcast.applePodcastLink],
      ['Spotify', podcast.spotifyPodcastLink],
      ['Listen on Amazon Music', podcast.amazonPodcastLink],
      ['RSS feed', '/podcasts/the-show/feed.xml'],
      ['Subscribe', podcast.subscribeLink],
    ]);
    expect(listenLinks({ ...podcast, rssLink: 'https://feeds.example/show.xml' }).find((l) => l.key === 'rss')?.href).toBe(
      'https://feeds.example/show.xml',
    );
    expect(feedPath('a b')).toBe('/podcasts/a%20b/feed.xml');
  });

  it('prefers an episode’s own platform links and drops unsafe ones', () => {
    const links = listenLinks({ ...podcast, spotifyPodcastLink: 'javascript:alert(1)' }, { apple: 'https://podcasts.apple.com/ep' });
    expect(links.find((l) => l.key === 'apple')?.href).toBe('https://podcasts.apple.com/ep');
    expect(links.find((l) => l.key === 'spotify')).toBeUndefined();
  });
});

describe('newsletter email rule', () => {
  it('accepts ordinary addresses and rejects the rest', () => {
    for (const ok of ['reader@example.com', 'first.last+news@mail.example.co.uk', ' padded@example.org ']) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['', 'plain', 'a@b', 'a..b@example.com', 'a@@b.com', 'a b@c.com', '@example.com', `${'x'.repeat(250)}@example.com`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('the input\'s pattern compiles as browsers compile it and judges like zod\'s email rule', () => {
    const browser = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
    for (const email of ['reader@example.com', "o'neil@example.io", 'a-b@c-d.org', 'a..b@example.com', '.a@b.co', 'a.@b.co', 'a-@b.co', 'a@b', 'a@b.c']) {
      expect(browser.test(email), email).toBe(z.regexes.email.test(email));
    }
  });
});

describe('encyclopedia groups', () => {
  it('groups terms A–Z by first letter, accents stripped, others last under #', () => {
    const terms = ['zaftig', 'Aleph', 'afikoman', 'Ésrog', '18 (chai)', 'bimah'].map((term) => ({ term }));
    expect(groupTerms(terms).map((g) => [g.letter, g.terms.map((t) => t.term)])).toEqual([
      ['A', ['afikoman', 'Aleph']],
      ['B', ['bimah']],
      ['E', ['Ésrog']],
      ['Z', ['zaftig']],
      ['#', ['18 (chai)']],
    ]);
    expect(initialOf('  ḥamets')).toBe('H');
    expect(letterId('#')).toBe('terms-other');
    expect(letterId('Q')).toBe('terms-q');
  });
});
