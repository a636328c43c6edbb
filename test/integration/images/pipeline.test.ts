/**
 * The image pipeline through the whole app (createApp): Sanity's URL parameters applied by sharp to
 * fixture originals, read back with sharp's metadata() and pixel values.
 */
import imageUrlBuilder from '@sanity/image-url';
import request from 'supertest';
import sharp from 'sharp';
import { ALPHA_PNG, isRed, pixel, PHOTO, fixtureAppForFile } from './fixtures.js';

const MODERN = 'image/avif,image/webp,*/*';
const fixtures = fixtureAppForFile();

async function get(url: string, accept?: string) {
  const req = request(fixtures.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const res = await (accept ? req.set('Accept', accept) : req);
  return Object.assign(res, { bytes: res.body as Buffer });
}

describe('auto=format', () => {
  it('answers AVIF or WebP exactly 400 px wide when Accept allows, with Vary: Accept and immutable caching', async () => {
    const res = await get(`${PHOTO}?w=400&auto=format`, MODERN);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Shown on other sites' pages too (a newsletter email in webmail): not the site's same-origin default.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    const meta = await sharp(res.bytes).metadata();
    expect(meta.format).toMatch(/^(heif|webp)$/);
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(267); // aspect kept: 2400x1600
  });

  it('answers WebP to a browser that takes WebP, AVIF to one that takes only AVIF', async () => {
    expect((await get(`${PHOTO}?w=400&auto=format`, 'image/webp,*/*')).headers['content-type']).toBe('image/webp');
    const avif = await get(`${PHOTO}?w=400&auto=format`, 'image/avif,*/*');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', width: 400 });
  });

  it.each([['image/jpeg'], [undefined]])('answers JPEG to Accept %s, and PNG for an original with transparency', async (accept) => {
    const res = await get(`${PHOTO}?w=400&auto=format`, accept);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary).toMatch(/Accept/);
    expect((await sharp(res.bytes).metadata()).width).toBe(400);
    const png = await get(`${ALPHA_PNG}?w=400&auto=format`, accept);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.bytes).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(meta.width).toBe(400);
  });
});

describe('sizes and fits', () => {
  it('w=300&h=300&fit=crop&fm=jpg is a 300x300 JPEG', async () => {
    const res = await get(`${PHOTO}?w=300&h=300&fit=crop&fm=jpg`);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary).toBeUndefined();
    const meta = await sharp(res.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
  });

  it('dpr=2 doubles the width', async () => {
    const one = await sharp((await get(`${PHOTO}?w=400&fm=jpg`)).bytes).metadata();
    const two = await sharp((await get(`${PHOTO}?w=400&dpr=2&fm=jpg`)).bytes).metadata();
    expect(one.width).toBe(400);
    expect(two.width).toBe(800);
  });

  it('h alone keeps the aspect ratio; clip and max never enlarge; scale stretches', async () => {
    expect(await sharp((await get(`${PHOTO}?h=400`)).bytes).metadata()).toMatchObject({ width: 600, height: 400 });
    expect(await sharp((await get(`${PHOTO}?w=3000`)).bytes).metadata()).toMatchObject({ width: 2400, height: 1600 });
    expect(await sharp((await get(`${PHOTO}?w=3000&h=3000&fit=max`)).bytes).metadata()).toMatchObject({ width: 2400 });
    expect(await sharp((await get(`${PHOTO}?w=300&h=300&fit=clip`)).bytes).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp((await get(`${PHOTO}?w=300&h=300&fit=scale`)).bytes).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(await sharp((await get(`${PHOTO}?w=300&h=300&fit=fill&bg=00ff00`)).bytes).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('a lower q gives different, fewer bytes', async () => {
    const low = await get(`${PHOTO}?w=800&q=20&fm=jpg`);
    const high = await get(`${PHOTO}?w=800&q=95&fm=jpg`);
    expect(low.bytes.equals(high.bytes)).toBe(false);
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });
});

describe('crops', () => {
  // The red square fills x 2000-2400, y 0-400 of the original; a 400x400 crop of the 1600x1600
  // middle shows it at its top right only when the crop moves right.
  it('the focal point moves a crop=focalpoint crop', async () => {
    const right = await get(`${PHOTO}?w=400&h=400&fit=crop&crop=focalpoint&fp-x=0.95&fp-y=0.05&fm=png`);
    const left = await get(`${PHOTO}?w=400&h=400&fit=crop&crop=focalpoint&fp-x=0.05&fp-y=0.05&fm=png`);
    expect(isRed(await pixel(right.bytes, 380, 20))).toBe(true);
    expect(isRed(await pixel(left.bytes, 380, 20))).toBe(false);
  });

  it('a hotspot, as @sanity/image-url writes it (a rect), moves the crop', async () => {
    const builder = imageUrlBuilder({ projectId: 'local', dataset: 'production' });
    const urlFor = (x: number) =>
      builder
        .image({ asset: { _ref: 'image-aaa111-2400x1600-jpg' }, hotspot: { x, y: 0.1, width: 0.1, height: 0.1 }, crop: { top: 0, bottom: 0, left: 0, right: 0 } })
        .width(400)
        .height(400)
        .format('png')
        .url()
        .replace('https://cdn.sanity.io', '');
    expect(urlFor(0.9)).toMatch(/rect=800,0,1600,1600/);
    const right = await get(urlFor(0.9));
    const left = await get(urlFor(0.1));
    expect(await sharp(right.bytes).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(isRed(await pixel(right.bytes, 350, 50))).toBe(true);
    expect(isRed(await pixel(left.bytes, 350, 50))).toBe(false);
  });

  it('rect cuts the region out', async () => {
    const res = await get(`${PHOTO}?rect=2000,0,400,400&w=100&fm=png`);
    expect(await sharp(res.bytes).metadata()).toMatchObject({ width: 100, height: 100 });
    expect(isRed(await pixel(res.bytes, 0, 0))).toBe(true);
    expect(isRed(await pixel(res.bytes, 99, 99))).toBe(true);
  });

  it('crop=right anchors a fit=crop crop on the right edge', async () => {
    const res = await get(`${PHOTO}?w=400&h=400&fit=crop&crop=top,right&fm=png`);
    expect(isRed(await pixel(res.bytes, 380, 20))).toBe(true);
  });
});
