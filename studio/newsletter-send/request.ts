/**
 * 'Send to newsletter' (./SendToNewsletterAction.tsx), its logic without React or Sanity imports so
 * the site's tests can run it (test/unit/studio/newsletter-send.test.ts): which documents can be
 * sent, the `newsletterSend` document the action writes, what the dialog says.
 *
 * The action only writes that document. A Sanity GROQ webhook on its creation posts it, signed, to
 * the site's POST /api/newsletters/sends, which queues the send (docs/editors.md): the Studio holds
 * no secret of the site's, and the document stays as the record of who sent what, when.
 */

/** The stories a newsletter carries (the site's article, feature and recipe pages). */
export const SENDABLE_TYPES: readonly string[] = ['article', 'featureArticle', 'recipeArticle'];
export const NEWSLETTER_SEND_TYPE = 'newsletterSend';

/**
 * The Sanity GROQ webhook that delivers a request to the site (docs/editors.md): on create of a
 * published newsletterSend, its projection is the body POST /api/newsletters/sends takes.
 */
export const SEND_WEBHOOK = {
  filter: '_type == "newsletterSend"',
  projection: '{_id, "newsletterId": newsletter._ref, "storyId": story._ref, requestedBy, requestedAt}',
} as const;

/** The published newsletters the dialog offers, oldest first (as the site lists them). */
export const NEWSLETTER_CHOICES_QUERY = `*[_type == "newsletter" && defined(slug.current) && !(_id in path("drafts.**"))] | order(_createdAt asc, _id asc){
  _id, name, "slug": slug.current, "premiumOnly": premiumOnly == true
}`;
/** Earlier requests to send this story ($storyId), newest first. */
export const PAST_SENDS_QUERY = `*[_type == "newsletterSend" && story._ref == $storyId] | order(requestedAt desc){
  "newsletterId": newsletter._ref, requestedAt, requestedBy
}`;

export interface NewsletterChoice {
  _id: string;
  name: string | null;
  slug: string | null;
  premiumOnly: boolean;
}

export interface PastSend {
  newsletterId: string | null;
  requestedAt: string | null;
  requestedBy: string | null;
}

export interface Editor {
  name?: string | null;
  email?: string | null;
}

export const SEND_TEXT = {
  label: 'Send to newsletter',
  title: 'Email the published story to the subscribers of a newsletter',
  notPublished: 'Publish the story first: only its published version can be sent',
  notReleased: (date: string) => `Released ${date.slice(0, 16).replace('T', ' ')} (UTC): it can be sent from then on`,
  header: 'Send to newsletter',
  choose: 'Which newsletter gets this story?',
  loading: 'Loading the newsletters\u2026',
  noNewsletters: 'There is no published newsletter yet: create and publish one under Newsletters.',
  loadFailed: 'The newsletters could not be loaded. Close this and try again.',
  premiumOnly: 'premium members only',
  alreadySent: (when: string, who: string | null) => `already sent ${when}${who ? ` by ${who}` : ''}`,
  draftWarning: 'This story has unpublished changes: the published version is sent, not the draft.',
  next: 'Continue',
  back: 'Back',
  confirm: (story: string, newsletter: string) =>
    `Send \u201c${story}\u201d to every subscriber of ${newsletter}? This cannot be undone: the emails go out within minutes.`,
  send: 'Send now',
  sending: 'Sending\u2026',
  cancel: 'Cancel',
  sent: (newsletter: string) => `Sent to ${newsletter}: the site is emailing its subscribers. Newsletter sends lists the request.`,
  failed: 'The send could not be recorded. Nothing was sent; try again.',
} as const;

export const isSendable = (type: string) => SENDABLE_TYPES.includes(type);

/** The published id of a document (its draft's id without `drafts.`): a reference's target. */
export const publishedId = (id: string) => id.replace(/^drafts\./, '');

/**
 * Why the action is off for this document, or null when it can be sent: it must be published, and
 * released (the site sends no story before its release date).
 */
export function unavailableReason(published: { releaseDate?: unknown } | null | undefined, now: Date): string | null {
  if (!published) return SEND_TEXT.notPublished;
  const release = typeof published.releaseDate === 'string' ? new Date(published.releaseDate) : null;
  if (release && !Number.isNaN(release.getTime()) && release > now) return SEND_TEXT.notReleased(published.releaseDate as string);
  return null;
}

/** How the request names its editor: `Name <email>`, either alone, or 'an editor'. */
export function requestedByOf(user: Editor | null | undefined): string {
  const name = user?.name?.trim();
  const email = user?.email?.trim();
  if (name && email) return `${name} <${email}>`;
  return name || email || 'an editor';
}

/** The day (UTC) an ISO date falls on, for 'already sent 2026-12-06'. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'before');

/**
 * The dialog's choices: every published newsletter, and for each the earlier send of this story to
 * it, if any. A newsletter this story already went to cannot be chosen (the site would refuse it:
 * a send is once per story and newsletter; an operator can resend with the CLI's --resend).
 */
export function choicesFor(newsletters: NewsletterChoice[], past: PastSend[]) {
  return newsletters
    .filter((n) => n.slug)
    .map((n) => {
      const earlier = past.find((p) => p.newsletterId === n._id);
      return {
        id: n._id,
        name: n.name || n.slug!,
        premiumOnly: n.premiumOnly,
        sent: earlier ? SEND_TEXT.alreadySent(day(earlier.requestedAt), earlier.requestedBy) : null,
      };
    });
}

/** The document the action creates: weak references (the record outlives a deleted story), who, when. */
export function newsletterSendDocument(input: { newsletterId: string; storyId: string; user: Editor | null | undefined; now: Date }) {
  return {
    _type: NEWSLETTER_SEND_TYPE,
    newsletter: { _type: 'reference', _ref: publishedId(input.newsletterId), _weak: true },
    story: { _type: 'reference', _ref: publishedId(input.storyId), _weak: true },
    requestedBy: requestedByOf(input.user),
    requestedAt: input.now.toISOString(),
  };
}
