/**
 * One URL of every page type of the route table (client/routes.tsx), taken from the server's own
 * sitemaps (and, for what they do not tell, the dataset): what the HTML validator checks. A page
 * type the data cannot supply is a failure, not a silent gap.
 */
import { premiumArticle } from '../support/premium-article.js';
import { sitemapPaths } from './site.js';

export interface PageSample {
  /** Page type, as the report names it ('article', 'podcast episode'). */
  type: string;
  path: string;
  /** The status the page answers with (404 and error pages are pages too). */
  status: number;
}

const SEGMENT = '[^/]+';
/** Page types the sitemaps list, by the shape of their path (as in the route table). */
const LISTED: [string, RegExp][] = [
  ['home', /^\/$/],
  ['section', new RegExp(`^/sections/(?!holidays/)${SEGMENT}$`)],
  ['article', new RegExp(`^/sections/${SEGMENT}/articles/${SEGMENT}$`)],
  ['feature article', new RegExp(`^/feature/${SEGMENT}$`)],
  ['holiday', new RegExp(`^/sections/holidays/${SEGMENT}$`)],
  ['tag', new RegExp(`^/tags/${SEGMENT}$`)],
  ['contributors', /^\/contributors$/],
  ['contributor', new RegExp(`^/contributors/${SEGMENT}$`)],
  ['team member', new RegExp(`^/about/${SEGMENT}$`)],
  ['podcasts index', /^\/podcasts$/],
  ['podcast', new RegExp(`^/podcasts/${SEGMENT}$`)],
  ['podcast episode', new RegExp(`^/podcasts/${SEGMENT}/${SEGMENT}$`)],
  ['recipes index', /^\/recipes$/],
  ['recipe', new RegExp(`^/recipes/(?!by-)${SEGMENT}$`)],
  ['recipes by season', new RegExp(`^/recipes/by-season/${SEGMENT}$`)],
  ['recipes by holiday', new RegExp(`^/recipes/by-holiday/${SEGMENT}$`)],
  ['collections', /^\/collections$/],
  ['collection', new RegExp(`^/collections/${SEGMENT}$`)],
  ['columnists', /^\/columnists$/],
  ['column', new RegExp(`^/columns/${SEGMENT}$`)],
  ['encyclopedia', /^\/encyclopedia$/],
  ['generic page', /^\/privacy-policy$/],
  ['donate', /^\/donate$/],
  ['subscribe', /^\/subscribe$/],
  ['newsletter', /^\/newsletter$/],
];

export async function pageSamples(): Promise<PageSample[]> {
  const paths = await sitemapPaths();
  const samples: PageSample[] = LISTED.map(([type, shape]) => {
    // The middle of the list rather than the first: the first entries are often the oldest or odd ones.
    const matches = paths.filter((p) => shape.test(p));
    if (matches.length === 0) throw new Error(`no '${type}' page in the sitemaps`);
    return { type, path: matches[Math.floor(matches.length / 2)], status: 200 };
  });
  const section = samples.find((s) => s.type === 'section')!.path;
  const recipe = samples.find((s) => s.type === 'recipe')!.path.split('/').pop()!;
  samples.push(
    { type: 'section archive', path: `${section}/archive`, status: 200 },
    { type: 'section articles', path: `${section}/articles`, status: 200 },
    // FEATURE_PAYWALL is on (server-setup.ts): a visitor gets the teaser and the paywall.
    { type: 'premium article', path: premiumArticle().path, status: 200 },
    { type: 'print recipe', path: `/articles/${recipe}/print/${recipe}`, status: 200 },
    { type: 'search', path: '/search?term=bread', status: 200 },
    // Gift subscriptions: the purchase form, the buyer's confirmation and the recipient's redemption.
    { type: 'gift', path: '/gift', status: 200 },
    { type: 'gift thanks', path: '/gift/thanks', status: 200 },
    { type: 'gift redeem', path: '/gift/redeem?code=not-a-real-code', status: 200 },
    { type: 'not found', path: '/no-such-page-here', status: 404 },
    // The error page (/500 and /_error render it with its status).
    { type: 'error page', path: '/500', status: 500 },
  );
  return samples;
}
