/**
 * A frozen image (the server's shared page data) has its URLs built once per config; the same
 * URLs as a fresh build, whatever the options, and never another config's.
 */
import { jest } from '@jest/globals';
import type { ImageConfig } from '../../../shared/images.js';

const real = (await import('@sanity/image-url')).default;
const builds = jest.fn(real);
jest.unstable_mockModule('@sanity/image-url', () => ({ default: builds }));
const { imageSrcSet, imageUrl } = await import('../../../shared/images.js');

const sanity: ImageConfig = Object.freeze({ projectId: 'proj', dataset: 'production', baseUrl: 'https://cdn.sanity.io' });
const local: ImageConfig = Object.freeze({ projectId: 'local', dataset: 'production', baseUrl: '' });
const image = () => ({ id: 'image-abc123-2000x1000-jpg', hotspot: { x: 0.3, y: 0.6, width: 0.5, height: 0.5 } });

describe('image URLs of a frozen image', () => {
  beforeEach(() => builds.mockClear());

  it('are built once per options and config, and equal a fresh build', () => {
    const frozen = Object.freeze(image());
    const first = imageUrl(sanity, frozen, { width: 600 });
    const set = imageSrcSet(sanity, frozen, [320, 640, 960], { aspectRatio: 16 / 9 });
    const calls = builds.mock.calls.length;
    expect(imageUrl(sanity, frozen, { width: 600 })).toBe(first);
    expect(imageSrcSet(sanity, frozen, [320, 640, 960], { aspectRatio: 16 / 9 })).toBe(set);
    expect(builds.mock.calls.length).toBe(calls);
    expect(first).toBe(imageUrl(sanity, image(), { width: 600 }));
    expect(set).toBe(imageSrcSet(sanity, image(), [320, 640, 960], { aspectRatio: 16 / 9 }));
  });

  it('keep options, widths and configs apart', () => {
    const frozen = Object.freeze(image());
    expect(imageUrl(sanity, frozen, { width: 600 })).not.toBe(imageUrl(sanity, frozen, { width: 600, quality: 50 }));
    expect(imageSrcSet(sanity, frozen, [320, 640])).not.toBe(imageSrcSet(sanity, frozen, [320, 640], { aspectRatio: 1 }));
    expect(imageSrcSet(sanity, frozen, [320, 640])).not.toBe(imageSrcSet(sanity, frozen, [320, 960]));
    expect(imageUrl(local, frozen, { width: 600 })).toBe(imageUrl(local, image(), { width: 600 }));
    expect(imageUrl(local, frozen, { width: 600 })).toMatch(/^\/images\/local\/production\//);
    expect(imageUrl(sanity, frozen, { width: 600 })).toMatch(/^https:\/\/cdn\.sanity\.io\//);
  });

  it('are built every time for an image that may change', () => {
    const open = image();
    imageUrl(sanity, open, { width: 600 });
    const calls = builds.mock.calls.length;
    open.id = 'image-def456-2000x1000-jpg';
    expect(imageUrl(sanity, open, { width: 600 })).toContain('def456');
    expect(builds.mock.calls.length).toBeGreaterThan(calls);
  });
});
