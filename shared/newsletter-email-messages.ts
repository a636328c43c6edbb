/**
 * What a newsletter email says around its story (server/newsletters/email/) and what its unsubscribe
 * link's pages say (server/newsletters/unsubscribe-router.ts). Kept apart from
 * shared/newsletter-messages.ts, which the /account section loads in the browser.
 */
export const NEWSLETTER_EMAIL = {
  /** Above the story: which newsletter this is and who sends it. */
  from: (newsletter: string, sender: string) => `${newsletter} \u00b7 from ${sender}`,
  byline: (names: string[]) =>
    names.length <= 1 ? `By ${names.join('')}` : `By ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
  /** A premium story for a reader who gets its teaser: the box after it. */
  teaserNote: 'The rest of this story is for members.',
  readOn: (siteName: string) => `Read on at ${siteName}`,
  /** A story too long for one email (Gmail clips past 102 KB): where the rest is. */
  continuedNote: 'This story is longer than an email can hold.',
  continueReading: 'Continue reading',
  /** The end of a whole story: the same story on the site. */
  onTheSite: (siteName: string) => `Read it on ${siteName}`,
  listen: (title: string) => `Listen: ${title}`,
  /** A recipe's total time: '45 minutes', '1 hour', '4 hours 30 minutes'. */
  recipeTime: (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    const hours = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
    const mins = m === 0 ? '' : m === 1 ? '1 minute' : `${m} minutes`;
    return [hours, mins].filter(Boolean).join(' ');
  },
  ingredients: 'Ingredients',
  steps: 'Method',
  /** The footer. */
  why: (newsletter: string, siteName: string) => `You get ${newsletter} because you subscribed to it at ${siteName}.`,
  unsubscribe: (newsletter: string) => `Unsubscribe from ${newsletter}`,
  manage: 'Manage your newsletters',
} as const;

export const NEWSLETTER_UNSUBSCRIBE = {
  title: (newsletter: string) => `Unsubscribe from ${newsletter}`,
  body: (newsletter: string, email: string) => `Click the button and ${email} will no longer get ${newsletter}.`,
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneBody: (newsletter: string, email: string) => `${email} will no longer get ${newsletter}.`,
  manage: 'Choose all your newsletters on your account page',
  invalidTitle: 'This unsubscribe link does not work',
  invalidBody:
    'The link is incomplete or was changed. Open it again from the newsletter email, or choose your newsletters on your account page.',
  failedTitle: 'We could not unsubscribe you just now',
  failedBody: 'Something went wrong on our side. Please try the link again in a few minutes.',
} as const;
