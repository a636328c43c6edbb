/** The dataset's image and audio files: /images/<projectId>/<dataset>/<file> (resizing: test/integration/images/) and /media/*. */
import express from 'express';
import request from 'supertest';
import { createContentRoutes } from '../../../server/content/images.js';
import { FIXTURE_DIR } from './helpers.js';

const app = express();
app.use(createContentRoutes({ datasetDir: FIXTURE_DIR }));
app.use((_req, res) => {
  res.status(418).send('fell through');
});

describe('image route', () => {
  it('serves an SVG original as a vector with immutable caching and its type, whatever sizing params ask', async () => {
    const res = await request(app).get('/images/local/production/aaa111-800x600.svg?w=1280&q=70&auto=format');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const gif = await request(app).get('/images/someproject/production/bbb222-400x300.gif');
    expect(gif.status).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
  });

  it.each([
    '/images/local/production/ccc333-10x10.svg', // unknown
    '/images/local/production/aaa111-800x600.exe',
    '/images/local/production/..%2F..%2Fdataset.ndjson',
    '/images/local/production/%2e%2e%2fdataset.ndjson',
    '/images/local/..%2Fimages/aaa111-800x600.svg',
    '/images/local/production/.hidden-1x1.svg',
    '/images/local/production/aaa111-800x600.svg%00.png',
  ])('answers 404 for %s', async (path) => {
    expect((await request(app).get(path)).status).toBe(404);
  });

  it('answers 404 for traversal through the path itself', async () => {
    const res = await request(app).get('/images/local/production/../../dataset.ndjson');
    expect(res.status).not.toBe(200);
    expect(res.text).not.toContain('"_type"');
  });
});

describe('media route', () => {
  it('serves audio with range support', async () => {
    const full = await request(app).get('/media/audio/first.wav');
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toMatch(/^audio\/(wav|wave|x-wav)/);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const part = await request(app).get('/media/audio/first.wav').set('Range', 'bytes=0-3');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-3/844');
    expect(Buffer.from(part.body as Buffer).toString('latin1')).toBe('RIFF');
  });

  it('answers 404 for unknown files and traversal', async () => {
    expect((await request(app).get('/media/audio/nope.wav')).status).toBe(404);
    expect((await request(app).get('/media/..%2Fdataset.ndjson')).status).toBe(404);
    expect((await request(app).get('/media/%2e%2e/dataset.ndjson')).status).not.toBe(200);
  });
});
