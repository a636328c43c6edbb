/** SEO endpoints (robots.txt, sitemaps, RSS). */
export { createSeoRouter, type SeoDeps } from './router.js';
export type { SeoContent } from './listings.js';
