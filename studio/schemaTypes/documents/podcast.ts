/** Podcasts and their episodes (shared/content/podcast.ts; the feed's Apple tags read category, explicit and owner). */
import { MicrophoneIcon, PlayIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { commentsOffField, imageField, linkField, refField, requiredString, seoField, slugField } from '../fields';
import { episodeContentField, textField } from '../objects/portable-text';

export const podcast = defineType({
  name: 'podcast',
  title: 'Podcast',
  type: 'document',
  icon: MicrophoneIcon,
  fields: [
    requiredString('title'),
    slugField(),
    defineField({ name: 'date', type: 'date' }),
    defineField({ name: 'releaseDate', type: 'datetime' }),
    defineField({ name: 'dek', type: 'text', rows: 2 }),
    textField('description'),
    textField('credits'),
    linkField('subscribeLink'),
    defineField({ name: 'spotifyPodcastLink', type: 'url' }),
    defineField({ name: 'applePodcastLink', type: 'url' }),
    defineField({ name: 'rssLink', title: 'External RSS link', type: 'url', description: 'Leave empty: the site serves its own feed' }),
    defineField({ name: 'amazonPodcastLink', type: 'url' }),
    defineField({ name: 'amazonPodcastText', type: 'string' }),
    defineField({ name: 'chronologicalOrder', type: 'boolean', initialValue: false, description: 'List episodes oldest first (serials)' }),
    imageField('image', { description: 'Square, 1400–3000 px (Apple Podcasts)' }),
    defineField({ name: 'category', type: 'string', description: 'iTunes category, e.g. News' }),
    defineField({ name: 'explicit', type: 'boolean', initialValue: false }),
    defineField({
      name: 'owner',
      type: 'object',
      description: 'Who directories contact about the show (itunes:owner)',
      fields: [defineField({ name: 'name', type: 'string' }), defineField({ name: 'email', type: 'email' })],
    }),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'dek', media: 'image' } },
});

export const podcastEpisode = defineType({
  name: 'podcastEpisode',
  title: 'Podcast episode',
  type: 'document',
  icon: PlayIcon,
  fields: [
    requiredString('title'),
    slugField(),
    refField('podcast', ['podcast'], { required: true }),
    defineField({ name: 'date', type: 'date' }),
    defineField({ name: 'releaseDate', type: 'datetime' }),
    commentsOffField(),
    defineField({ name: 'dek', type: 'text', rows: 2 }),
    textField('description'),
    episodeContentField('content', { description: 'Starts with the episode audio block', required: true }),
    defineField({
      name: 'listenOn',
      type: 'object',
      fields: [defineField({ name: 'apple', type: 'url' }), defineField({ name: 'spotify', type: 'url' }), defineField({ name: 'amazon', type: 'url' })],
    }),
    defineField({ name: 'legacyPathname', type: 'string', readOnly: true }),
    imageField('image'),
    seoField(),
  ],
  preview: { select: { title: 'title', subtitle: 'podcast.title', media: 'image' } },
});
