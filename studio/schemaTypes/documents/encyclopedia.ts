/** Encyclopedia terms and the encyclopedia page singleton. */
import { TextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, linkField, requiredString } from '../fields';

export const encyclopediaTerm = defineType({
  name: 'encyclopediaTerm',
  title: 'Encyclopedia term',
  type: 'document',
  icon: TextIcon,
  fields: [
    requiredString('term'),
    defineField({ name: 'pronunciation', type: 'string' }),
    defineField({ name: 'typeOfWord', type: 'string', description: 'noun, verb, …' }),
    defineField({ name: 'definition', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    linkField('link', { description: 'An article about it: a site path or URL' }),
  ],
  preview: { select: { title: 'term', subtitle: 'typeOfWord' } },
});

export const encyclopediaPage = defineType({
  name: 'encyclopediaPage',
  title: 'Encyclopedia page',
  type: 'document',
  icon: TextIcon,
  fields: [requiredString('title'), defineField({ name: 'description', type: 'text', rows: 3 }), linkField('stickerLink'), imageField('stickerImage')],
});
