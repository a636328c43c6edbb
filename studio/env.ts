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
/**
 * The site as the Presentation tool shows it in its frame (sanity.config.ts), and where 'Preview on
 * the site' points it. SANITY_STUDIO_SITE_URL, this setting's earlier name, is still read. The tool
 * enters preview through the site's /api/preview/enable with a secret it creates in the dataset and
 * the site checks with its read token, so the Studio holds no secret of the site's; the site lets
 * itself be framed by the origin in its SANITY_STUDIO_URL.
 */
export const previewSiteUrl = (
  read(() => process.env.SANITY_STUDIO_PREVIEW_URL) ??
  read(() => process.env.SANITY_STUDIO_SITE_URL) ??
  'http://localhost:3000'
).replace(/\/+$/, '');
