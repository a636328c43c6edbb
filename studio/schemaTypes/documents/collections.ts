/** Collections and columns (shared/content/collection.ts), and their listing singletons' descriptions. */
import { BookIcon, ComposeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, refField, refsField, requiredString, slugField } from '../fields';

export const collection = defineType({
  name: 'collection',
  title: 'Collection',
  type: 'document',
  icon: BookIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    imageField('image'),
    refsField('featuredArticles', ['article'], { description: 'Articles also join a collection from their own Meta tab' }),
  ],
  preview: { select: { title: 'title', media: 'image' } },
});

export const column = defineType({
  name: 'column',
  title: 'Column',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    imageField('image'),
    refField('author', ['author'], { title: 'Columnist' }),
  ],
  preview: { select: { title: 'title', subtitle: 'author.lastName', media: 'image' } },
});
