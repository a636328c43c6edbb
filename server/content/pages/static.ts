/** Single-document pages: generic pages, newsletter, donate, subscribe, encyclopedia, search. */
import { sanitizeDonationEmbed, sanitizeEmbed } from '../sanitize-embed.js';
import { listOf } from '../../../shared/content/common.js';
import {
  encyclopediaTerm,
  normaliseDonationPage,
  normaliseEncyclopediaPage,
  normaliseGenericPage,
  normaliseSubscriptionPage,
} from '../../../shared/content/static-pages.js';
import { articleSummaryList } from '../../../shared/content/summaries.js';
import {
  DONATION_PAGE_QUERY,
  ENCYCLOPEDIA_QUERY,
  GENERIC_PAGE_QUERY,
  RECENT_ARTICLES_QUERY,
  SUBSCRIPTION_PAGE_QUERY,
} from '../queries.js';
import { documentError, notFound, notKept, type Loader, type ContentRequest } from './context.js';
import { SEARCH_TYPE_FILTERS, searchTermOf, searchTypeOf } from '../../../shared/search-terms.js';
import type { DONATION_PAGE_QUERY_RESULT, ENCYCLOPEDIA_QUERY_RESULT, GENERIC_PAGE_QUERY_RESULT, RECENT_ARTICLES_QUERY_RESULT, SUBSCRIPTION_PAGE_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

/** Recent articles the empty search page suggests. */
const SEARCH_SUGGESTIONS = 6;

async function genericPageBySlug(ctx: ContentRequest, slug: string) {
  const raw = await ctx.query<GENERIC_PAGE_QUERY_RESULT>(GENERIC_PAGE_QUERY, { slug });
  if (!raw) throw notFound(ctx, `page ${slug}`);
  return { page: normaliseGenericPage(raw) };
}

/** /privacy-policy and /terms-of-service: the route sets params.slug; the path is the fallback. */
export const genericPage: Loader<'genericPage'> = (ctx) =>
  genericPageBySlug(ctx, ctx.params.slug ?? ctx.url.pathname.replace(/^\/+|\/+$/g, ''));

export const newsletter: Loader<'newsletter'> = (ctx) => genericPageBySlug(ctx, 'newsletter');

export const donate: Loader<'donate'> = async (ctx) => {
  const raw = await ctx.query<DONATION_PAGE_QUERY_RESULT>(DONATION_PAGE_QUERY);
  if (!raw) throw notFound(ctx, 'donation page');
  // The provider's raw HTML never reaches the page: only allowlisted iframes/scripts, as data.
  const parsed = normaliseDonationPage(raw);
  if (!parsed) throw documentError('donation page', 'headline');
  const { donationEmbedCode, ...page } = parsed;
  return { page: { ...page, donationEmbeds: sanitizeDonationEmbed(donationEmbedCode) } };
};

export const subscribe: Loader<'subscribe'> = async (ctx) => {
  // The subscription page is behind a feature flag (off in prod).
  if (!ctx.config.flags.subscriptionPage) throw notFound(ctx, 'subscription page (flag off)');
  const raw = await ctx.query<SUBSCRIPTION_PAGE_QUERY_RESULT>(SUBSCRIPTION_PAGE_QUERY);
  if (!raw) throw notFound(ctx, 'subscription page');
  // Provider embeds reach the page as allowlisted iframes only; the sandbox flag picks the checkout.
  const parsed = normaliseSubscriptionPage(raw);
  if (!parsed) throw documentError('subscription page', 'headline');
  const { writeToUsEmbed, newsletterEmbed, subscriptionTiers, ...page } = parsed;
  return {
    page: {
      ...page,
      subscriptionTiers: subscriptionTiers.map(({ embed, embedUrl, sandboxEmbed, ...tier }) => ({
        ...tier,
        checkout: sanitizeEmbed(page.sandbox ? (sandboxEmbed ?? embedUrl ?? embed) : (embedUrl ?? embed)),
      })),
      writeToUsEmbeds: sanitizeEmbed(writeToUsEmbed),
      newsletterEmbeds: sanitizeEmbed(newsletterEmbed),
    },
  };
};

export const encyclopedia: Loader<'encyclopedia'> = async (ctx) => {
  const raw = await ctx.query<ENCYCLOPEDIA_QUERY_RESULT>(ENCYCLOPEDIA_QUERY);
  if (!raw.page) throw notFound(ctx, 'encyclopedia page');
  const page = normaliseEncyclopediaPage(raw.page);
  if (!page) throw documentError('encyclopedia page', 'title');
  return { page, terms: listOf(raw.terms, encyclopediaTerm) };
};

/**
 * /search?q=term: the first page of results is rendered by the server (readable without
 * JavaScript, no layout shift while a client search runs); the browser continues from it. A
 * failed search leaves `results` null: the page still renders and the browser tries again.
 */
export const search: Loader<'search'> = async (ctx) => {
  const term = searchTermOf(ctx.url.searchParams);
  const type = searchTypeOf(ctx.url.searchParams);
  const [raw, results] = await Promise.all([
    ctx.query<RECENT_ARTICLES_QUERY_RESULT>(RECENT_ARTICLES_QUERY, { limit: SEARCH_SUGGESTIONS }),
    term
      ? ctx.search(term, 0, type ? [SEARCH_TYPE_FILTERS[type]] : undefined).then(
          (page) => ({ term, ...page, ...(type ? { type } : {}) }),
          (err: unknown) => {
            ctx.logger.warn({ err, term }, 'search for the /search page failed');
            return null;
          },
        )
      : null,
  ]);
  const data = { recentArticles: articleSummaryList(raw), results };
  // The results come from the search index, which the page data memo cannot check again.
  return term ? notKept(data, 'search results') : data;
};
