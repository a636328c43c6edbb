import { makeStore } from '../../../client/store/index.js';
import { uiActions } from '../../../client/store/uiSlice.js';
import { search, searchActions, searchMore, type SearchApi } from '../../../client/store/searchSlice.js';
import { authActions, selectIsPremium } from '../../../client/store/authSlice.js';
import { authRequest } from '../../../client/store/authThunks.js';
import { SEARCH_ERROR } from '../../../shared/messages.js';

const item = (i: number) => ({ id: `a${i}`, type: 'article' as const, title: `T${i}`, url: `/x/${i}` });

describe('ui slice', () => {
  it('closing one panel also closes the other, and scroll lock follows', () => {
    const store = makeStore();
    store.dispatch(uiActions.openSideNav());
    expect(store.getState().ui).toMatchObject({ sideNavIsOpen: true, sectionNavIsOpen: false, scrollLockIsActive: true });
    store.dispatch(uiActions.openSectionNav());
    expect(store.getState().ui).toMatchObject({ sideNavIsOpen: false, sectionNavIsOpen: true });
    store.dispatch(uiActions.closeSectionNav());
    expect(store.getState().ui).toMatchObject({ sideNavIsOpen: false, sectionNavIsOpen: false, scrollLockIsActive: false });
  });

  it('an unknown UI action throws', () => {
    const store = makeStore();
    expect(() => store.dispatch({ type: 'ui/doTheImpossible' })).toThrow(/Unknown UI action/);
  });
});

describe('search slice', () => {
  function storeWith(api: SearchApi) {
    return makeStore(undefined, api);
  }

  it('search sets PENDING and clears results, then FULFILLED', async () => {
    let release: () => void = () => {};
    const api: SearchApi = {
      search: (_t, offset) =>
        new Promise((resolve) => {
          release = () => resolve({ items: [item(offset)], total: 30 });
        }),
    };
    const store = storeWith(api);
    const first = store.dispatch(search('first'));
    release();
    await first;
    const p = store.dispatch(search('bread'));
    expect(store.getState().search).toMatchObject({ status: 'PENDING', results: [], searchTerm: 'bread' });
    release();
    await p;
    expect(store.getState().search).toMatchObject({ status: 'FULFILLED', total: 30 });
    expect(store.getState().search.results).toHaveLength(1);
  });

  it('a search aborted while still the current one leaves PENDING for IDLE, so the next run searches again', async () => {
    const store = storeWith({
      search: (_t, _o, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const p = store.dispatch(search('bread'));
    expect(store.getState().search.status).toBe('PENDING');
    p.abort();
    await p;
    expect(store.getState().search).toMatchObject({ status: 'IDLE', searchTerm: 'bread', results: [] });
  });

  it('failure gives REJECTED with the message, or the fallback text', async () => {
    const store = storeWith({ search: () => Promise.reject(new Error('Search is down')) });
    await store.dispatch(search('x'));
    expect(store.getState().search).toMatchObject({ status: 'REJECTED', errorMessage: 'Search is down' });
    const store2 = storeWith({ search: () => Promise.reject({}) });
    await store2.dispatch(search('x'));
    expect(store2.getState().search.errorMessage).toBe(SEARCH_ERROR);
  });

  it('search-more goes PENDING_MORE then FULFILLED, appending from the loaded offset', async () => {
    const offsets: number[] = [];
    const store = storeWith({
      search: async (_t, offset) => {
        offsets.push(offset);
        return { items: Array.from({ length: 24 }, (_, i) => item(offset + i)), total: 60 };
      },
    });
    await store.dispatch(search('x'));
    const p = store.dispatch(searchMore());
    expect(store.getState().search.status).toBe('PENDING_MORE');
    await p;
    expect(offsets).toEqual([0, 24]);
    expect(store.getState().search).toMatchObject({ status: 'FULFILLED' });
    expect(store.getState().search.results).toHaveLength(48);
  });

  it('a load-more page arriving after a new search started is dropped', async () => {
    let releaseMore: () => void = () => {};
    const store = storeWith({
      search: (term, offset) =>
        offset === 0
          ? Promise.resolve({ items: [item(term === 'new' ? 100 : 0)], total: 50 })
          : new Promise((resolve) => {
              releaseMore = () => resolve({ items: [item(offset)], total: 50 });
            }),
    });
    await store.dispatch(search('old'));
    const more = store.dispatch(searchMore());
    await store.dispatch(search('new'));
    releaseMore();
    await more;
    expect(store.getState().search.results.map((r) => r.id)).toEqual(['a100']);
    expect(store.getState().search.searchTerm).toBe('new');
  });

  it('a first page the server rendered is FULFILLED without a request, and search-more continues after it', async () => {
    const offsets: number[] = [];
    const store = storeWith({
      search: async (_t, offset) => {
        offsets.push(offset);
        return { items: [item(offset)], total: 25 };
      },
    });
    const firstPage = Array.from({ length: 24 }, (_, i) => item(i));
    store.dispatch(searchActions.showResults({ term: 'bread', items: firstPage, total: 25 }));
    expect(store.getState().search).toMatchObject({ status: 'FULFILLED', searchTerm: 'bread', total: 25, errorMessage: null });
    expect(offsets).toEqual([]);
    await store.dispatch(searchMore());
    expect(offsets).toEqual([24]);
    expect(store.getState().search.results).toHaveLength(25);
  });

  it('search-more without a prior term or results is an error', async () => {
    const store = storeWith({ search: async () => ({ items: [], total: 0 }) });
    await store.dispatch(searchMore());
    expect(store.getState().search.status).toBe('REJECTED');
  });
});

describe('auth slice', () => {
  it('premium means a user is present and isPremium is true', () => {
    const store = makeStore();
    expect(selectIsPremium(store.getState())).toBe(false);
    store.dispatch(authActions.setUser({ email: 'a@b.c', isPremium: false }));
    expect(selectIsPremium(store.getState())).toBe(false);
    store.dispatch(authActions.setPremium(true));
    expect(selectIsPremium(store.getState())).toBe(true);
    store.dispatch(authActions.clearUser());
    expect(selectIsPremium(store.getState())).toBe(false);
  });

  it('each call sets a loading flag, cleared on success or failure', () => {
    const store = makeStore();
    const login = { endpoint: 'login', body: { email: 'a@b.co', password: 'pw' } } as const;
    store.dispatch(authRequest.pending('1', login));
    expect(store.getState().auth.status).toBe('loading');
    store.dispatch(authRequest.rejected(null, '1', login, 'Incorrect password'));
    expect(store.getState().auth).toMatchObject({ status: 'failed', errorMessage: 'Incorrect password' });
    store.dispatch(authRequest.pending('2', login));
    expect(store.getState().auth).toMatchObject({ status: 'loading', errorMessage: null });
    store.dispatch(authRequest.fulfilled({ user: { isPremium: false } }, '2', login));
    expect(store.getState().auth.status).toBe('idle');
  });
});
