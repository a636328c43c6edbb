/**
 * What a podcast app finds when it follows our feeds over the generated dataset: every enclosure is
 * an MP3 whose stated length is the bytes the app serves and whose itunes:duration is the file's real
 * duration (read by music-metadata from the served bytes), the episode pages' JSON-LD states the same
 * duration, and each show's itunes:image is a square JPEG as Apple requires.
 */
import path from 'node:path';
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { createContentRoutes, createContentService } from '../../../server/content/index.js';
import { createFeedsRouter } from '../../../server/feeds/index.js';
import { createLogger } from '../../../server/logger.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import { released, slugOf } from '../../support/dataset.js';
import { parseXml } from '../seo/helpers.js';

const PUBLIC_URL = 'https://mag.example';
const config = testConfig({ PUBLIC_URL });
const content = createContentService({ config, logger: createLogger('silent') });
const feeds = createFeedsRouter({
  query: (groq, params) => content.query(groq, params),
  images: content.images,
  publicUrl: PUBLIC_URL,
  mediaDir: path.join(config.datasetDir, 'media'),
});
// The whole app, so media, images and episode pages are served as a reader's client gets them.
const app = buildTestApp(content, { config, contentRoutes: createContentRoutes(config), routers: [feeds] });

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** GET a site path, the body as raw bytes whatever its type. */
function bytes(sitePath: string, headers: Record<string, string> = {}) {
  return request(app)
    .get(sitePath)
    .set(headers)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

const sitePath = (url: string): string => {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

/** '1:02:03' or '0:48' to seconds. */
const clockSeconds = (clock: string): number => clock.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
/** 'PT1M5S' to seconds. */
const isoSeconds = (iso: string): number => {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!m) throw new Error(`not an ISO 8601 duration: ${iso}`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
};

/** Real durations by site path, read from the served bytes once per file. */
const served = new Map<string, { length: number; duration: number }>();
async function audioFile(link: string) {
  const known = served.get(link);
  if (known) return known;
  const res = await bytes(link);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('audio/mpeg');
  const body = res.body as Buffer;
  const { format } = await parseBuffer(body, { mimeType: 'audio/mpeg', size: body.length }, { duration: true });
  const file = { length: body.length, duration: format.duration ?? Number.NaN };
  served.set(link, file);
  return file;
}

const podcasts = released('podcast').map((p) => slugOf(p._id));

describe('podcast feeds: enclosures and durations are the truth about the files', () => {
  it.each(podcasts)('%s: every enclosure is an MP3 of the served length and duration', async (slug) => {
    const res = await request(app).get(`/podcasts/${slug}/feed.xml`);
    expect(res.status).toBe(200);
    const items = [...parseXml(res.text).getElementsByTagName('item')];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const enclosure = item.getElementsByTagName('enclosure')[0];
      expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
      const file = await audioFile(sitePath(enclosure.getAttribute('url')!));
      expect(file.duration).toBeGreaterThanOrEqual(30);
      expect(Number(enclosure.getAttribute('length'))).toBe(file.length);
      const duration = item.getElementsByTagNameNS(ITUNES, 'duration')[0]?.textContent ?? '';
      expect(Math.abs(clockSeconds(duration) - file.duration)).toBeLessThanOrEqual(1);
    }
  });

  it('serves several distinct MP3s across the shows', () => {
    expect(served.size).toBeGreaterThanOrEqual(4);
  });

  it.each(podcasts)('%s: itunes:image is a square JPEG of 1400 to 3000 px', async (slug) => {
    const doc = parseXml((await request(app).get(`/podcasts/${slug}/feed.xml`)).text);
    const href = doc.getElementsByTagNameNS(ITUNES, 'image')[0].getAttribute('href')!;
    // Asked of the image pipeline as Sanity's CDN would be: a fixed JPEG, cropped square.
    const params = new URL(href).searchParams;
    expect({ w: params.get('w'), h: params.get('h'), fm: params.get('fm'), fit: params.get('fit'), auto: params.get('auto') }).toEqual({
      w: '1400',
      h: '1400',
      fm: 'jpg',
      fit: 'crop',
      auto: null,
    });
    const res = await bytes(sitePath(href));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { format, width, height } = await sharp(res.body as Buffer).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
  });

  it.each(podcasts)('%s: the newest episode page states the real duration in its JSON-LD', async (slug) => {
    const podcastId = released('podcast').find((p) => p.slug.current === slug)!._id;
    const episode = released('podcastEpisode').find((e) => e.podcast._ref === podcastId)!;
    const res = await request(app).get(`/podcasts/${slug}/${episode.slug.current}`);
    expect(res.status).toBe(200);
    const scripts = [...new JSDOM(res.text).window.document.querySelectorAll('script[type="application/ld+json"]')];
    const ld = scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>).find((d) => d['@type'] === 'PodcastEpisode');
    expect(ld).toBeDefined();
    const media = ld!.associatedMedia as { contentUrl: string; duration: string };
    const file = await audioFile(sitePath(media.contentUrl));
    expect(Math.abs(isoSeconds(media.duration) - file.duration)).toBeLessThanOrEqual(1);
    expect(Math.abs(isoSeconds(ld!.timeRequired as string) - file.duration)).toBeLessThanOrEqual(1);
  });

  it('answers a Range request on an episode MP3 with 206 and exactly those bytes', async () => {
    const audio = released('podcastEpisode')[0].content[0];
    const link = audio._type === 'podcastAudio' ? audio.podcastAudioLink : '';
    const whole = (await bytes(link)).body as Buffer;
    const part = await bytes(link, { Range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
    expect((part.body as Buffer).equals(whole.subarray(1000, 2000))).toBe(true);
  });
});
