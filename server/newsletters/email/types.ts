/**
 * The contract between sending a newsletter (server/newsletters/sending/) and building its email
 * (server/newsletters/email/): the sender finds the story, asks for one email per variant (the whole
 * story or its teaser) and hands it to each recipient with their own unsubscribe link put in.
 */

/** The kinds of story a newsletter carries. */
export type NewsletterStoryKind = 'article' | 'feature' | 'recipe';

/** A story to send, as the email builder loaded it. */
export interface NewsletterStory {
  /** The story's site path (e.g. `/feature/the-slug`), what `--story` and the Studio action name. */
  path: string;
  kind: NewsletterStoryKind;
  title: string;
  /** The editors' premium flag: the whole text only to readers the access rule lets read it. */
  premium: boolean;
  /** Whatever the builder needs to render the story (body, image, authors); opaque to the sender. */
  content: unknown;
}

/** The newsletter an email goes out under (from NEWSLETTERS_QUERY). */
export interface NewsletterIdentity {
  slug: string;
  name: string;
  senderName: string | null;
}

export interface NewsletterEmailInput {
  siteName: string;
  /** PUBLIC_URL: every link and image in the email is absolute. */
  publicUrl: string;
  newsletter: NewsletterIdentity;
  story: NewsletterStory;
  /** The whole story (a reader the access rule lets read it) or its teaser and a link to read on. */
  full: boolean;
  /**
   * The recipient's one-click unsubscribe address. The sender renders once per variant with
   * UNSUBSCRIBE_PLACEHOLDER here and puts each recipient's own address in its place, so the builder
   * must write this string as it is (no escaping, no encoding), wherever it appears.
   */
  unsubscribeUrl: string;
  /** Where a member manages all their newsletters (/account). */
  manageUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** List-Id, List-Unsubscribe, List-Unsubscribe-Post (RFC 2919, RFC 8058). */
  headers: Record<string, string>;
}

/** What the sender needs from the email builder. */
export interface NewsletterEmails {
  /** The published, released story at `path` (article, feature or recipe), or null. */
  loadStory(path: string): Promise<NewsletterStory | null>;
  render(input: NewsletterEmailInput): Promise<RenderedEmail>;
}

/** Stands for the recipient's unsubscribe address in a rendered email; a valid URL, so builders accept it. */
export const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/colophon-unsubscribe-placeholder';
