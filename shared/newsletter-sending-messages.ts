/**
 * What an operator or an editor is told when a story is sent to a newsletter (server/newsletters/sending/,
 * `npm run newsletter -- send`, the Studio action's webhook).
 */
export const NEWSLETTER_SENDING = {
  unknownNewsletter: (slug: string) => `There is no newsletter called \u201c${slug}\u201d.`,
  unknownStory: (path: string) =>
    `There is no published article, feature or recipe at ${path} (give its site path, e.g. /feature/the-slug or /recipes/the-slug).`,
  alreadySent: (newsletter: string, story: string, when: string) =>
    `${story} was already sent to ${newsletter} on ${when}: nothing was sent. Add --resend to send it again.`,
  badRequest: 'Name the newsletter (its slug) and the story (its site path).',
  nobody: (newsletter: string) => `Nobody gets ${newsletter} now: nothing to send.`,
} as const;
