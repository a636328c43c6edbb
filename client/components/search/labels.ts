/** Interface text of the search overlay and page: kept in shared/search-messages.ts, where tests import it. */
export { SEARCH_LABELS } from '../../../shared/search-messages.js';
