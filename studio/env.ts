/**
 * The Studio's settings, from the environment. Sanity replaces each `process.env.SANITY_STUDIO_*`
 * written out in full with its value when it bundles (a variable that is unset stays a lookup on a
 * `process.env` the browser may not have, hence `read`). The defaults let `sanity schema extract`
 * and `sanity dev` run offline in CI and on a fresh checkout; a real project sets the project id.
 */
function read(value: () => string | undefined): string | undefined {
  try {
    return value() || undefined;
  } catch {
    return undefined;
  }
}

export const projectId = read(() => process.env.SANITY_STUDIO_PROJECT_ID) ?? 'local';
export const dataset = read(() => process.env.SANITY_STUDIO_DATASET) ?? 'production';
/** The magazine's origin, whose /api/preview the Studio opens documents in. */
export const siteUrl = (read(() => process.env.SANITY_STUDIO_SITE_URL) ?? 'http://localhost:3000').replace(/\/+$/, '');
/**
 * The site's PREVIEW_SECRET. Empty: the Studio offers no preview. It is bundled into the Studio, so
 * anyone who can fetch the Studio's bundle can read it (a Studio on sanity.studio serves it before login):
 * it only opens preview (drafts and unreleased stories, read-only), but host the Studio privately if that matters.
 */
export const previewSecret = read(() => process.env.SANITY_STUDIO_PREVIEW_SECRET) ?? '';
