/** Holiday (shared/content/holiday.ts): dates (it begins at sundown the evening before), illustrations, curated stories. */
import { CalendarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, refField, refsField, requiredString, seoField, slugField } from '../fields';
import { contentTabsField } from '../objects/modules';
import { textField } from '../objects/portable-text';

export const holiday = defineType({
  name: 'holiday',
  title: 'Holiday',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'startDate', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'endDate',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((end, context) => {
          const start = (context.parent as { startDate?: string } | undefined)?.startDate;
          return !start || !end || end >= start ? true : 'Ends before it starts';
        }),
    }),
    imageField('banner'),
    imageField('heroIllustration'),
    imageField('heroIllustrationMobile'),
    defineField({ name: 'tag', type: 'string', description: 'Articles with this tag are the holiday\'s stories' }),
    refField('featuredArticle', ['article']),
    refsField('featuredArticles', ['article']),
    defineField({ name: 'briefDescription', type: 'text', rows: 2 }),
    textField('detailedDescription'),
    refField('aboutHolidayArticle', ['article']),
    refsField('relatedRecipes', ['recipeArticle']),
    contentTabsField(),
    defineField({ name: 'storyGroupOne', type: 'storyGroup' }),
    defineField({ name: 'storyGroupTwo', type: 'storyGroup' }),
    defineField({ name: 'storyGroupThree', type: 'storyGroup' }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'startDate', media: 'banner' } },
});
