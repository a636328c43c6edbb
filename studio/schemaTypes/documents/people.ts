/** Contributors (author) and staff (teamMember), as shared/content/people.ts reads them. */
import { UserIcon, UsersIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, requiredString, slugField } from '../fields';
import { textField } from '../objects/portable-text';

const nameFields = () => [requiredString('firstName'), requiredString('lastName')];

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    ...nameFields(),
    slugField('lastName', { description: 'The contributor page: /contributors/<slug>' }),
    defineField({ name: 'legacySlug', type: 'string', readOnly: true }),
    textField('bio'),
    imageField('image'),
  ],
  preview: {
    select: { first: 'firstName', last: 'lastName', media: 'image' },
    prepare: ({ first, last, media }) => ({ title: `${first ?? ''} ${last ?? ''}`.trim(), media }),
  },
});

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UsersIcon,
  fields: [...nameFields(), slugField('lastName'), defineField({ name: 'jobTitle', type: 'string' }), imageField('avatar'), textField('bio')],
  preview: {
    select: { first: 'firstName', last: 'lastName', subtitle: 'jobTitle', media: 'avatar' },
    prepare: ({ first, last, subtitle, media }) => ({ title: `${first ?? ''} ${last ?? ''}`.trim(), subtitle, media }),
  },
});
