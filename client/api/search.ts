/** The browser's client for GET /api/search (server/api/search-router.ts), the search thunks' service. */
import type { SearchApi, SearchPage } from '../store/searchSlice.js';

/** GET /api/search?term=&offset=(&type=): one page of results; a failure throws the server's message. */
export const httpSearchApi: SearchApi = {
  async search(term, offset, signal, type) {
    const qs = new URLSearchParams({ term, offset: String(offset), ...(type ? { type } : {}) });
    const res = await fetch(`/api/search?${qs}`, { signal, headers: { accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as (SearchPage & { error?: { message?: string } }) | null;
    if (!res.ok || !body || body.error) throw new Error(body?.error?.message || `Search failed (${res.status})`);
    return body;
  },
};
