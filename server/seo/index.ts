/** SEO endpoints (robots.txt, sitemaps, RSS) and the site settings the browser gets in root data. */
export { createSeoRouter, type SeoDeps } from './router.js';
export { siteSettingsFor, thirdPartyConfigFor, type SiteSettings } from './site.js';
export type { SeoContent } from './listings.js';
