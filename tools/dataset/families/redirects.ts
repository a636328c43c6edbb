/** Redirects of old campaign and vanity paths to pages that exist. */
import type { RedirectDocument } from '../schema.js';
import { DAY, utc } from '../dates.js';
import { base, slugify } from '../docs.js';
import type { ArticlePlan } from '../articles/plan.js';

export function buildRedirects(live: readonly ArticlePlan[], podcastSlug: string, editorSlug: string): RedirectDocument[] {
  const path = (p: ArticlePlan): string => `/sections/${p.section.slug}/articles/${p.slug}`;
  const pick = (section: string, nth: number): ArticlePlan => live.filter((p) => p.section.slug === section)[nth];
  const pairs: [string, string][] = [
    ['/give', '/donate'],
    ['/donate-now', '/donate'],
    ['/join', '/subscribe'],
    ['/membership', '/subscribe'],
    ['/newsletters', '/newsletter'],
    ['/signup', '/newsletter'],
    ['/privacy', '/privacy-policy'],
    ['/terms', '/terms-of-service'],
    ['/high-holidays', '/sections/holidays/rosh-hashanah'],
    ['/hanukkah', '/sections/holidays/hanukkah'],
    ['/passover', '/sections/holidays/passover'],
    ['/seder', '/recipes/by-holiday/passover'],
    ['/recipe-box', '/recipes'],
    ['/glossary', '/encyclopedia'],
    ['/yiddish-dictionary', '/encyclopedia'],
    ['/listen', '/podcasts'],
    ['/the-weekly', `/podcasts/${podcastSlug}`],
    ['/arts', '/sections/arts-letters'],
    ['/religion', '/sections/belief'],
    ['/israel', '/sections/israel-middle-east'],
    ['/writers', '/contributors'],
    ['/masthead', `/about/${editorSlug}`],
    ['/campaign/spring-2019', '/sections/news'],
    ['/campaign/giving-tuesday-2024', '/donate'],
    ['/campaign/summer-reading', path(pick('arts-letters', 3))],
    ['/campaign/election-guide', path(pick('news', 5))],
    ['/campaign/deli-week', path(pick('food', 2))],
  ];
  return pairs.map(([from, to], i) => ({
    ...base(`redirect-${slugify(from)}`, 'redirect', utc(2019, 1, 1) + i * 11 * DAY),
    from,
    to,
  }));
}
