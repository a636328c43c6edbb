/**
 * What readers and members are told about newsletters (server/newsletters/, the /account section
 * and the confirmation page), kept apart from shared/messages.ts so only the pages that use them load them.
 */
export const NEWSLETTERS = {
  heading: 'Newsletters',
  intro: 'Choose the newsletters you get by email.',
  premiumOnly: 'Premium members only',
  save: 'Save newsletters',
  saving: 'Saving\u2026',
  saved: 'Your newsletters are saved.',
  loadFailed: 'We could not load your newsletters. Please try again.',
  saveFailed: 'We could not save your newsletters. Please try again.',
  /** The 400 of PUT /api/account/newsletters and POST /api/newsletter for a slug no newsletter has. */
  unknown: (slug: string) => `There is no newsletter called \u201c${slug}\u201d.`,
  /** The 403 of PUT /api/account/newsletters for a free member. */
  forPremium: (name: string) => `${name} is for premium members only.`,
  /** The 400 of a PUT whose body is not {"subscribed": [slug, …]}. */
  badChoice: 'Send the newsletters to subscribe to as {"subscribed": ["slug", \u2026]}.',
  unavailable: 'Newsletters are unavailable right now. Please try again.',
  confirmTitle: 'Confirm your subscription',
  confirmBody: (email: string) => `Click the button to start getting our newsletters at ${email}.`,
  confirmButton: 'Confirm my subscription',
  confirmedTitle: 'You are subscribed',
  confirmedBody: 'Thank you: your address is confirmed and the newsletters will come to your inbox.',
  confirmInvalidTitle: 'This link does not work',
  confirmInvalidBody: 'The link has expired or was already used. Sign up again and we will send a new one.',
  mailSubject: (siteName: string) => `${siteName}: confirm your newsletter subscription`,
  mailBody: (siteName: string) =>
    `Someone, hopefully you, asked to get newsletters from ${siteName} at this address. Click the link below to confirm. The link works for 7 days.`,
  mailIgnore: 'If you did not ask for it, ignore this email: you will get nothing from us.',
} as const;
