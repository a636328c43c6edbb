/** robots.txt: everything may be crawled but the APIs, the data endpoints and search results. */

export const ROBOTS_DISALLOW = ['/api/', '/_data/', '/search'] as const;

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    `Sitemap: ${base}/sitemap-news.xml`,
    '',
  ].join('\n');
}
