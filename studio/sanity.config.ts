import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { presentationTool } from 'sanity/presentation';
import { visionTool } from '@sanity/vision';
import { schemaTypes, SINGLETON_TYPES } from './schemaTypes';
import { structure } from './structure';
import { dataset, previewSiteUrl, projectId } from './env';
import { locations, mainDocuments } from './presentation/resolve';
import { PreviewAction } from './preview/PreviewAction';
import { SendToNewsletterAction } from './newsletter-send/SendToNewsletterAction';
import { isSendable, NEWSLETTER_SEND_TYPE } from './newsletter-send/request';

const singletons = new Set(SINGLETON_TYPES);
/** Made only by 'Send to newsletter', never from "new document". */
const notFromTemplates = new Set([...SINGLETON_TYPES, NEWSLETTER_SEND_TYPE]);

export default defineConfig({
  name: 'colophon',
  title: 'The Colophon',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // The site inside the Studio, in preview: hover outlines a headline, a click opens its field,
    // and the frame follows the draft. The tool creates a secret in the dataset and opens
    // /api/preview/enable with it; the site checks it with its read token and sets its preview cookie.
    presentationTool({
      previewUrl: {
        initial: previewSiteUrl,
        previewMode: { enable: '/api/preview/enable', disable: '/api/exit-preview' },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: '2020-03-01' }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk, never created from "new document".
    // The record of a newsletter send is made only by 'Send to newsletter'.
    templates: (templates) => templates.filter(({ schemaType }) => !notFromTemplates.has(schemaType)),
  },
  document: {
    // No duplicate or delete on a singleton: the site reads the one document whose _id is its type.
    // Every document can be opened in the site's preview (preview/PreviewAction.tsx); articles,
    // features and recipes can be sent to a newsletter (newsletter-send/). A newsletter send is a
    // record: no action changes it.
    actions: (actions, { schemaType }) =>
      schemaType === NEWSLETTER_SEND_TYPE
        ? []
        : [
            ...(singletons.has(schemaType) ? actions.filter(({ action }) => action && !['duplicate', 'delete', 'unpublish'].includes(action)) : actions),
            PreviewAction,
            ...(isSendable(schemaType) ? [SendToNewsletterAction] : []),
          ],
  },
});
