/** The rendered-image cache (server/images/cache.ts): a byte budget, one render per key at a time. */
import { createImageCache } from '../../../server/images/cache.js';
import { createLimiter } from '../../../server/limiter.js';
import { parseImageParams } from '../../../server/images/params.js';
import type { RenderInput } from '../../../server/images/transform.js';

const input: RenderInput = { file: '/nowhere/a-1x1.jpg', params: parseImageParams({ w: '10' }), format: 'jpg' };
const fakeRender = (bytes: number) => async () => ({ body: Buffer.alloc(bytes, 1), format: 'jpg' as const, width: 10, height: 10 });

describe('createImageCache', () => {
  it('keeps renders within its byte budget, evicting the least recently used', async () => {
    const cache = createImageCache({ maxBytes: 10_000, limiter: createLimiter({ concurrency: 2, maxQueued: 8 }), render: fakeRender(3_000) });
    for (let i = 0; i < 5; i++) await cache.get(`k${i}`, input);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.has('k0')).toBe(false);
    expect(cache.has('k4')).toBe(true);
    expect((await cache.get('k4', input)).hit).toBe(true);
    expect((await cache.get('k0', input)).hit).toBe(false);
    expect(cache.renders).toBe(6);
  });

  it('serves a render larger than the whole budget without keeping it', async () => {
    const cache = createImageCache({ maxBytes: 1_000, limiter: createLimiter({ concurrency: 1, maxQueued: 1 }), render: fakeRender(5_000) });
    const { image } = await cache.get('big', input);
    expect(image.body.length).toBe(5_000);
    expect(cache.has('big')).toBe(false);
  });

  it('shares one render among concurrent requests for a key, and gives every answer the same ETag', async () => {
    const cache = createImageCache({ maxBytes: 10_000, limiter: createLimiter({ concurrency: 2, maxQueued: 8 }), render: fakeRender(100) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('same', input)));
    expect(cache.renders).toBe(1);
    expect(new Set(answers.map((a) => a.image.etag)).size).toBe(1);
    expect(answers[0]?.image.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk hiccup');
      return fakeRender(10)();
    };
    const cache = createImageCache({ maxBytes: 10_000, limiter: createLimiter({ concurrency: 1, maxQueued: 1 }), render: flaky });
    await expect(cache.get('k', input)).rejects.toThrow('disk hiccup');
    await expect(cache.get('k', input)).resolves.toMatchObject({ hit: false });
  });
});
