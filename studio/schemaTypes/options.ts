/**
 * Enumerations the site renders (shared/content/sanity.types.ts is generated from them). Kept here
 * rather than imported from shared/ so the Studio stays its own package;
 * test/unit/studio/schema-matches-site.test.ts compares the extracted schema with the site's constants so the two cannot drift.
 */
export const HERO_TYPES = [
  { title: 'Full-width image, half-width header', value: 'full-width-image-with-half-width-header' },
  { title: 'Half-width header with image', value: 'half-width-header-with-image' },
  { title: 'No image', value: 'no-image' },
  { title: 'No image, centred text', value: 'no-image-centered-text' },
  { title: 'Full-width header with image', value: 'full-width-header-with-image' },
];
/** shared/content/article.ts DEFAULT_HERO_TYPE. */
export const DEFAULT_HERO_TYPE = 'half-width-header-with-image';

export const ALIGNMENTS = ['left', 'right', 'center', 'full-bleed'];
export const IMAGE_WIDTHS = ['full-width', 'sidebar'];
export const AD_SIZES = ['300x300', '300x600', '320x50', '728x90', '970x90', '970x250'];
export const ARTICLE_TYPES = ['standard', 'essay', 'news', 'review', 'interview', 'recipe'];
export const RELATED_RECIPES_DISPLAYS = ['grid', 'list'];
export const LAYOUT_NAMES = ['lead-story', 'three-up', 'four-grid', 'list', 'feature-left', 'feature-right'];
export const TAB_LAYOUTS = ['grid', 'list', 'carousel'];
export const LOGO_THEMES = ['dark', 'light'];

/** shared/constants.ts DEFAULT_SECTION_SIDE_NAV_ORDER, DEFAULT_PROGRESS_BAR_COLOR, DEFAULT_TEASER_TYPE, MAX_LAYOUT_MODULE_ARTICLES. */
export const DEFAULT_SIDE_NAV_ORDER = 100;
export const DEFAULT_PROGRESS_BAR_COLOR = '#e3262b';
export const DEFAULT_TEASER_TYPE = 'teaser-text-sm';
export const MAX_LAYOUT_MODULE_ARTICLES = 10;

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A path on the site (redirects, menu links may also be absolute URLs: see urlOrPath). */
export const SITE_PATH = /^\/(?!\/)/;
