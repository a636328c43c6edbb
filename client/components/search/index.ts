/** The search UI: the overlay the navigation opens, and the /search page body. */
export { SearchOverlay } from './SearchOverlay.js';
export { SearchPage } from './SearchPage.js';
