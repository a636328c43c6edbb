/**
 * Newsletter (server/newsletters/): one email list a member can choose on /account. Its slug is the
 * key members' choices are stored under, so it should not change once members have chosen it.
 */
import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { requiredString, slugField } from '../fields';

export const newsletter = defineType({
  name: 'newsletter',
  title: 'Newsletter',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    requiredString('name'),
    slugField('name', { description: "Members' choices are kept under this; do not change it once the newsletter has subscribers" }),
    defineField({ name: 'description', type: 'text', rows: 2, description: 'One or two sentences shown where readers choose newsletters' }),
    requiredString('senderName', { title: 'Sender name', description: 'The name its emails come from, e.g. The Colophon Weekly' }),
    defineField({
      name: 'premiumOnly',
      title: 'Premium members only',
      type: 'boolean',
      initialValue: false,
      description: 'Only premium members can subscribe',
    }),
    defineField({
      name: 'defaultOn',
      title: 'On for new members',
      type: 'boolean',
      initialValue: false,
      description: 'New members get it until they turn it off',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current' } },
});
