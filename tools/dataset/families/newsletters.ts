/**
 * The newsletters members choose on /account (server/newsletters/): a weekly letter every new member
 * gets (the Friday letter of the /newsletter page), a recipes letter they opt into, and a dispatch for premium members only.
 */
import type { NewsletterDocument } from '../schema.js';
import { DAY, utc } from '../dates.js';
import { base } from '../docs.js';

interface Plan {
  slug: string;
  name: string;
  description: string;
  senderName: string;
  premiumOnly: boolean;
  defaultOn: boolean;
}

const PLANS: Plan[] = [
  {
    slug: 'friday-edition',
    name: 'The Friday Edition',
    description: 'Every Friday morning: our editors’ picks of the week, a recipe for Shabbat and one very good argument.',
    senderName: 'The Colophon Weekly',
    premiumOnly: false,
    defaultOn: true,
  },
  {
    slug: 'the-table',
    name: 'The Table',
    description: 'Twice a month: recipes, cooking tips and stories from our food section.',
    senderName: 'The Colophon Kitchen',
    premiumOnly: false,
    defaultOn: false,
  },
  {
    slug: 'the-dispatch',
    name: 'The Dispatch',
    description: 'For premium members: our reporters’ notes from the field, whole stories before anyone else reads them.',
    senderName: 'The Colophon Dispatch',
    premiumOnly: true,
    defaultOn: false,
  },
];

export function buildNewsletters(): NewsletterDocument[] {
  return PLANS.map((p, i) => ({
    ...base(`newsletter-${p.slug}`, 'newsletter', utc(2020, 3, 1) + i * 7 * DAY),
    name: p.name,
    slug: { _type: 'slug', current: p.slug },
    description: p.description,
    senderName: p.senderName,
    premiumOnly: p.premiumOnly,
    defaultOn: p.defaultOn,
  }));
}
