import { parseTrustProxy } from '../../../server/ops/trust-proxy.js';
import { channelFor } from '../../../server/ops/purge-channel.js';
import { ConfigError, loadConfig } from '../../../server/config.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('takes a list of addresses, CIDR ranges and Express range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4 ,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', 'any client pick its own address'],
    ['10.0.0.0/33', 'bad prefix length (0-32)'],
    ['proxy.internal', '"proxy.internal" is not an IP address'],
    ['10.0.0.1/8/2', 'is not an IP address'],
    ['11', 'at most 10 proxy hops'],
  ])('refuses %j with a message', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is one process by default', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
  });

  it('needs PostgreSQL for more than one worker (PGlite has one writer per folder)', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY above 1 needs DATABASE_URL');
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u:p@db/colophon', SESSION_SECRET: 's'.repeat(64) }).WEB_CONCURRENCY).toBe(2);
  });

  it.each(['0', 'two', '1.5'])('refuses %j', (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://u:p@db/colophon', SESSION_SECRET: 's'.repeat(64) })).toThrow(ConfigError);
  });
});

describe('purge channel names', () => {
  it('give each schema sharing a database its own channel', () => {
    expect(channelFor('public')).toBe('colophon_purge');
    expect(channelFor(null)).toBe('colophon_purge');
    expect(channelFor('staging')).toBe('colophon_purge_staging');
    expect(channelFor('s'.repeat(80))).toHaveLength(63);
  });
});
