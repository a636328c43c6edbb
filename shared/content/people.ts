/** Contributors (authors) and team members. */
import type { CONTRIBUTOR_QUERY_RESULT, TEAM_MEMBER_QUERY_RESULT } from './sanity.types.js';
import { image, portableText } from './common.js';
import { contributorUrl, teamMemberUrl } from './urls.js';

export function normaliseAuthor(raw: NonNullable<CONTRIBUTOR_QUERY_RESULT>) {
  const firstName = raw.firstName ?? '';
  const lastName = raw.lastName ?? '';
  return {
    id: raw._id,
    firstName,
    lastName,
    slug: raw.slug,
    legacySlug: raw.legacySlug ?? undefined,
    bio: portableText(raw.bio),
    image: image(raw.image),
    name: `${firstName} ${lastName}`.trim(),
    url: contributorUrl(raw.slug),
  };
}
export type Author = ReturnType<typeof normaliseAuthor>;

export function normaliseTeamMember(raw: NonNullable<TEAM_MEMBER_QUERY_RESULT>) {
  return {
    id: raw._id,
    firstName: raw.firstName,
    lastName: raw.lastName,
    slug: raw.slug,
    jobTitle: raw.jobTitle ?? undefined,
    avatar: image(raw.avatar),
    bio: portableText(raw.bio),
    name: `${raw.firstName} ${raw.lastName}`.trim(),
    url: teamMemberUrl(raw.slug),
  };
}
export type TeamMember = ReturnType<typeof normaliseTeamMember>;
