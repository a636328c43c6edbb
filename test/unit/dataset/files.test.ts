import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { collect, generateInto, type Generated } from './generated.js';

let g: Generated;
beforeAll(() => {
  g = generateInto();
});
afterAll(() => g.cleanup());

describe('image files', () => {
  it('has a few dozen artworks plus the section logos', () => {
    const assets = g.ofType('sanity.imageAsset');
    const logos = assets.filter((a) => a.originalFilename.includes('-logo-'));
    expect(assets.length - logos.length).toBeGreaterThanOrEqual(30);
    expect(assets.length - logos.length).toBeLessThanOrEqual(60);
    expect(logos.length).toBe(g.ofType('section').length * 3);
    const ratios = new Set(assets.map((a) => `${a.metadata.dimensions.width}x${a.metadata.dimensions.height}`));
    for (const size of ['1600x900', '1500x1000', '1200x1500', '1000x1000', '2400x800']) expect(ratios).toContain(size);
  });

  it('stores every asset as a file whose name, hash, size and dimensions match its document', () => {
    for (const a of g.ofType('sanity.imageAsset')) {
      const { width, height, aspectRatio } = a.metadata.dimensions;
      expect(a._id).toBe(`image-${a.assetId}-${width}x${height}-svg`);
      expect(a.assetId).toMatch(/^[0-9a-f]{40}$/);
      expect(a.path).toBe(`images/local/production/${a.assetId}-${width}x${height}.svg`);
      expect(a.url).toBe(`https://cdn.sanity.io/${a.path}`);
      expect(aspectRatio).toBeCloseTo(width / height, 3);
      const file = path.join(g.dir, 'images', `${a.assetId}-${width}x${height}.svg`);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file);
      expect(createHash('sha1').update(svg).digest('hex')).toBe(a.assetId);
      expect(svg.length).toBe(a.size);
      expect(svg.length).toBeLessThan(6 * 1024);
      const head = /<svg\b[^>]*>/.exec(svg.toString('utf8'))?.[0] ?? '';
      expect(head).toContain(`width="${width}"`);
      expect(head).toContain(`height="${height}"`);
      expect(head).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(a.metadata.lqip).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
      expect(a.metadata.palette?.dominant?.background).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('audio files', () => {
  it('serves every episode’s audio as a short 16-bit mono PCM WAV of the declared length', () => {
    const links = new Map<string, number>();
    for (const e of g.ofType('podcastEpisode')) {
      for (const block of e.content) if (block._type === 'podcastAudio') links.set(block.podcastAudioLink, block.durationSeconds ?? 0);
    }
    expect(links.size).toBeGreaterThanOrEqual(3);
    expect(links.size).toBeLessThanOrEqual(5);
    for (const [link, seconds] of links) {
      const wav = readFileSync(path.join(g.dir, link.replace(/^\/media\//, 'media/')));
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wav.readUInt16LE(20)).toBe(1); // PCM
      expect(wav.readUInt16LE(22)).toBe(1); // mono
      const rate = wav.readUInt32LE(24);
      expect([8000, 16000]).toContain(rate);
      expect(wav.readUInt16LE(34)).toBe(16);
      const duration = wav.readUInt32LE(40) / (rate * 2);
      expect(duration).toBeGreaterThanOrEqual(2);
      expect(duration).toBeLessThanOrEqual(4);
      expect(duration).toBeCloseTo(seconds, 1);
    }
  });
});

describe('dataset file', () => {
  it('is NDJSON of reasonable size, one document per line, including the image assets', () => {
    const lines = g.ndjson.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 1).toBe(g.docs.length);
    expect(statSync(path.join(g.dir, 'dataset.ndjson')).size).toBeLessThan(25e6);
    expect(g.docs.filter((d) => d._type === 'sanity.imageAsset').length).toBeGreaterThan(0);
    expect(g.result.counts.article).toBe(g.ofType('article').length);
    expect(collect(g.docs, 'podcastAudioLink').length).toBeGreaterThan(0);
  });
});
