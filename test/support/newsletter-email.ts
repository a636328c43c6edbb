/**
 * The newsletter email builder over the embedded dataset (data/dataset.ndjson), for the builder's
 * tests and the browser suite that looks at its emails: story paths of every kind, and a render
 * with the sender's placeholder for the unsubscribe link.
 */
import { createLocalSource, type LocalSourceOptions } from '../../server/content/sources/local.js';
import { createNewsletterEmails, UNSUBSCRIBE_PLACEHOLDER, type NewsletterEmails, type NewsletterStory, type RenderedEmail } from '../../server/newsletters/email/index.js';
import { isReleased, ofType, slugOf } from './dataset.js';

export const SITE = 'The Colophon';
export const NEWSLETTER = { slug: 'weekly', name: 'The Weekly', senderName: 'Ada Editor' };

export function datasetEmails(options: LocalSourceOptions = { location: 'data' }): NewsletterEmails {
  const source = createLocalSource(options);
  return createNewsletterEmails({ query: (groq, params = {}) => source.fetch(groq, params, { preview: false }) });
}

export function renderFor(emails: NewsletterEmails, story: NewsletterStory, full: boolean, publicUrl = 'http://localhost:3000'): Promise<RenderedEmail> {
  return emails.render({
    siteName: SITE,
    publicUrl,
    newsletter: NEWSLETTER,
    story,
    full,
    unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
    manageUrl: `${publicUrl}/account`,
  });
}

/** Site paths of every released, published article, feature and recipe of the dataset. */
export function storyPaths(): { path: string; kind: 'article' | 'feature' | 'recipe'; premium: boolean }[] {
  const released = <T extends Parameters<typeof isReleased>[0]>(docs: T[]) => docs.filter((d) => isReleased(d));
  return [
    ...released(ofType('article')).map((a) => ({
      path: `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`,
      kind: 'article' as const,
      premium: a.isPremium === true,
    })),
    ...released(ofType('featureArticle')).map((f) => ({ path: `/feature/${f.slug.current}`, kind: 'feature' as const, premium: f.isPremium === true })),
    ...released(ofType('recipeArticle')).map((r) => ({ path: `/recipes/${r.slug.current}`, kind: 'recipe' as const, premium: false })),
  ];
}

/** The `<img>` tags of an email's HTML and their attributes. */
export function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, '&')])),
  );
}
