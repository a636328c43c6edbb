/**
 * The Studio's settings, from the environment (Sanity exposes SANITY_STUDIO_* variables to the
 * browser bundle). The defaults let `sanity schema extract` and `sanity dev` run offline in CI and
 * on a fresh checkout; a real project sets SANITY_STUDIO_PROJECT_ID.
 */
const env = typeof process === 'undefined' ? {} : process.env;

export const projectId = env.SANITY_STUDIO_PROJECT_ID || 'local';
export const dataset = env.SANITY_STUDIO_DATASET || 'production';
/** The magazine's origin, whose /api/preview the Studio opens drafts in. */
export const siteUrl = (env.SANITY_STUDIO_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
/** PREVIEW_SECRET of the site; empty means the Studio offers no preview. Visible to everyone who can open the Studio. */
export const previewSecret = env.SANITY_STUDIO_PREVIEW_SECRET || '';
