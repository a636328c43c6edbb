/** Generic pages, front pages and redirects (the editors' from/to list, server/render/redirects.ts). */
import { DocumentIcon, HomeIcon, LinkIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, linkField, refField, requiredString, seoField, slugField } from '../fields';
import { bodyField } from '../objects/portable-text';

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  fields: [requiredString('title'), slugField('title', { description: 'The page is served at /<slug>' }), bodyField('blocks', { required: true }), seoField()],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});

/** The newest released front page is the live one, so each needs a release date. */
export const frontPage = defineType({
  name: 'frontPage',
  title: 'Front page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    requiredString('title', { description: 'Internal label' }),
    defineField({ name: 'releaseDate', type: 'datetime', description: 'The newest released front page is live', validation: (rule) => rule.required() }),
    defineField({ name: 'modules', type: 'array', of: [defineArrayMember({ type: 'layoutModule' })], validation: (rule) => rule.required().min(1) }),
    refField('holiday', ['holiday']),
    imageField('featuredImage'),
    linkField('featuredLink'),
    defineField({ name: 'showTagline', type: 'boolean', initialValue: false }),
    defineField({ name: 'taglineText', type: 'string', hidden: ({ parent }) => !parent?.showTagline }),
  ],
  preview: { select: { title: 'title', subtitle: 'releaseDate' } },
  orderings: [{ title: 'Release date, newest', name: 'releaseDesc', by: [{ field: 'releaseDate', direction: 'desc' }] }],
});

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: LinkIcon,
  fields: [linkField('from', { required: true, pathOnly: true }), linkField('to', { required: true, pathOnly: true })],
  preview: { select: { title: 'from', subtitle: 'to' } },
});
