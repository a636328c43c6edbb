/** Podcasts index, podcast and episode pages over the generated dataset. */
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { PodcastEpisodeDocument } from '../../../tools/dataset/schema.js';
import { byId, ofType, released, slugOf } from '../../support/dataset.js';
import { expectSizedImages, images, jsonLd, pagesApp, render, texts, usDate } from './helpers.js';

const app = pagesApp();
const episodeDate = (e: PodcastEpisodeDocument) => e.releaseDate ?? e.date ?? e._createdAt;

describe('/podcasts', () => {
  it('lists the podcasts global settings name, in order, with art and listen links', async () => {
    const settings = byId('globalSettings') as { podcasts?: { _ref: string }[] };
    const expected = (settings.podcasts ?? []).map((r) => byId(r._ref) as { title: string; releaseDate?: string }).filter(Boolean);
    const page = await render(app, '/podcasts');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Podcasts | The Colophon');
    expect(texts(page.main, '.podcast-tile__title')).toEqual(expected.map((p) => p.title));
    expect(images(page.main, '.podcast-tile img')).toHaveLength(expected.length);
    expect(page.main.querySelector('.listen-links a[href*="podcasts.apple.com"]')).not.toBeNull();
    expectSizedImages(page.main);
  });
});

describe('/podcasts/:slug', () => {
  for (const chronological of [true, false]) {
    it(`shows page 1 of the episodes ${chronological ? 'oldest' : 'newest'} first`, async () => {
      const podcast = released('podcast').find((p) => Boolean(p.chronologicalOrder) === chronological)!;
      const episodes = released('podcastEpisode')
        .filter((e) => e.podcast._ref === podcast._id)
        .sort((a, b) => episodeDate(a).localeCompare(episodeDate(b)) || a._id.localeCompare(b._id) * (chronological ? 1 : -1));
      if (!chronological) episodes.reverse();
      const page = await render(app, `/podcasts/${podcast.slug.current}`);
      expect(page.status).toBe(200);
      // Seo never repeats the site name when the SEO title already ends with it.
      expect(page.title).toContain(podcast.seo?.title ?? podcast.title);
      expect(page.title).toMatch(/The Colophon$/);
      expect(page.main.querySelector('h1')?.textContent).toBe(podcast.title);
      if (podcast.dek) expect(page.main.textContent).toContain(podcast.dek);
      const titles = texts(page.main, '.episode-row__title');
      expect(titles).toEqual(episodes.slice(0, PAGE_SIZE).map((e) => e.title));
      expect(texts(page.main, '.episode-row__date')).toEqual(episodes.slice(0, PAGE_SIZE).map((e) => usDate(episodeDate(e))));
      if (episodes.length > PAGE_SIZE) expect(page.main.querySelector('a[rel="next"]')?.getAttribute('href')).toContain('page=2');
      expectSizedImages(page.main);
    });
  }

  it('has credits and the listen and subscribe links (RSS: the podcast’s own, else ours)', async () => {
    const podcast = released('podcast')[0];
    const page = await render(app, `/podcasts/${podcast.slug.current}`);
    const links = [...page.main.querySelectorAll('.listen-links a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(podcast.applePodcastLink);
    expect(links).toContain(podcast.spotifyPodcastLink);
    expect(links).toContain(podcast.amazonPodcastLink);
    const feed = podcast.rssLink ?? `/podcasts/${podcast.slug.current}/feed.xml`;
    expect(links).toContain(feed);
    // Feed readers and podcast apps find the same feed from the page's head.
    expect([...page.doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute('href'))).toContain(feed);
    expect(links).toContain(podcast.subscribeLink);
    if (podcast.amazonPodcastText) expect(texts(page.main, '.listen-links a')).toContain(podcast.amazonPodcastText);
    expect(page.main.querySelector('.podcast__credits')?.textContent).toContain('Produced by');
  });

  it('answers 404 for an unknown podcast', async () => {
    expect((await render(app, '/podcasts/no-such-show')).status).toBe(404);
  });
});

describe('/podcasts/:slug/:episode', () => {
  const episode = released('podcastEpisode').find((e) => !e.releaseDate && e.date)!;
  const podcastSlug = slugOf(episode.podcast._ref);

  it('shows the episode with its date, the player, notes and JSON-LD', async () => {
    const page = await render(app, `/podcasts/${podcastSlug}/${episode.slug.current}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(episode.title);
    expect(page.main.querySelector('.episode__intro time')?.textContent).toBe(usDate(episode.date!));
    const player = page.main.querySelector('.audio-player')!;
    expect(player.querySelector('button.audio-player__play')?.getAttribute('aria-label')).toBe(`Play ${episode.title}`);
    expect(player.querySelector('input[type="range"]')?.getAttribute('aria-label')).toContain(episode.title);
    expect(texts(player, 'button').slice(1)).toEqual(['15', '30', '1x']);
    const ld = jsonLd(page.doc).find((d) => d['@type'] === 'PodcastEpisode')!;
    expect(ld).toMatchObject({ name: episode.title, datePublished: episode.date });
    expectSizedImages(page.main);
  });

  it('never shows a future episode', async () => {
    const now = new Date().toISOString();
    const future = ofType('podcastEpisode').find((e) => e.releaseDate && e.releaseDate > now && !e._id.startsWith('drafts.'));
    expect(future).toBeDefined();
    expect((await render(app, `/podcasts/${slugOf(future!.podcast._ref)}/${future!.slug.current}`)).status).toBe(404);
  });
});

describe('episode pages describe the episode, not the series', () => {
  it('meta description, og:description and JSON-LD description are the episode’s own text on every sampled episode', async () => {
    const episodes = released('podcastEpisode').filter((_, i) => i % 12 === 0);
    expect(episodes.length).toBeGreaterThan(5);
    for (const episode of episodes) {
      const podcast = byId(episode.podcast._ref) as { dek?: string; slug: { current: string } };
      const page = await render(app, `/podcasts/${podcast.slug.current}/${episode.slug.current}`);
      const description = page.doc.querySelector('meta[name="description"]')?.getAttribute('content');
      const og = page.doc.querySelector('meta[property="og:description"]')?.getAttribute('content');
      const ld = jsonLd(page.doc).find((b) => b['@type'] === 'PodcastEpisode') as { description?: string };
      const own = episode.seo?.description ?? episode.dek;
      expect({ path: episode.slug.current, description }).toEqual({ path: episode.slug.current, description: own });
      expect(og).toBe(own);
      expect(ld.description).toBe(own);
      expect(description).not.toBe(podcast.dek);
    }
  }, 60_000);
});
