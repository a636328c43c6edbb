/**
 * Which third-party services the browser loads once the page is interactive. Ids and script URLs
 * only, never secrets: it travels in the root loader data (server/site-config.ts builds it from
 * config). A service whose field is unset is not loaded at all.
 */
export interface ThirdPartyConfig {
  /** Tag manager container ('GTM-XXXX'). */
  gtmId?: string;
  /** Social ad pixel id (digits). */
  metaPixelId?: string;
  /** Donor-CRM visit tracker script. */
  donorCrmUrl?: string;
  /** Reader-retention snippet script. */
  retentionSnippetUrl?: string;
  /** Ads script. */
  adsScriptUrl?: string;
  /** Text-linker script. */
  textLinkerUrl?: string;
  /** Error reporting and session replay (client/thirdparty/sentry.ts). */
  sentry?: SentryClientConfig;
}

export interface SentryClientConfig {
  /** Public DSN (it only allows sending events). */
  dsn: string;
  /** APP_ENV: dev, staging or prod. */
  environment: string;
}
