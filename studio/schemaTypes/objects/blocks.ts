/** The custom Portable Text blocks the site renders (shared/content/sanity.types.ts, generated from this schema, shared/content/blocks.ts). */
import { defineField, defineType } from 'sanity';
import { imageFields, imageMember } from '../fields';
import { AD_SIZES, ALIGNMENTS, IMAGE_WIDTHS } from '../options';

export const insetImage = defineType({
  name: 'insetImage',
  title: 'Inset image',
  type: 'object',
  fields: [
    defineField({ name: 'image', type: 'image', options: { hotspot: true }, fields: imageFields, validation: (rule) => rule.required() }),
    defineField({ name: 'alignment', type: 'string', options: { list: ALIGNMENTS, layout: 'radio', direction: 'horizontal' }, initialValue: 'center', validation: (rule) => rule.required() }),
    defineField({ name: 'width', type: 'string', options: { list: IMAGE_WIDTHS, layout: 'radio', direction: 'horizontal' }, initialValue: 'full-width', validation: (rule) => rule.required() }),
    defineField({ name: 'caption', type: 'string' }),
    defineField({ name: 'credit', type: 'string' }),
  ],
  preview: { select: { media: 'image', title: 'caption', subtitle: 'alignment' }, prepare: ({ media, title, subtitle }) => ({ media, title: title || 'Inset image', subtitle }) },
});

export const pullQuote = defineType({
  name: 'pullQuote',
  title: 'Pull quote',
  type: 'object',
  fields: [
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({ name: 'attribution', type: 'string' }),
  ],
  preview: { select: { title: 'text', subtitle: 'attribution' } },
});

export const podcastPlayer = defineType({
  name: 'podcastPlayer',
  title: 'Podcast player',
  description: 'A player for one episode',
  type: 'object',
  fields: [defineField({ name: 'episode', type: 'reference', to: [{ type: 'podcastEpisode' }], validation: (rule) => rule.required() })],
  preview: { select: { title: 'episode.title' }, prepare: ({ title }) => ({ title: `Podcast: ${title ?? '(no episode)'}` }) },
});

export const podcastAudio = defineType({
  name: 'podcastAudio',
  title: 'Podcast audio',
  description: "The episode's audio file (an MP3 URL, or a site path such as /media/audio/x.mp3)",
  type: 'object',
  fields: [
    defineField({
      name: 'podcastAudioLink',
      title: 'Audio link',
      type: 'url',
      validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['http', 'https'] }),
    }),
    defineField({ name: 'durationSeconds', title: 'Duration (seconds)', type: 'number', validation: (rule) => rule.min(0) }),
  ],
  preview: { select: { title: 'podcastAudioLink' } },
});

export const imageCarousel = defineType({
  name: 'imageCarousel',
  title: 'Image carousel',
  type: 'object',
  fields: [defineField({ name: 'images', type: 'array', of: [imageMember()], validation: (rule) => rule.required().min(2) })],
  preview: { select: { media: 'images.0', count: 'images' }, prepare: ({ media }) => ({ media, title: 'Image carousel' }) },
});

export const relatedRecipes = defineType({
  name: 'relatedRecipes',
  title: 'Related recipes',
  description: "Shows the article's related recipes (Meta) here, in the article's chosen display",
  type: 'object',
  fields: [defineField({ name: 'title', type: 'string' })],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title: `Related recipes${title ? `: ${title}` : ''}` }) },
});

export const adSlot = defineType({
  name: 'adSlot',
  title: 'Ad slot',
  type: 'object',
  fields: [
    defineField({ name: 'size', type: 'string', options: { list: AD_SIZES }, validation: (rule) => rule.required() }),
    defineField({ name: 'mobileSize', type: 'string', options: { list: AD_SIZES } }),
  ],
  preview: { select: { title: 'size', subtitle: 'mobileSize' }, prepare: ({ title, subtitle }) => ({ title: `Ad ${title}`, subtitle: subtitle ? `mobile ${subtitle}` : undefined }) },
});

export const blockTypes = [insetImage, pullQuote, podcastPlayer, podcastAudio, imageCarousel, relatedRecipes, adSlot];
