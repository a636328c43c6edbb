/**
 * Single-purpose pages: generic page, donation, subscription, encyclopedia. The singleton
 * pages are read by document id, which TypeGen cannot tie to one type: each normaliser takes the
 * document with the field its page cannot do without (none without it).
 */
import type {
  DONATION_PAGE_QUERY_RESULT,
  ENCYCLOPEDIA_QUERY_RESULT,
  GENERIC_PAGE_QUERY_RESULT,
  SUBSCRIPTION_PAGE_QUERY_RESULT,
} from './sanity.types.js';
import { image, listOf, portableText, seo, strings, type Item } from './common.js';
import { normaliseBlocks } from './blocks.js';

export function normaliseGenericPage(raw: NonNullable<GENERIC_PAGE_QUERY_RESULT>) {
  return { title: raw.title, slug: raw.slug, blocks: normaliseBlocks(raw.blocks), seo: seo(raw.seo) };
}
export type GenericPage = ReturnType<typeof normaliseGenericPage>;

/** The embed code is passed on as stored; it is sanitised against the allowlist before rendering. */
export function normaliseDonationPage(raw: NonNullable<DONATION_PAGE_QUERY_RESULT>) {
  if (raw.headline === null) return undefined;
  return {
    headline: raw.headline,
    bodyText: portableText(raw.bodyText),
    footerText: raw.footerText ?? undefined,
    donationEmbedCode: raw.donationEmbedCode ?? undefined,
    headerImage: image(raw.headerImage),
    seo: seo(raw.seo),
  };
}
export type DonationPage = NonNullable<ReturnType<typeof normaliseDonationPage>>;

type RawSubscriptionPage = NonNullable<SUBSCRIPTION_PAGE_QUERY_RESULT>;

function tier(raw: Item<RawSubscriptionPage['subscriptionTiers']>) {
  return {
    key: raw._key,
    title: raw.title,
    price: raw.price,
    benefits: strings(raw.benefits),
    embedUrl: raw.embedUrl ?? undefined,
    embed: raw.embed ?? undefined,
    sandboxEmbed: raw.sandboxEmbed ?? undefined,
  };
}

function qa(raw: Item<RawSubscriptionPage['qaBenefits']>) {
  return { key: raw._key, question: raw.question, answer: raw.answer };
}

export function normaliseSubscriptionPage(raw: RawSubscriptionPage) {
  if (raw.headline === null) return undefined;
  return {
    headline: raw.headline,
    sandbox: raw.sandbox ?? false,
    bodyText: portableText(raw.bodyText),
    subscriptionTiers: listOf(raw.subscriptionTiers, tier),
    qaBenefits: listOf(raw.qaBenefits, qa),
    writeToUsEmbed: raw.writeToUsEmbed ?? undefined,
    newsletterEmbed: raw.newsletterEmbed ?? undefined,
    bottomImage: image(raw.bottomImage),
    seo: seo(raw.seo),
  };
}
export type SubscriptionPage = NonNullable<ReturnType<typeof normaliseSubscriptionPage>>;

export function normaliseEncyclopediaPage(raw: NonNullable<ENCYCLOPEDIA_QUERY_RESULT['page']>) {
  if (raw.title === null) return undefined;
  return {
    title: raw.title,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    stickerLink: raw.stickerLink ?? undefined,
    stickerImage: image(raw.stickerImage),
  };
}
export type EncyclopediaPage = NonNullable<ReturnType<typeof normaliseEncyclopediaPage>>;

export function encyclopediaTerm(raw: Item<ENCYCLOPEDIA_QUERY_RESULT['terms']>) {
  return {
    id: raw._id,
    term: raw.term,
    pronunciation: raw.pronunciation ?? undefined,
    typeOfWord: raw.typeOfWord ?? undefined,
    definition: raw.definition,
    link: raw.link ?? undefined,
  };
}
export type EncyclopediaTerm = ReturnType<typeof encyclopediaTerm>;
