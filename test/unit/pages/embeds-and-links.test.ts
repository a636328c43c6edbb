/** Donation/membership embeds, podcast listen links, the newsletter email rule and encyclopedia groups. */
import { allowedUrl, framesFromElements } from '../../../client/pages/Donate/embed.js';
import { sanitizeEmbed } from '../../../server/content/sanitize-embed.js';
import { feedPath, listenLinks } from '../../../client/components/audio/podcastLinks.js';
import { z } from 'zod';
import { EMAIL_PATTERN, isValidEmail } from '../../../shared/validation.js';
import { groupTerms, initialOf, letterId } from '../../../client/pages/Encyclopedia/groupTerms.js';

const HOST = 'https://donate.colophon-giving.org';

/** What a reader gets of an embed: the server's sanitiser, then the page's iframes. */
const embedFrames = (code: string | undefined) => framesFromElements(sanitizeEmbed(code));

describe('embeds (server sanitiser + page frames)', () => {
  it('keeps only allowlisted https iframes of provider HTML, with title and height', () => {
    const html = [
      '<div class="donation-embed">',
      `<iframe src="${HOST}/embed/fund?theme=light&amp;amounts=18,36" title="Donate" height="760" onerror="window.location='https://evil.example'"></iframe>`,
      `<script src="${HOST}/embed/resize.js" async></script>`,
      '<script src="https://cdn.example-ads.net/collect.js"></script>',
      '<script>document.cookie</script>',
      '<img src="https://cdn.example-ads.net/pixel.gif" onerror="alert(1)">',
      '<iframe src="https://evil.example/frame"></iframe>',
      `<iframe src="http://donate.colophon-giving.org/insecure"></iframe>`,
      `<iframe src='javascript:alert(1)'></iframe>`,
      '</div>',
    ].join('\n');
    expect(embedFrames(html)).toEqual([{ src: `${HOST}/embed/fund?theme=light&amounts=18,36`, title: 'Donate', height: 760 }]);
  });

  it('accepts a bare allowed URL, and rejects look-alike hosts and credentials', () => {
    expect(embedFrames(`${HOST}/embed/membership?plan=reader`)).toEqual([{ src: `${HOST}/embed/membership?plan=reader` }]);
    expect(allowedUrl('https://donate.colophon-giving.org.evil.example/x')).toBeUndefined();
    expect(allowedUrl('https://user:pw@donate.colophon-giving.org/x')).toBeUndefined();
    expect(allowedUrl('https://donate.colophon-giving.org:8443/x')).toBeUndefined();
    expect(allowedUrl('not a url')).toBeUndefined();
    expect(embedFrames(undefined)).toEqual([]);
    expect(embedFrames('<iframe src="https://donate.colophon-giving.org/a" height="99999">')).toEqual([{ src: `${HOST}/a` }]);
  });

  it('is not fooled by quotes and brackets inside attributes', () => {
    const tricky = `<iframe title="a > b" data-x='"' src="${HOST}/ok"></iframe><iframe title='<iframe src="https://evil.example">'></iframe>`;
    expect(embedFrames(tricky).map((f) => f.src)).toEqual([`${HOST}/ok`]);
  });
});

describe('framesFromElements', () => {
  it('renders the sanitised donation embed as iframes only, rechecking each source', () => {
    const frames = framesFromElements([
      { tag: 'iframe', src: `${HOST}/embed/fund`, title: 'Donate', height: '760' },
      { tag: 'script', src: 'https://js.colophon-giving.org/resize.js', async: true },
      { tag: 'iframe', src: 'https://evil.example/x', height: '100%' },
      { tag: 'iframe', src: `${HOST}/embed/other`, height: '100%' },
    ]);
    expect(frames).toEqual([
      { src: `${HOST}/embed/fund`, title: 'Donate', height: 760 },
      { src: `${HOST}/embed/other`, title: undefined, height: undefined },
    ]);
  });
});

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
