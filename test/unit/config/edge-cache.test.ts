/** The edge-cache settings (server/config.ts): purge URLs, Fastly and Cloudflare credentials in pairs. */
import { ConfigError, loadConfig, purgeUrlList } from '../../../server/config.js';

describe('edge cache settings', () => {
  it('default to no edge, Surrogate-Key only, live events followed', () => {
    const config = loadConfig({});
    expect(config.CACHE_PURGE_URLS).toBeUndefined();
    expect(config.CACHE_TAG_HEADER).toBe('off');
    expect(config.FASTLY_API_URL).toBe('https://api.fastly.com');
    expect(config.CLOUDFLARE_API_URL).toBe('https://api.cloudflare.com');
    expect(config.SANITY_LIVE).toBe('on');
  });

  it('reads CACHE_PURGE_URLS separated by spaces or commas', () => {
    expect(purgeUrlList('http://varnish-a:6081/, http://varnish-b:6081/purge')).toEqual(['http://varnish-a:6081/', 'http://varnish-b:6081/purge']);
    expect(loadConfig({ CACHE_PURGE_URLS: 'http://varnish:6081/' }).CACHE_PURGE_URLS).toBe('http://varnish:6081/');
  });

  it.each([
    [{ CACHE_PURGE_URLS: 'varnish:6081' }, 'CACHE_PURGE_URLS: varnish:6081 is not an http(s) URL'],
    [{ FASTLY_SERVICE_ID: 'svc' }, 'FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together'],
    [{ FASTLY_API_TOKEN: 'token' }, 'FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together'],
    [{ CLOUDFLARE_ZONE_ID: 'zone' }, 'CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN go together'],
    [{ CACHE_TAG_HEADER: 'yes' }, 'CACHE_TAG_HEADER'],
  ])('refuses %j with a message', (vars, message) => {
    expect(() => loadConfig(vars)).toThrow(ConfigError);
    expect(() => loadConfig(vars)).toThrow(message);
  });
});
