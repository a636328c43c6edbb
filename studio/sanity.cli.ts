import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  // `sanity deploy` publishes to https://<studioHost>.sanity.studio
  studioHost: process.env.SANITY_STUDIO_HOST || undefined,
  // `npm run typegen` (schema extract, then `sanity typegen generate`): the result type of every
  // defineQuery in the site's queries.ts, written to shared/ so the normalisers there can use them.
  typegen: {
    path: '../server/content/queries.ts',
    schema: './schema.json',
    generates: '../shared/content/sanity.types.ts',
  },
});
