/**
 * Offer (server/offers/): a code readers open at /offer/CODE for a discount over their first months
 * or a free trial. Published offers are the site's offers as much as those made with
 * `npm run accounts -- create-offer`; their redemptions are counted in the accounts database. An
 * operator's offer with the same code wins. Unpublish an offer to end it at once.
 */
import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

const OFFER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'code',
      type: 'string',
      description: 'What readers open at /offer/CODE: 1 to 40 letters, digits, "-" or "_" (read in capitals)',
      validation: (rule) => rule.required().regex(OFFER_CODE, { name: 'offer code' }),
    }),
    defineField({
      name: 'kind',
      title: 'What it gives',
      type: 'string',
      options: {
        list: [
          { title: 'Percent off', value: 'percent' },
          { title: 'Amount off', value: 'amount' },
          { title: 'Free trial', value: 'trial' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'percentOff',
      title: 'Percent off',
      type: 'number',
      hidden: ({ document }) => document?.kind !== 'percent',
      validation: (rule) =>
        rule.custom((value, ctx) => (ctx.document?.kind !== 'percent' || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100) ? true : 'A whole number from 1 to 100')),
    }),
    defineField({
      name: 'amountOff',
      title: 'Amount off',
      type: 'number',
      description: "In the price's currency, e.g. 5 or 4.50",
      hidden: ({ document }) => document?.kind !== 'amount',
      validation: (rule) =>
        rule.custom((value, ctx) =>
          ctx.document?.kind !== 'amount' || (typeof value === 'number' && value > 0 && Number.isInteger(Math.round(value * 100)) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6)
            ? true
            : 'A positive amount with at most two decimals',
        ),
    }),
    defineField({
      name: 'trialDays',
      title: 'Free days',
      type: 'number',
      hidden: ({ document }) => document?.kind !== 'trial',
      validation: (rule) =>
        rule.custom((value, ctx) => (ctx.document?.kind !== 'trial' || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 730) ? true : 'A whole number of days from 1 to 730')),
    }),
    defineField({
      name: 'months',
      title: 'Months the discount lasts',
      type: 'number',
      description: 'Empty: the first month',
      hidden: ({ document }) => document?.kind === 'trial',
      validation: (rule) => rule.integer().min(1).max(36),
    }),
    defineField({ name: 'tier', type: 'string', description: "A tier's key (its title as a slug, e.g. reader); empty: any tier" }),
    defineField({
      name: 'cadence',
      type: 'string',
      options: { list: ['monthly', 'yearly'], layout: 'radio' },
      initialValue: 'monthly',
    }),
    defineField({ name: 'endsAt', title: 'Ends', type: 'datetime', description: 'Empty: until unpublished' }),
    defineField({ name: 'limit', title: 'Redemption limit', type: 'number', description: 'Empty: no limit', validation: (rule) => rule.integer().min(1) }),
  ],
  preview: { select: { title: 'code', subtitle: 'kind' } },
});
