/** Contributors (authors) and team members (spec §3). */
import { z } from 'zod';
import { image, portableText, text, withDefault } from './common.js';
import { contributorUrl, teamMemberUrl } from './urls.js';

export const AuthorSchema = z
  .object({
    _id: z.string(),
    firstName: withDefault(z.string(), ''),
    lastName: withDefault(z.string(), ''),
    slug: z.string(),
    legacySlug: text,
    bio: portableText,
    image,
  })
  .transform(({ _id, ...a }) => ({
    id: _id,
    ...a,
    name: `${a.firstName} ${a.lastName}`.trim(),
    url: contributorUrl(a.slug),
  }));
export type Author = z.output<typeof AuthorSchema>;

export const TeamMemberSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    slug: z.string(),
    jobTitle: text,
    avatar: image,
    bio: portableText,
  })
  .transform(({ _id, ...m }) => ({
    id: _id,
    ...m,
    name: `${m.firstName} ${m.lastName}`.trim(),
    url: teamMemberUrl(m.slug),
  }));
export type TeamMember = z.output<typeof TeamMemberSchema>;
