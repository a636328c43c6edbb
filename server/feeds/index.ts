/** Podcast feeds: the router the app mounts, and the pieces tests use. */
export { createFeedsRouter, feedQueryFor, type FeedsDeps, type FeedQuery } from './router.js';
export { buildPodcastFeed } from './rss.js';
