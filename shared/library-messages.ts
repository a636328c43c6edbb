/**
 * What members are told about their library (server/library/: saved stories, reading history,
 * follows, the For-you page and its private feed), kept apart from shared/messages.ts so only the
 * pages that use them load them.
 */
export const LIBRARY = {
  /** The 400 of a body without a story path: {"path": "/sections/news/articles/a-story"}. */
  badPath: 'Send the story as {"path": "/sections/\u2026/articles/\u2026"}: the path of an article, feature, recipe or episode.',
  /** The 400 of a path that is not a story's own page (a section, a tag, another site). */
  notAStory: 'Only an article, a feature, a recipe or a podcast episode can be saved or read.',
  /** The 404 of a story path nothing is published at (unknown, not yet released, moved). */
  storyNotFound: 'There is no story at this address.',
  /** The 400 of a follow body that is not {"kind", "slug"}. */
  badFollow: 'Send what to follow as {"kind": "author" | "section" | "tag", "slug": "\u2026"}.',
  /** The 404 of a follow whose author, section or tag does not exist. */
  followNotFound: (kind: string) => `There is no ${kind} by that name.`,
  /** The 400 of GET /api/library/for-you?offset= that is not a whole number from 0. */
  badOffset: 'The offset must be a whole number from 0.',
  /** The 409 of a save past the limit. */
  savedFull: (max: number) => `You can keep up to ${max} saved stories. Remove some to save more.`,
  /** The 409 of a follow past the limit. */
  followsFull: (max: number) => `You can follow up to ${max} authors, sections and tags. Unfollow some to follow more.`,
  /** The 429 of the private feed fetched too often from one address. */
  tooMany: 'Too many requests for this feed. Please wait a few minutes.',
  unavailable: 'Your library is unavailable right now. Please try again.',
  /** The private feed's channel. */
  feedTitle: (siteName: string) => `For you | ${siteName}`,
  feedDescription: (siteName: string) => `The newest stories from the authors, sections and tags you follow on ${siteName}.`,
  /** Plain-text answers of the private feed's address. */
  feedNotFound: 'There is no feed at this address.',
  feedRetired: 'This feed address was replaced by a new one. Copy the new address from your account page.',
} as const;
