/**
 * Portable Text: the text block (styles, lists, marks, links) and the body fields built from it.
 * `textField` is plain rich text (bios, notes, descriptions); `bodyField` adds every custom block
 * the site renders (shared/content/blocks.ts): inset images, pull quotes, podcast players and audio,
 * carousels, ad slots and related recipes.
 */
import { defineArrayMember, defineField } from 'sanity';

export const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Heading 4', value: 'h4' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullet', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
      { title: 'Underline', value: 'underline' },
    ],
    annotations: [
      {
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          defineField({
            name: 'href',
            type: 'url',
            title: 'URL',
            validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto'] }),
          }),
        ],
      },
    ],
  },
});

/** The custom blocks of an article, feature, recipe or page body. */
export const BODY_BLOCK_TYPES = ['insetImage', 'pullQuote', 'podcastPlayer', 'imageCarousel', 'relatedRecipes', 'adSlot'];

type Extra = { title?: string; description?: string; group?: string; required?: boolean };

function portableText(name: string, members: string[], extra: Extra) {
  const { required, ...rest } = extra;
  return defineField({
    name,
    type: 'array',
    of: [textBlock, ...members.map((type) => defineArrayMember({ type }))],
    ...rest,
    validation: required ? (rule) => rule.required().min(1) : undefined,
  });
}

export const textField = (name: string, extra: Extra = {}) => portableText(name, [], extra);
export const bodyField = (name: string, extra: Extra = {}) => portableText(name, BODY_BLOCK_TYPES, extra);
/** A podcast episode's content: its audio first, then text and the same blocks as an article. */
export const episodeContentField = (name: string, extra: Extra = {}) => portableText(name, ['podcastAudio', ...BODY_BLOCK_TYPES], extra);
