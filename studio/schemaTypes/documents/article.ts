/**
 * Article. Required fields match the site's parser (shared/content/article.ts): an article
 * without title, slug, authors, section or tags fails 'Could not parse Article data' at render time,
 * so the Studio refuses to publish one.
 */
import { DocumentTextIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { commentsOffField, imageField, linkField, refField, refsField, requiredString, seoField, slugField } from '../fields';
import { bodyField, textField } from '../objects/portable-text';
import { ARTICLE_TYPES, DEFAULT_HERO_TYPE, HERO_TYPES, RELATED_RECIPES_DISPLAYS } from '../options';

export const featuredContentField = () =>
  defineField({
    name: 'featuredContent',
    title: 'Featured content',
    description: 'What teasers show instead of the hero',
    type: 'object',
    options: { collapsible: true, collapsed: true },
    fields: [imageField('featuredImage'), defineField({ name: 'featuredQuote', type: 'text', rows: 2 }), defineField({ name: 'featuredFact', type: 'text', rows: 2 })],
  });

export const badgeFields = () => [
  defineField({ name: 'isPremium', title: 'Premium', type: 'boolean', initialValue: false, description: 'Behind the paywall for non-members' }),
  defineField({ name: 'showBadgeCaption', type: 'boolean', initialValue: false }),
  defineField({ name: 'badgeCaption', type: 'string', hidden: ({ parent }) => !parent?.showBadgeCaption }),
];

const hotspotMarker = defineArrayMember({
  type: 'object',
  name: 'imageHotspotMarker',
  fields: [
    requiredString('text'),
    linkField('link'),
    defineField({ name: 'x', title: 'x (% from the left)', type: 'number', validation: (rule) => rule.required().min(0).max(100) }),
    defineField({ name: 'y', title: 'y (% from the top)', type: 'number', validation: (rule) => rule.required().min(0).max(100) }),
    defineField({ name: 'isDarkMode', title: 'Dark marker', type: 'boolean', initialValue: false }),
  ],
});

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'main', title: 'Story', default: true },
    { name: 'meta', title: 'Meta' },
    { name: 'hero', title: 'Hero' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    requiredString('title', { group: 'main' }),
    slugField('title', { group: 'main' }),
    refField('section', ['section'], { required: true, group: 'main' }),
    defineField({ name: 'releaseDate', type: 'datetime', group: 'main', description: 'Hidden from readers until then; empty means published now' }),
    ...badgeFields().map((f) => ({ ...f, group: 'main' })),
    commentsOffField({ group: 'main' }),
    defineField({
      name: 'meta',
      type: 'object',
      group: 'meta',
      validation: (rule) => rule.required(),
      fields: [
        refsField('authors', ['author'], { required: true }),
        defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' }, validation: (rule) => rule.required().min(1).unique() }),
        defineField({ name: 'excerpt', type: 'text', rows: 3 }),
        defineField({ name: 'brief', type: 'text', rows: 2 }),
        defineField({ name: 'isFiction', type: 'boolean', initialValue: false }),
        defineField({ name: 'isHighDefImage', type: 'boolean', initialValue: false }),
        defineField({ name: 'articleType', type: 'string', options: { list: ARTICLE_TYPES }, initialValue: 'standard' }),
        refsField('relatedRecipes', ['recipeArticle']),
        defineField({ name: 'relatedRecipesDisplay', type: 'string', options: { list: RELATED_RECIPES_DISPLAYS, layout: 'radio' }, initialValue: 'grid' }),
        defineField({ name: 'legacyRecipeMigration', type: 'boolean', readOnly: true }),
      ],
    }),
    defineField({
      name: 'hero',
      type: 'object',
      group: 'hero',
      fields: [
        defineField({ name: 'heroType', title: 'Hero layout', type: 'string', options: { list: HERO_TYPES }, initialValue: DEFAULT_HERO_TYPE }),
        imageField('heroImage'),
        defineField({ name: 'dek', type: 'text', rows: 2 }),
        defineField({ name: 'imageHotspots', type: 'array', of: [hotspotMarker] }),
      ],
    }),
    defineField({ name: 'content', type: 'object', group: 'main', fields: [bodyField('body')] }),
    { ...featuredContentField(), group: 'meta' },
    refField('collection', ['collection'], { group: 'meta' }),
    refField('column', ['column'], { group: 'meta' }),
    refsField('relatedArticles', ['article'], { group: 'meta' }),
    defineField({ name: 'notes', type: 'object', group: 'main', options: { collapsible: true, collapsed: true }, fields: [textField('editorsNote'), textField('endNote')] }),
    defineField({ name: 'hideContinueReading', type: 'boolean', initialValue: false, group: 'meta' }),
    defineField({
      name: 'teaserLink',
      type: 'object',
      group: 'meta',
      description: 'Teasers link here instead of the article',
      fields: [defineField({ name: 'enabled', type: 'boolean', initialValue: false }), linkField('url')],
    }),
    defineField({ name: 'legacyPathname', type: 'string', group: 'meta', readOnly: true, description: 'Old URL, redirected here' }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', section: 'section.title', date: 'releaseDate', media: 'hero.heroImage' },
    prepare: ({ title, section, date, media }) => ({ title, subtitle: [section, date?.slice(0, 10)].filter(Boolean).join(' · '), media }),
  },
  orderings: [{ title: 'Release date, newest', name: 'releaseDesc', by: [{ field: 'releaseDate', direction: 'desc' }] }],
});
