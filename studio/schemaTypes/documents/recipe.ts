/** Recipe article (shared/content/recipe.ts): parts with ingredients and steps, yield and times, seasons. */
import { BasketIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { commentsOffField, imageField, refsField, requiredString, seoField, slugField } from '../fields';
import { bodyField, textField } from '../objects/portable-text';

const recipePart = defineArrayMember({
  type: 'object',
  name: 'recipePart',
  fields: [
    defineField({ name: 'title', type: 'string', description: 'e.g. For the dough; empty for a one-part recipe' }),
    defineField({ name: 'ingredients', type: 'array', of: [{ type: 'string' }], validation: (rule) => rule.required().min(1) }),
    defineField({ name: 'steps', type: 'array', of: [{ type: 'text', rows: 2 }], validation: (rule) => rule.required().min(1) }),
  ],
});

const minutes = (name: string) => defineField({ name, type: 'number', validation: (rule) => rule.integer().min(0) });

export const recipeArticle = defineType({
  name: 'recipeArticle',
  title: 'Recipe',
  type: 'document',
  icon: BasketIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'releaseDate', type: 'datetime' }),
    commentsOffField(),
    defineField({
      name: 'meta',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        refsField('authors', ['author'], { required: true }),
        refsField('recipeAuthors', ['author'], { description: "Whose recipe it is, when not the writer's" }),
        defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' }, validation: (rule) => rule.unique() }),
        defineField({ name: 'brief', type: 'text', rows: 2 }),
        defineField({ name: 'categories', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' }, description: 'e.g. Dessert, Main, Baking, Vegetarian' }),
        defineField({ name: 'cuisine', type: 'string', description: "The cooking tradition, e.g. Ashkenazi Jewish, Persian (search engines' recipeCuisine)" }),
      ],
    }),
    textField('intro'),
    imageField('heroImage'),
    imageField('featuredImage'),
    bodyField('body'),
    defineField({ name: 'recipeParts', type: 'array', of: [recipePart], validation: (rule) => rule.required().min(1) }),
    defineField({ name: 'recipeYield', type: 'string', description: 'e.g. Serves 6' }),
    defineField({ name: 'recipeTime', type: 'object', fields: [minutes('prepMinutes'), minutes('cookMinutes'), minutes('totalMinutes')] }),
    textField('note'),
    refsField('relatedArticles', ['article']),
    refsField('relatedRecipes', ['recipeArticle']),
    refsField('relatedHolidays', ['holiday']),
    defineField({ name: 'spring', type: 'boolean', initialValue: false }),
    defineField({ name: 'summer', type: 'boolean', initialValue: false }),
    defineField({ name: 'fall', type: 'boolean', initialValue: false }),
    defineField({ name: 'winter', type: 'boolean', initialValue: false }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'recipeYield', media: 'heroImage' } },
});
