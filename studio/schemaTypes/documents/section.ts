/** Section (shared/content/section.ts): logos in three colourways, layout modules, side-nav order (default 100), content tabs. */
import { FolderIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, requiredString, seoField, slugField } from '../fields';
import { contentTabsField } from '../objects/modules';
import { DEFAULT_SIDE_NAV_ORDER } from '../options';

export const section = defineType({
  name: 'section',
  title: 'Section',
  type: 'document',
  icon: FolderIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({
      name: 'images',
      title: 'Logos',
      type: 'object',
      fields: [imageField('dark'), imageField('light'), imageField('blue')],
    }),
    defineField({ name: 'modules', type: 'array', of: [defineArrayMember({ type: 'layoutModule' })] }),
    defineField({
      name: 'sideNavOrder',
      type: 'number',
      initialValue: DEFAULT_SIDE_NAV_ORDER,
      description: `Lower comes first; empty counts as ${DEFAULT_SIDE_NAV_ORDER}`,
      validation: (rule) => rule.integer(),
    }),
    defineField({ name: 'hideInSideNav', type: 'boolean', initialValue: false }),
    contentTabsField(),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'images.dark' } },
});
