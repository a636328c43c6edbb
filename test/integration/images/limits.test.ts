/**
 * The image pipeline's defences and cache: hostile parameters and paths answer 4xx, a broken
 * original a plain 500 without crashing, a repeated request comes from the cache, concurrent
 * identical requests render once, and a full render queue answers 503 with Retry-After.
 */
import express from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { createImageRoutes, IMAGE_RETRY_AFTER_SECONDS, IMAGE_TEXTS } from '../../../server/images/router.js';
import { createImageCache } from '../../../server/images/cache.js';
import { createLimiter } from '../../../server/limiter.js';
import { render } from '../../../server/images/transform.js';
import type { RenderInput } from '../../../server/images/transform.js';
import { CORRUPT, GIF, PHOTO, SVG, fixtureAppForFile } from './fixtures.js';

const fixtures = fixtureAppForFile();

describe('hostile input', () => {
  it.each([
    ['w=abc', 'w must be a whole number'],
    ['w=-1', 'w must be a whole number'],
    ['w=100000', 'at most 4000 px'],
    ['w=2000&dpr=3', 'at most 4000 px'],
    ['fm=exe', 'fm must be one of'],
    ['fit=evil', 'fit must be one of'],
    ['rect=1,2,3', 'rect must be left,top,width,height'],
    ['rect=2000,0,800,400', 'rect must lie within the image (2400x1600)'],
    ['q=500', 'q must be a whole number from 0 to 100'],
    ['dpr=50', 'dpr must be a number from 1 to 3'],
    ['w=100&w=200', 'w must be given once'],
  ])('%s answers 400 with a plain message', async (query, message) => {
    const res = await request(fixtures.app).get(`${PHOTO}?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(message);
  });

  it.each([
    '/images/local/production/..%2F..%2Fdataset.ndjson?w=100',
    '/images/local/production/%2e%2e%2fdataset.ndjson?w=100',
    '/images/local/..%2Fimages/aaa111-2400x1600.jpg?w=100',
    '/images/local/production/fff666-2400x1600.jpg?w=100', // no such original
    '/images/local/production/fff666-2400x1600.jpg',
    '/images/local/production/aaa111-2400x1600.jpg%00.png?w=100',
  ])('%s answers 404', async (url) => {
    expect((await request(fixtures.app).get(url)).status).toBe(404);
  });

  it('answers a plain 500 for an original sharp cannot decode, and keeps serving', async () => {
    const res = await request(fixtures.app).get(`${CORRUPT}?w=50`);
    expect(res.status).toBe(500);
    expect(res.text).toBe(IMAGE_TEXTS.undecodable);
    expect((await request(fixtures.app).get(`${PHOTO}?w=50`)).status).toBe(200);
  });
});

describe('originals', () => {
  it('serves GIFs untouched and SVGs as vectors unless fm asks for a raster', async () => {
    const gif = await request(fixtures.app).get(`${GIF}?w=100`);
    expect(gif.headers['content-type']).toBe('image/gif');
    const svg = await request(fixtures.app).get(`${SVG}?w=100&auto=format`).set('Accept', 'image/webp');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const png = await request(fixtures.app).get(`${SVG}?w=100&fm=png`).buffer(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.body as Buffer).metadata()).toMatchObject({ width: 100, height: 75 });
  });

  it('serves the original as it is without parameters', async () => {
    const res = await request(fixtures.app).get(PHOTO);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 2400, height: 1600 });
  });
});

describe('cache', () => {
  it('serves a second identical request from the cache, byte-identical, and 304 on its ETag', async () => {
    const url = `${PHOTO}?w=321&auto=format`;
    const first = await request(fixtures.app).get(url).set('Accept', 'image/webp');
    const second = await request(fixtures.app).get(url).set('Accept', 'image/webp');
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await request(fixtures.app).get(url).set('Accept', 'image/webp').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    // Another Accept is another entry: a JPEG is not served from the WebP's slot.
    const jpeg = await request(fixtures.app).get(url).set('Accept', 'image/jpeg');
    expect(jpeg.headers['x-image-cache']).toBe('miss');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });
});

function pipelineApp(options: { concurrency: number; maxQueued: number; render: (input: RenderInput) => Promise<Awaited<ReturnType<typeof render>>> }) {
  const cache = createImageCache({ maxBytes: 16 * 1024 * 1024, limiter: createLimiter(options), render: options.render });
  const small = express();
  small.use(createImageRoutes({ datasetDir: fixtures.datasetDir, cache }));
  return { small, cache };
}

describe('render limits', () => {
  it('renders concurrent identical requests once', async () => {
    const { small, cache } = pipelineApp({ concurrency: 2, maxQueued: 8, render });
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(small).get(`${PHOTO}?w=222&fm=jpg`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(cache.renders).toBe(1);
  });

  it('answers 503 with Retry-After when the render queue is full, and recovers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async (input: RenderInput) => {
      await gate;
      return render(input);
    };
    const { small } = pipelineApp({ concurrency: 1, maxQueued: 1, render: slow });
    const running = request(small).get(`${PHOTO}?w=101`).then((r) => r);
    const waiting = request(small).get(`${PHOTO}?w=102`).then((r) => r);
    await new Promise((r) => setTimeout(r, 200));
    const refused = await request(small).get(`${PHOTO}?w=103`);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(IMAGE_RETRY_AFTER_SECONDS));
    expect(refused.text).toBe(IMAGE_TEXTS.queueFull);
    release();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect((await request(small).get(`${PHOTO}?w=103`)).status).toBe(200);
  });
});
