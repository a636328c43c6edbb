/**
 * Builds a newsletter's email from a story (docs/features/newsletters.md#the-email): `loadStory`
 * finds a published, released article, feature or recipe by its site path; `render` makes the
 * email (./render.tsx, React Email: docs/decisions/newsletter-email.md). The renderer and its
 * packages are imported at the first render, so a server that sends nothing never loads them.
 */
import { SANITY_DATASET } from '../../../shared/constants.js';
import type { ImageConfig } from '../../../shared/images.js';
import { loadStory, type Query } from './story.js';
import type { NewsletterEmails } from './types.js';

export * from './types.js';
export type { EmailStoryContent } from './story.js';

/** The embedded dataset's images: the site's own image route (server/content/images.ts). */
const LOCAL_IMAGES: ImageConfig = { projectId: 'local', dataset: SANITY_DATASET, baseUrl: '' };

export interface NewsletterEmailDeps {
  query: Query;
  now?: () => Date;
  /**
   * Where image URLs point: the content service's `images` (server/content/index.ts,
   * imageConfigFor). Without it, the site's own image route, which serves the embedded dataset.
   */
  images?: ImageConfig;
}

export function createNewsletterEmails(deps: NewsletterEmailDeps): NewsletterEmails {
  const now = deps.now ?? (() => new Date());
  const images = deps.images ?? LOCAL_IMAGES;
  return {
    loadStory: (path) => loadStory(deps.query, path, now()),
    async render(input) {
      const { renderNewsletterEmail } = await import('./render.js');
      return renderNewsletterEmail(input, images);
    },
  };
}
