/** Business constants and limits, each defined once (docs/architecture.md#the-layout-and-its-rules). Keep this a flat list of named exports. */

/** Items per page in tag, section, contributor, column, collection, podcast episode and recipe lists. */
export const PAGE_SIZE = 18;
/** Content cache time-to-live (5 minutes). */
export const CONTENT_CACHE_TTL_MS = 300_000;
/** Sanity HTTP API version the queries are written against. */
export const SANITY_API_VERSION = '2020-03-01';
/** Sanity dataset name. */
export const SANITY_DATASET = 'production';
/** Window of the 'latest articles' list, in days. */
export const LATEST_ARTICLES_WINDOW_DAYS = 10;
/** Recent articles shown per section in the footer block. */
export const RECENT_PER_SECTION = 3;
/** Sections of the 'recent articles by section' footer block, in display order. */
export const RECENT_SECTIONS = [
  'news',
  'arts-letters',
  'belief',
  'israel-middle-east',
  'food',
  'holidays',
  'community',
  'history',
  'science',
  'sports',
] as const;
/** The live front page is chosen at a time rounded down to this many minutes (cache friendly). */
export const FRONT_PAGE_ROUNDING_MINUTES = 15;
/** 'Now' in preview mode, so unreleased content shows. */
export const PREVIEW_DATE = '2099-01-01T00:00:00Z';
/** Most articles a layout module shows. */
export const MAX_LAYOUT_MODULE_ARTICLES = 10;
/** Stories under an article's 'Continue reading': one row of four on wide screens. */
export const CONTINUE_READING_STORIES = 4;
/** Most collections on the collections page. */
export const MAX_COLLECTIONS = 12;
/** Search results on the first page (items 0 to 23). */
export const SEARCH_FIRST_PAGE = 24;
/** Search results per further page. */
export const SEARCH_PAGE_SIZE = 24;
/** Image URL defaults: width, quality, device pixel ratio. */
export const IMAGE_DEFAULTS = { width: 1280, quality: 70, dpr: 1 } as const;
/** Side nav order of a section that sets none. */
export const DEFAULT_SECTION_SIDE_NAV_ORDER = 100;
/** Reading progress bar colour of a feature article that sets none. */
export const DEFAULT_PROGRESS_BAR_COLOR = '#e3262b';
/** Teaser style when none is set. */
export const DEFAULT_TEASER_TYPE = 'teaser-text-sm';
/** Legacy hero migration touches only articles created before this date. */
export const MIGRATION_CUTOFF = '2015-02-01';

// --- frame, UI and account timings ---
/** The section navigation panel gets its active class this long after opening. */
export const SECTION_NAV_ACTIVE_DELAY_MS = 800;
/** Carousel rebuild debounce on resize. */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 300;
/** Share of an image that must be visible before it loads. */
export const IMAGE_IN_VIEW_THRESHOLD = 0.1;
/** How long the blackout form shows its error. */
export const BLACKOUT_ERROR_MS = 4000;
/** Cookie-ready polling after an auth call: tries and interval. */
export const COOKIE_READY_TRIES = 20;
export const COOKIE_READY_INTERVAL_MS = 50;
/** Minimum password length at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;
/** Subscription rechecks after /subscribe opens in a new tab: attempts and interval. */
export const SUBSCRIPTION_RECHECK_ATTEMPTS = 10;
export const SUBSCRIPTION_RECHECK_INTERVAL_MS = 5000;
/** Periodic subscription check for logged-in users. */
export const SUBSCRIPTION_DAILY_CHECK_MS = 86_400_000;
/** Breakpoints (px): lower bounds of the named sizes. */
export const BREAKPOINTS = { mobile: 0, SMALL: 640, MEDIUM: 768, LARGE_MEDIUM: 900, LARGE: 1080, EXTRA_LARGE: 1280, EXTRA_EXTRA_LARGE: 1600 } as const;
/** Column layout: minimum width and share of the window width by range. */
export const COLUMN_MIN_WIDTH = 270;
/** The donation provider's two hosts: the only sources a donation embed may load (server/content/sanitize-embed.ts). */
export const DONATION_EMBED_HOSTS = ['donate.colophon-giving.org', 'js.colophon-giving.org'] as const;
/**
 * Paragraphs of a premium article's body shown to readers who are not premium members (the teaser).
 * Paragraphs are counted, not blocks, so a teaser never ends on a heading or an image (at least two).
 */
export const PAYWALL_TEASER_BLOCKS = 3;

/** Where a gift subscription's recipient redeems it (shared/gifts.ts). */
export const GIFT_REDEEM_PATH = '/gift/redeem';
