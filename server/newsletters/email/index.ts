/**
 * Builds a newsletter's email from a story. PLACEHOLDER for the branch that builds the real emails
 * (issue 50, "Each email"): plain text only. That branch replaces this file wholesale.
 */
import { ARTICLE_BY_SLUG_QUERY, FEATURE_ARTICLE_QUERY, RECIPE_QUERY } from '../../content/queries.js';
import type { QueryParams } from '../../content/source.js';
import type { NewsletterEmails, NewsletterStory, NewsletterStoryKind } from './types.js';

export * from './types.js';

const PATTERNS: [NewsletterStoryKind, RegExp, string][] = [
  ['article', /^\/sections\/[^/]+\/articles\/([^/?#]+)$/, ARTICLE_BY_SLUG_QUERY],
  ['feature', /^\/feature\/([^/?#]+)$/, FEATURE_ARTICLE_QUERY],
  ['recipe', /^\/recipes\/([^/?#]+)$/, RECIPE_QUERY],
];

export function createNewsletterEmails(deps: {
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  now?: () => Date;
}): NewsletterEmails {
  const now = deps.now ?? (() => new Date());
  return {
    async loadStory(path) {
      for (const [kind, pattern, groq] of PATTERNS) {
        const m = pattern.exec(path);
        if (!m) continue;
        const doc = await deps.query<{ title?: string; isPremium?: boolean } | null>(groq, {
          slug: decodeURIComponent(m[1]),
          now: now().toISOString(),
        });
        if (!doc?.title) return null;
        const story: NewsletterStory = { path, kind, title: doc.title, premium: doc.isPremium === true, content: doc };
        return story;
      }
      return null;
    },
    async render(input) {
      const url = `${input.publicUrl.replace(/\/+$/, '')}${input.story.path}`;
      return {
        subject: input.story.title,
        html: `<p><a href="${url}">${input.story.title}</a></p><p><a href="${input.unsubscribeUrl}">Unsubscribe</a></p>`,
        text: `${input.story.title}\n${url}\n\nUnsubscribe: ${input.unsubscribeUrl}\nManage: ${input.manageUrl}\n`,
        headers: {
          'List-Id': `${input.newsletter.name} <${input.newsletter.slug}.${new URL(input.publicUrl).hostname}>`,
          'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
  };
}
