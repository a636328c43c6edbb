/**
 * Singletons (`_id` equal to the `_type`): one document each, opened as single items in the
 * desk (structure.ts) and kept out of "create new" (sanity.config.ts).
 */
import { CogIcon, CreditCardIcon, HeartIcon, MenuIcon, ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, linkField, refsField, requiredString, seoField } from '../fields';
import { textField } from '../objects/portable-text';

const menuItem = (withImage: boolean) =>
  defineArrayMember({
    type: 'object',
    name: 'menuItem',
    fields: [requiredString('text'), linkField('url', { required: true }), ...(withImage ? [imageField('image')] : [])],
    preview: { select: { title: 'text', subtitle: 'url' } },
  });

export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({ name: 'mainMenu', type: 'array', of: [menuItem(true)], validation: (rule) => rule.required() }),
    defineField({ name: 'secondaryMenu', type: 'array', of: [menuItem(false)] }),
  ],
  preview: { prepare: () => ({ title: 'Navigation' }) },
});

const popupFields = (extra: ReturnType<typeof defineField>[]) => [
  defineField({ name: 'isActive', type: 'boolean', initialValue: false }),
  requiredString('title'),
  defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required() }),
  ...extra,
];

export const globalSettings = defineType({
  name: 'globalSettings',
  title: 'Global settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    requiredString('siteName'),
    defineField({ name: 'tagline', type: 'string' }),
    refsField('teamMembers', ['teamMember']),
    linkField('membershipLink'),
    defineField({ name: 'appButtonText', type: 'string' }),
    linkField('appButtonLink'),
    linkField('encyclopediaLink'),
    defineField({ name: 'sectionScrollCallToAction', type: 'object', fields: [requiredString('text'), linkField('link', { required: true })] }),
    defineField({
      name: 'donationPopup',
      type: 'object',
      fields: popupFields([
        linkField('link', { required: true }),
        defineField({ name: 'amounts', type: 'array', of: [{ type: 'number' }], validation: (rule) => rule.required().min(1) }),
      ]),
    }),
    defineField({
      name: 'emailSignUpPopup',
      type: 'object',
      fields: popupFields([linkField('newsletterSubscribeLink', { required: true }), requiredString('successResponse')]),
    }),
    refsField('sectionPageOrder', ['section']),
    imageField('blackoutImage'),
    imageField('defaultShareImage', { description: 'og:image of pages without their own: a raster of at least 1200x630' }),
    refsField('podcasts', ['podcast'], { description: 'In display order on /podcasts' }),
    defineField({ name: 'podcastsPageDescription', type: 'text', rows: 2 }),
    defineField({ name: 'social', type: 'object', fields: [defineField({ name: 'twitter', type: 'url' }), defineField({ name: 'facebook', type: 'url' }), defineField({ name: 'instagram', type: 'url' })] }),
  ],
  preview: { prepare: () => ({ title: 'Global settings' }) },
});

export const donationPage = defineType({
  name: 'donationPage',
  title: 'Donation page',
  type: 'document',
  icon: HeartIcon,
  fields: [
    requiredString('headline'),
    textField('bodyText', { required: true }),
    defineField({ name: 'footerText', type: 'text', rows: 2 }),
    defineField({ name: 'donationEmbedCode', type: 'text', rows: 4, description: "The provider's HTML; only its iframe/script tags from the allowed hosts are kept" }),
    imageField('headerImage'),
    seoField(),
  ],
});

const tier = defineArrayMember({
  type: 'object',
  name: 'subscriptionTier',
  fields: [
    requiredString('title', { description: "Its slug (Reader → reader) is the tier's key in STRIPE_PRICES" }),
    requiredString('price', { description: 'Display text, e.g. $8 / month' }),
    defineField({ name: 'benefits', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'embedUrl', type: 'url' }),
    defineField({ name: 'embed', type: 'text', rows: 3 }),
    defineField({ name: 'sandboxEmbed', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'title', subtitle: 'price' } },
});

export const subscriptionPage = defineType({
  name: 'subscriptionPage',
  title: 'Subscription page',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    requiredString('headline'),
    defineField({ name: 'sandbox', type: 'boolean', initialValue: false, description: 'Use the tiers’ sandbox embeds' }),
    textField('bodyText'),
    defineField({ name: 'subscriptionTiers', type: 'array', of: [tier], validation: (rule) => rule.required().min(1) }),
    defineField({
      name: 'qaBenefits',
      title: 'Q&A',
      type: 'array',
      of: [defineArrayMember({ type: 'object', name: 'qaBenefit', fields: [requiredString('question'), defineField({ name: 'answer', type: 'text', validation: (rule) => rule.required() })] })],
    }),
    defineField({ name: 'writeToUsEmbed', type: 'text', rows: 3 }),
    defineField({ name: 'newsletterEmbed', type: 'text', rows: 3 }),
    imageField('bottomImage'),
    seoField(),
  ],
});

const listingPage = (name: string, title: string, extra: ReturnType<typeof defineField>[] = []) =>
  defineType({ name, title, type: 'document', icon: ThListIcon, fields: [...extra, defineField({ name: 'description', type: 'text', rows: 3 })] });

export const collectionsPage = listingPage('collectionsPage', 'Collections page');
export const columnistsPage = listingPage('columnistsPage', 'Columnists page');
export const recipesPage = defineType({
  name: 'recipesPage',
  title: 'Recipes page',
  type: 'document',
  icon: ThListIcon,
  fields: [requiredString('title'), defineField({ name: 'description', type: 'text', rows: 3 }), refsField('featuredRecipes', ['recipeArticle']), imageField('heroImage')],
});

export const SINGLETON_TYPES = ['globalSettings', 'navigation', 'donationPage', 'subscriptionPage', 'encyclopediaPage', 'collectionsPage', 'columnistsPage', 'recipesPage'];
