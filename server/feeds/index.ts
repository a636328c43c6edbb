/** Podcast feeds: the router the app mounts. */
export { createFeedsRouter, type FeedsDeps, type FeedQuery } from './router.js';
