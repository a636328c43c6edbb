/** Layout modules (front page, sections), content tabs (sections, holidays) and story groups (holidays). */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { refsField } from '../fields';
import { DEFAULT_TEASER_TYPE, LAYOUT_NAMES, MAX_LAYOUT_MODULE_ARTICLES, TAB_LAYOUTS } from '../options';

export const layoutModule = defineType({
  name: 'layoutModule',
  title: 'Layout module',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'layout', type: 'string', options: { list: LAYOUT_NAMES }, initialValue: 'list', validation: (rule) => rule.required() }),
    defineField({ name: 'teaserType', type: 'string', initialValue: DEFAULT_TEASER_TYPE, description: 'Teaser style class (default teaser-text-sm)' }),
    refsField('articles', ['article'], {
      required: true,
      max: MAX_LAYOUT_MODULE_ARTICLES,
      description: `At most ${MAX_LAYOUT_MODULE_ARTICLES}; unreleased stories are skipped`,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'layout' }, prepare: ({ title, subtitle }) => ({ title: title || '(untitled module)', subtitle }) },
});

/**
 * Tabs are shown only with a title, a layout and at least one released article (the site's rule,
 * shared/content/modules.ts), and the site drops the others without failing the page: so an
 * incomplete tab is a warning, not an error.
 */
const TAB_HIDDEN = 'A tab without a title, a layout and at least one article is not shown';
/** A custom rule, not Rule.required(): `sanity schema extract` would mark a required field non-optional even at warning level. */
const present = (value: unknown) => (value ? true : TAB_HIDDEN);
export const contentTab = defineArrayMember({
  type: 'object',
  name: 'contentTab',
  title: 'Content tab',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.custom(present).warning() }),
    defineField({ name: 'layout', type: 'string', options: { list: TAB_LAYOUTS }, validation: (rule) => rule.custom(present).warning() }),
    defineField({
      name: 'articles',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'article' }] })],
      validation: (rule) => rule.unique().min(1).warning(TAB_HIDDEN),
    }),
  ],
});

export const contentTabsField = () => defineField({ name: 'contentTabs', title: 'Content tabs', type: 'array', of: [contentTab] });

export const storyGroup = defineType({
  name: 'storyGroup',
  title: 'Story group',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    refsField('articles', ['article'], { required: true }),
  ],
});
