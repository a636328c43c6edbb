/**
 * robots.txt: everything may be crawled but the APIs, the data endpoints and search results. It
 * names the sitemap index only: the index lists the news sitemap while that has entries (an empty
 * news sitemap is invalid, so the URL answers 404 then and must not be advertised).
 */
import { absoluteUrl } from '../../shared/public-url.js';

export const ROBOTS_DISALLOW = ['/api/', '/_data/', '/search'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
