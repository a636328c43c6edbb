/** Fake ids and script URLs for the third-party suite; the browser answers their hosts itself. */
export const THIRD_PARTY_ENV = {
  GTM_ID: 'GTM-E2ETEST',
  META_PIXEL_ID: '1234567890',
  DONOR_CRM_URL: 'https://crm.donors.test/visit.js',
  RETENTION_SNIPPET_URL: 'https://retention.example.test/snippet.js',
  ADS_SCRIPT_URL: 'https://ads.example.test/ads.js',
  TEXT_LINKER_URL: 'https://linker.example.test/linker.js',
  SENTRY_DSN: 'https://publickey@o1.ingest.sentry.test/42',
} as const;

/** The script each service loads, by host. */
export const THIRD_PARTY_SCRIPT_HOSTS = [
  'www.googletagmanager.com',
  'connect.facebook.net',
  'crm.donors.test',
  'retention.example.test',
  'ads.example.test',
  'linker.example.test',
] as const;
