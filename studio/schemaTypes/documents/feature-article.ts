/** Feature article page: a long-form story with its own colours and hero (shared/content/feature.ts). */
import { StarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { commentsOffField, imageField, refField, refsField, requiredString, seoField, slugField } from '../fields';
import { bodyField } from '../objects/portable-text';
import { DEFAULT_PROGRESS_BAR_COLOR, HEX_COLOR, LOGO_THEMES } from '../options';
import { badgeFields, featuredContentField } from './article';

const hexField = (name: string, initialValue?: string) =>
  defineField({
    name,
    type: 'string',
    description: 'Hex colour, e.g. #1a1a1a',
    initialValue,
    validation: (rule) => rule.regex(HEX_COLOR, { name: 'hex colour' }),
  });

export const featureArticle = defineType({
  name: 'featureArticle',
  title: 'Feature article',
  type: 'document',
  icon: StarIcon,
  fields: [
    requiredString('title'),
    slugField(),
    ...badgeFields(),
    commentsOffField(),
    defineField({
      name: 'hideHeadline',
      type: 'boolean',
      initialValue: false,
      description:
        'Only when the hero art shows the title: set in the picture, large and legible, in both the hero image and the mobile hero image. ' +
        'The headline stays in the page for screen readers and search, but readers see only the art; without a hero image the headline shows anyway.',
      validation: (rule) =>
        rule.custom((hide, context) => {
          const doc = context.document as { heroImage?: { asset?: unknown } } | undefined;
          return hide && !doc?.heroImage?.asset ? 'A hidden headline needs hero art that shows the title' : true;
        }).warning(),
    }),
    defineField({ name: 'dek', type: 'text', rows: 2 }),
    refsField('authors', ['author'], { required: true }),
    refField('section', ['section'], { required: true }),
    defineField({ name: 'releaseDate', type: 'datetime' }),
    imageField('heroImage'),
    imageField('mobileHeroImage'),
    defineField({ name: 'useArticleHeaderHero', type: 'boolean', initialValue: false }),
    defineField({ name: 'isHighDefImage', type: 'boolean', initialValue: false }),
    featuredContentField(),
    bodyField('body'),
    hexField('backgroundColor'),
    hexField('progressBarColor', DEFAULT_PROGRESS_BAR_COLOR),
    hexField('bodyTextColor'),
    defineField({ name: 'footerLogoTheme', type: 'string', options: { list: LOGO_THEMES, layout: 'radio' }, initialValue: 'dark' }),
    defineField({ name: 'hideContinueReading', type: 'boolean', initialValue: false }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'section.title', media: 'heroImage' } },
});
