/**
 * Newsletter send: the record of an editor's 'Send to newsletter' (newsletter-send/). The action
 * creates it; a Sanity webhook on its creation asks the site to send (docs/editors.md). Read-only:
 * it says who asked to send which story to which newsletter, when. Weak references, so the record
 * stays when a story is later deleted.
 */
import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { SENDABLE_TYPES } from '../../newsletter-send/request';

export const newsletterSend = defineType({
  name: 'newsletterSend',
  title: 'Newsletter send',
  type: 'document',
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'newsletter',
      type: 'reference',
      to: [{ type: 'newsletter' }],
      weak: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'story',
      type: 'reference',
      to: SENDABLE_TYPES.map((type) => ({ type })),
      weak: true,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'requestedBy', title: 'Requested by', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'requestedAt', title: 'Requested at', type: 'datetime', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Newest first', name: 'requestedAtDesc', by: [{ field: 'requestedAt', direction: 'desc' }] }],
  preview: {
    select: { story: 'story.title', newsletter: 'newsletter.name', at: 'requestedAt', by: 'requestedBy' },
    prepare: ({ story, newsletter, at, by }) => ({
      title: `${story ?? 'A deleted story'} \u2192 ${newsletter ?? 'a deleted newsletter'}`,
      subtitle: [typeof at === 'string' ? at.slice(0, 16).replace('T', ' ') : null, by].filter(Boolean).join(' \u00b7 '),
    }),
  },
});
