import { imageSrcSet, imageUrl, type ImageConfig } from '../../../shared/images.js';

const sanity: ImageConfig = { projectId: 'proj', dataset: 'production', baseUrl: 'https://cdn.sanity.io' };
const local: ImageConfig = { projectId: 'local', dataset: 'production', baseUrl: '' };
const jpg = { id: 'image-abc123-2000x1000-jpg' };
const gif = { id: 'image-def456-400x300-gif' };

describe('image URL builder', () => {
  it('applies the defaults: width 1280, quality 70, dpr 1, auto=format', () => {
    const url = new URL(imageUrl(sanity, jpg));
    expect(url.origin + url.pathname).toBe('https://cdn.sanity.io/images/proj/production/abc123-2000x1000.jpg');
    // dpr=1 is the CDN's own default, which @sanity/image-url leaves out of the URL.
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '1280', q: '70', auto: 'format' });
  });

  it('takes width, height, quality and dpr', () => {
    const url = new URL(imageUrl(sanity, jpg, { width: 600, height: 300, quality: 50, dpr: 2 }));
    expect(url.searchParams.get('w')).toBe('600');
    expect(url.searchParams.get('h')).toBe('300');
    expect(url.searchParams.get('q')).toBe('50');
    expect(url.searchParams.get('dpr')).toBe('2');
  });

  it('asks for a fixed format and fit instead of auto=format when told to (podcast art must be a JPEG)', () => {
    const square = { id: 'image-abc123-2000x2000-jpg' }; // already square: no rect to cut
    const url = new URL(imageUrl(sanity, square, { width: 1400, height: 1400, format: 'jpg', fit: 'crop' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '1400', h: '1400', q: '70', fm: 'jpg', fit: 'crop' });
  });

  it('returns GIFs untouched', () => {
    expect(imageUrl(sanity, gif, { width: 300 })).toBe('https://cdn.sanity.io/images/proj/production/def456-400x300.gif');
  });

  it('swaps the production host for the mirror host', () => {
    const mirrored = { ...sanity, mirrorHost: 'images.mirror.example' };
    expect(imageUrl(mirrored, jpg)).toMatch(/^https:\/\/images\.mirror\.example\/images\/proj\/production\/abc123/);
    expect(imageUrl({ ...sanity, mirrorHost: 'https://m.example/' }, gif)).toBe(
      'https://m.example/images/proj/production/def456-400x300.gif',
    );
  });

  it('points at site paths for the local source', () => {
    expect(imageUrl(local, jpg, { width: 100 })).toMatch(/^\/images\/local\/production\/abc123-2000x1000\.jpg\?w=100&/);
  });

  it('honours the crop', () => {
    const cropped = { ...jpg, crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 } };
    expect(new URL(imageUrl(sanity, cropped, { width: 500 })).searchParams.get('rect')).toBe('500,100,1000,800');
  });

  it('centres on the hotspot when the aspect ratio changes', () => {
    const left = { ...jpg, hotspot: { x: 0.1, y: 0.5, width: 0.1, height: 0.1 } };
    const right = { ...jpg, hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } };
    const rect = (img: typeof left) =>
      new URL(imageUrl(sanity, img, { width: 100, height: 100 })).searchParams.get('rect');
    expect(rect(left)).toBe('0,0,1000,1000');
    expect(rect(right)).toBe('1000,0,1000,1000');
  });

  it('builds a srcset over widths', () => {
    const set = imageSrcSet(sanity, jpg, [320, 640]);
    expect(set.split(', ')).toHaveLength(2);
    expect(set).toMatch(/w=320.* 320w, .*w=640.* 640w$/);
    expect(imageSrcSet(sanity, gif, [320, 640])).toBe('https://cdn.sanity.io/images/proj/production/def456-400x300.gif 1x');
  });
});
