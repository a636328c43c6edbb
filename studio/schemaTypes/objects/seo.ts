/** SEO overrides of a page ({title, description, image}); the site falls back to the page's own. */
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields';

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.max(70).warning('Search engines cut titles past ~60 characters') }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.max(200).warning('Keep it under ~160 characters') }),
    imageField('image', { title: 'Share image', description: 'og:image; at least 1200x630' }),
  ],
});
