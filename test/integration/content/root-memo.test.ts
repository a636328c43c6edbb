/**
 * Every page's base data (and the redirect list) is derived once per content TTL outside preview (it
 * is the same for all pages), purged with the content cache; preview always derives it afresh.
 */
import { CONTENT_CACHE_TTL_MS } from '../../../shared/constants.js';
import type { FetchOptions, QueryParams } from '../../../server/content/source.js';
import { createLocalSource } from '../../../server/content/sources/local.js';
import { FIXTURE_DIR, fixtureService, PREVIEW, PUBLIC } from './helpers.js';

describe('root data memo', () => {
  it('reuses the derived root data within the TTL and derives it again after', async () => {
    let now = 1_000_000;
    const { service } = fixtureService({ cache: { clock: () => now } });
    const first = await service.loadRoot(PUBLIC);
    expect(first.siteName).toBe('The Colophon');
    expect(await service.loadRoot(PUBLIC)).toBe(first);
    now += CONTENT_CACHE_TTL_MS + 1;
    const later = await service.loadRoot(PUBLIC);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
  });

  it('keeps the parsed redirect list the same way (outside preview only)', async () => {
    const { service } = fixtureService();
    const list = await service.redirects(PUBLIC);
    expect(Object.isFrozen(list)).toBe(true);
    expect(await service.redirects(PUBLIC)).toBe(list);
    expect(await service.redirects(PREVIEW)).not.toBe(list);
    service.purge();
    const fresh = await service.redirects(PUBLIC);
    expect(fresh).not.toBe(list);
    expect(fresh).toEqual(list);
  });

  it('is purged with the content cache (publish webhook)', async () => {
    const { service } = fixtureService();
    const first = await service.loadRoot(PUBLIC);
    service.purge();
    expect(await service.loadRoot(PUBLIC)).not.toBe(first);
  });

  it('never serves preview from the memo, nor the memo from preview', async () => {
    const { service } = fixtureService();
    const published = await service.loadRoot(PUBLIC);
    const preview = await service.loadRoot(PREVIEW);
    expect(preview).not.toBe(published);
    expect(await service.loadRoot(PREVIEW)).not.toBe(preview);
    expect(await service.loadRoot(PUBLIC)).toBe(published);
  });

  it('does not keep a failed load: the next request tries again', async () => {
    let fail = true;
    const real = createLocalSource({ location: FIXTURE_DIR });
    const { service } = fixtureService({
      source: {
        fetch<T>(query: string, params: QueryParams, opts: FetchOptions): Promise<T> {
          return fail ? Promise.reject(new Error('source down')) : real.fetch<T>(query, params, opts);
        },
      },
    });
    await expect(service.loadRoot(PUBLIC)).rejects.toThrow();
    fail = false;
    await expect(service.loadRoot(PUBLIC)).resolves.toMatchObject({ siteName: 'The Colophon' });
  });
});
