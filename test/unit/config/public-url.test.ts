import { ConfigError, loadConfig, withBoundPort } from '../../../server/config.js';
import { siteOrigins } from '../../../server/http/guards.js';

describe('PUBLIC_URL', () => {
  it('is required with APP_ENV=prod, and the message names it', () => {
    expect(() => loadConfig({ APP_ENV: 'prod', SESSION_SECRET: 's'.repeat(32) })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'prod', SESSION_SECRET: 's'.repeat(32) })).toThrow(/^APP_ENV=prod needs PUBLIC_URL/);
    expect(loadConfig({ APP_ENV: 'prod', SESSION_SECRET: 's', PUBLIC_URL: 'https://mag.example' }).PUBLIC_URL).toBe('https://mag.example');
  });

  it('outside prod follows PORT, and the port really bound (PORT=0)', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    const config = loadConfig({ PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(withBoundPort(loadConfig({ PORT: '0' }), 41234)).toMatchObject({ PORT: 41234, PUBLIC_URL: 'http://localhost:41234' });
    // A PUBLIC_URL that was set stays what it says (a proxy in front may listen elsewhere).
    expect(withBoundPort(loadConfig({ PORT: '0', PUBLIC_URL: 'https://mag.example' }), 41234).PUBLIC_URL).toBe('https://mag.example');
  });

  it('on a loopback address, localhost and 127.0.0.1 on that port are the same site', () => {
    expect(siteOrigins('http://localhost:8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
    expect(siteOrigins('http://127.0.0.1:3000/')).toContain('http://localhost:3000');
    expect(siteOrigins('https://www.example.com')).toEqual(['https://www.example.com']);
  });
});
