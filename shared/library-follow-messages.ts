/**
 * The words of the follow button of contributor, section and tag pages (docs/features/library.md),
 * apart from the library's other messages (shared/library-ui-messages.ts) for those pages' scripts.
 */

/** The follow button of contributor, section and tag pages (aria-pressed tells whether it is followed). */
export const FOLLOW_UI = {
  label: (name: string) => `Follow ${name}`,
  follow: 'Follow',
  following: 'Following',
};
