import { SearchPage } from '../../components/search/SearchPage.js';

/** /search: the shareable search page (?q=term). */
export default function SearchRoute() {
  return <SearchPage />;
}
