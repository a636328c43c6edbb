/** Field builders every document type shares: images with alt/caption/credit, slugs, SEO, references. */
import { defineArrayMember, defineField, type SlugRule, type StringRule } from 'sanity';
import { SITE_PATH } from './options';

type Extra = { title?: string; description?: string; group?: string; fieldset?: string; hidden?: boolean };

/** An image as the site reads it (IMAGE projection of server/content/queries.ts): hotspot, crop, alt, caption, credit. */
export function imageField(name: string, extra: Extra & { required?: boolean } = {}) {
  const { required, ...rest } = extra;
  return defineField({
    name,
    type: 'image',
    options: { hotspot: true },
    ...rest,
    fields: imageFields,
    validation: required ? (rule) => rule.required() : undefined,
  });
}

export const imageFields = [
  defineField({ name: 'alt', title: 'Alternative text', type: 'string', description: 'What the image shows, for readers who cannot see it' }),
  defineField({ name: 'caption', type: 'string' }),
  defineField({ name: 'credit', type: 'string' }),
];

export function imageMember() {
  return defineArrayMember({ type: 'image', options: { hotspot: true }, fields: imageFields });
}

export function slugField(source = 'title', extra: Extra = {}) {
  return defineField({
    name: 'slug',
    type: 'slug',
    options: { source, maxLength: 96 },
    validation: (rule: SlugRule) => rule.required(),
    ...extra,
  });
}

export function seoField(extra: Extra = {}) {
  return defineField({ name: 'seo', title: 'SEO', type: 'seo', ...extra });
}

/** One reference to a document of one of `types`. */
export function refField(name: string, types: string[], extra: Extra & { required?: boolean } = {}) {
  const { required, ...rest } = extra;
  return defineField({
    name,
    type: 'reference',
    to: types.map((type) => ({ type })),
    ...rest,
    validation: required ? (rule) => rule.required() : undefined,
  });
}

/** A list of references; `required` means at least one (Rule.required() rejects an empty array). */
export function refsField(name: string, types: string[], extra: Extra & { required?: boolean; max?: number } = {}) {
  const { required, max, ...rest } = extra;
  return defineField({
    name,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: types.map((type) => ({ type })) })],
    ...rest,
    validation: (rule) => {
      let r = rule.unique();
      if (required) r = r.required().min(1);
      if (max) r = r.max(max);
      return r;
    },
  });
}

/** A site path (`/about`) or an absolute http(s) URL. */
export function linkField(name: string, extra: Extra & { required?: boolean; pathOnly?: boolean } = {}) {
  const { required, pathOnly, ...rest } = extra;
  return defineField({
    name,
    type: 'string',
    ...rest,
    validation: (rule: StringRule) =>
      (required ? rule.required() : rule).custom((value: unknown) => {
        if (typeof value !== 'string' || value === '') return true;
        if (SITE_PATH.test(value)) return true;
        if (pathOnly) return 'A path on this site, starting with / (e.g. /news/some-story)';
        return /^https?:\/\//.test(value) || /^mailto:/.test(value) ? true : 'A path starting with / or a URL starting with https://';
      }),
  });
}

/** A string that must be present and non-empty. */
export function requiredString(name: string, extra: Extra = {}) {
  return defineField({ name, type: 'string', ...extra, validation: (rule) => rule.required() });
}

/** Closes a story to new comments (server/comments/, docs/features/comments.md); its thread stays readable. */
export function commentsOffField(extra: Extra = {}) {
  return defineField({
    name: 'commentsOff',
    title: 'Comments off',
    type: 'boolean',
    initialValue: false,
    description: 'No new comments or replies under this story (the thread stays readable)',
    ...extra,
  });
}
