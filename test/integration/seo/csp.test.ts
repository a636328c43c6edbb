/** The Content-Security-Policy names exactly the hosts of the enabled third-party scripts. */
import request from 'supertest';
import { seoApp } from './helpers.js';
import { DONATION_EMBED_HOSTS } from '../../../shared/constants.js';
import { INLINE_SCRIPT_HASHES } from '../../../server/security.js';

const IDS = {
  GTM_ID: 'GTM-TEST123',
  META_PIXEL_ID: '1234567890',
  DONOR_CRM_URL: 'https://crm.donors.test/visit.js',
  RETENTION_SNIPPET_URL: 'https://retention.example.test/snippet.js',
  ADS_SCRIPT_URL: 'https://ads.example.test/ads.js',
  TEXT_LINKER_URL: 'https://linker.example.test/linker.js',
  SENTRY_DSN: 'https://publickey@o1.ingest.sentry.test/42',
};

async function csp(vars: Record<string, string>): Promise<Record<string, string[]>> {
  const res = await request(seoApp(vars)).get('/robots.txt');
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('CSP and the donation embed', () => {
  it('script-src and frame-src allow exactly the two allowlisted provider hosts (and the site itself)', async () => {
    const policy = await csp({});
    const hosts = DONATION_EMBED_HOSTS.map((h) => `https://${h}`);
    expect(hosts).toHaveLength(2);
    expect(policy['script-src']).toEqual(["'self'", ...INLINE_SCRIPT_HASHES, ...hosts]);
    expect(policy['frame-src']).toEqual(["'self'", ...hosts]);
  });
});

describe('CSP and third-party scripts', () => {
  it('allows no third-party script host when none is configured', async () => {
    const policy = await csp({});
    expect(policy['script-src']).not.toEqual(expect.arrayContaining([expect.stringMatching(/googletagmanager|facebook|\.test/)]));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('lists each configured script host, the hosts they report to and the error reporter', async () => {
    const policy = await csp(IDS);
    expect(policy['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
        'https://crm.donors.test',
        'https://retention.example.test',
        'https://ads.example.test',
        'https://linker.example.test',
      ]),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com', 'https://o1.ingest.sentry.test']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']));
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('an id alone enables only its own hosts', async () => {
    const policy = await csp({ ADS_SCRIPT_URL: IDS.ADS_SCRIPT_URL });
    const all = [...policy['script-src'], ...policy['connect-src'], ...policy['img-src']].join(' ');
    expect(all).toContain('https://ads.example.test');
    expect(all).not.toMatch(/googletagmanager|facebook|donors|retention|linker|sentry/);
  });
});
