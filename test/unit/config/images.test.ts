/** The image pipeline's settings (IMAGE_CACHE_MB, IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_QUEUE_MAX). */
import { ConfigError, loadConfig } from '../../../server/config.js';

describe('image pipeline settings', () => {
  it('default to a 64 MB cache, 2 renders at once and 64 waiting', () => {
    expect(loadConfig({})).toMatchObject({ IMAGE_CACHE_MB: 64, IMAGE_RENDER_CONCURRENCY: 2, IMAGE_RENDER_QUEUE_MAX: 64 });
  });

  it('read the environment', () => {
    const config = loadConfig({ IMAGE_CACHE_MB: '256', IMAGE_RENDER_CONCURRENCY: '4', IMAGE_RENDER_QUEUE_MAX: '0' });
    expect(config).toMatchObject({ IMAGE_CACHE_MB: 256, IMAGE_RENDER_CONCURRENCY: 4, IMAGE_RENDER_QUEUE_MAX: 0 });
  });

  it.each([
    ['IMAGE_CACHE_MB', '0'],
    ['IMAGE_CACHE_MB', 'lots'],
    ['IMAGE_RENDER_CONCURRENCY', '0'],
    ['IMAGE_RENDER_QUEUE_MAX', '-1'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
