/**
 * What the newsletters' machine-facing endpoints and operator commands answer (server/newsletters/
 * events.ts, studio-sends.ts, the accounts CLI's suppressions): the mail provider's events, the
 * Studio's send requests and the suppression list. Kept apart so tests and the Studio's docs name them.
 */
export const NEWSLETTER_EVENTS = {
  /** 503 of POST /api/newsletters/events without NEWSLETTER_EVENTS_SIGNING_KEY. */
  disabled: 'Mail events are not set up on this server (NEWSLETTER_EVENTS_SIGNING_KEY).',
  notJson: 'Send the mail provider\u2019s event as a JSON object: {"signature": {...}, "event-data": {...}}.',
  badSignature: 'The event\u2019s signature is missing or does not match NEWSLETTER_EVENTS_SIGNING_KEY.',
  stale: (minutes: number) => `The event\u2019s signature is more than ${minutes} minutes from now: refused as a replay.`,
  noEventData: 'The event has no "event-data" object with an "event" name.',
  badRecipient: 'The event\u2019s "recipient" is not an email address.',
} as const;

export const NEWSLETTER_SENDS = {
  /** 503 of POST /api/newsletters/sends without SANITY_WEBHOOK_SECRET. */
  disabled: 'Studio sends are not set up on this server (SANITY_WEBHOOK_SECRET).',
  /** 503 when this server has no sending service wired in. */
  badSignature: 'Invalid webhook signature',
  badBody:
    'Send the newsletterSend document as the webhook\u2019s projection: {"_id", "newsletterId", "storyId", "requestedBy"}.',
  contentUnavailable: 'The site could not read its content just now. Please try again.',
  unknownNewsletter: (id: string) => `No published newsletter has the id ${id}.`,
  unknownStory: (id: string) =>
    `No published, released article, feature or recipe has the id ${id}. Publish the story before sending it.`,
} as const;

export const SUPPRESSIONS = {
  none: 'No address is suppressed.',
  count: (n: number) => `${n} suppressed address(es)`,
  lifted: (email: string) => `${email}: no longer suppressed; later sends include it again`,
  notSuppressed: (email: string) => `${email} is not suppressed.`,
} as const;
