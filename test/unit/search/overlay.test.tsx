/** @jest-environment ./test/support/jsdom-environment.ts */
/** The search overlay in a DOM: focus, 300 ms debounce, results, load more, Escape, submit event. */
import { jest } from '@jest/globals';
import { act } from 'react';
import { SearchOverlay } from '../../../client/components/search/SearchOverlay.js';
import { makeStore, type AppStore } from '../../../client/store/index.js';
import type { SearchApi, SearchResult } from '../../../client/store/searchSlice.js';
import { uiActions } from '../../../client/store/uiSlice.js';
import { renderWithProviders } from '../../support/render.js';

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const hit = (i: number): SearchResult => ({
  id: `a${i}`,
  type: 'article',
  title: `Transit story ${i}`,
  url: `/sections/news/articles/s${i}`,
  date: '2025-03-04T10:00:00Z',
  section: { title: 'News', slug: 'news' },
  podcast: null,
});

let container: HTMLElement;
let unmount: () => void;
let location: () => { pathname: string; search: string };
let store: AppStore;
let calls: { term: string; offset: number }[];
let fail: string | null;

const api: SearchApi = {
  async search(term, offset) {
    calls.push({ term, offset });
    if (fail) throw new Error(fail);
    const total = 30;
    const count = Math.min(24, total - offset);
    return { items: Array.from({ length: count }, (_, i) => hit(offset + i)), total };
  },
};

const flush = () => act(async () => {});
const input = () => container.querySelector<HTMLInputElement>('input[type="search"]')!;

function type(value: string) {
  const el = input();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  jest.useFakeTimers();
  calls = [];
  fail = null;
  window.dataLayer = [];
  store = makeStore(undefined, api);
  ({ container, unmount, location } = await renderWithProviders(<SearchOverlay />, { path: '/', store }));
});

afterEach(() => {
  unmount();
  jest.useRealTimers();
});

describe('SearchOverlay', () => {
  it('renders nothing until the navigation opens it, then a modal dialog with the field focused', () => {
    expect(container.querySelector('dialog')).toBeNull();
    act(() => void store.dispatch(uiActions.openSearch()));
    const dialog = container.querySelector('dialog')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('searches 300 ms after typing stops, once, and highlights the results', async () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    type('tr');
    act(() => void jest.advanceTimersByTime(200));
    type('trans');
    act(() => void jest.advanceTimersByTime(299));
    expect(calls).toEqual([]);
    act(() => void jest.advanceTimersByTime(1));
    await flush();
    expect(calls).toEqual([{ term: 'trans', offset: 0 }]);
    expect(container.querySelectorAll('.search-result')).toHaveLength(24);
    expect(container.querySelector('mark')?.textContent).toBe('Trans');
    // One line above the results: the way to all of them, not 'Showing 24 of 30 results' beside it.
    const status = container.querySelector('.search-results__status')!;
    expect(status.textContent).toBe('See all results');
    expect(status.querySelector('a')!.getAttribute('href')).toBe('/search?q=trans');
    expect(container.textContent).not.toContain('Showing');
  });

  it("'Load more' appends the next page from the number shown, then disappears at the total", async () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    type('transit');
    act(() => void jest.advanceTimersByTime(300));
    await flush();
    const more = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Load more')!;
    await act(async () => more.click());
    expect(calls[1]).toEqual({ term: 'transit', offset: 24 });
    expect(container.querySelectorAll('.search-result')).toHaveLength(30);
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Load more')).toBe(false);
  });

  it('shows the error message when the search fails', async () => {
    fail = 'Search is unavailable right now. Please try again.';
    act(() => void store.dispatch(uiActions.openSearch()));
    type('transit');
    act(() => void jest.advanceTimersByTime(300));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(fail);
  });

  it('Enter opens /search?q= for the term, tells the data layer and closes; an empty field stays', async () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    type('   ');
    await act(async () => input().form!.requestSubmit());
    expect(location().pathname).toBe('/');
    expect(store.getState().ui.searchIsOpen).toBe(true);

    type('  transit ');
    await act(async () => input().form!.requestSubmit());
    expect(location().pathname + location().search).toBe('/search?q=transit');
    expect(store.getState().ui.searchIsOpen).toBe(false);
    expect(container.querySelector('dialog')).toBeNull();
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'transit' });
    act(() => void jest.advanceTimersByTime(1000));
    expect(calls).toEqual([]); // the pending debounce was dropped: the results page searches
  });

  it('Escape and the close button close it; it reopens on the last search', async () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    type('transit');
    act(() => void jest.advanceTimersByTime(300));
    await flush();
    act(() => void input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(store.getState().ui.searchIsOpen).toBe(false);
    expect(container.querySelector('dialog')).toBeNull();

    act(() => void store.dispatch(uiActions.openSearch()));
    expect(input().value).toBe('transit');
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Close search"]')!.click());
    expect(store.getState().ui.searchIsOpen).toBe(false);
  });

  it('Down and Up move the active option of the field’s listbox (focus stays in the field), and back to the field', async () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    type('transit');
    act(() => void jest.advanceTimersByTime(300));
    await flush();
    const listbox = container.querySelector<HTMLElement>(`#${input().getAttribute('aria-controls')}`)!;
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(listbox.getAttribute('role')).toBe('listbox');
    const options = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options.length).toBe(24);
    Element.prototype.scrollIntoView ??= () => {};
    const key = (k: string) => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
    const active = () => input().getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(document.activeElement).toBe(input());
    expect(active()).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(active()).toBe(options[1].id);
    expect(options[0].getAttribute('aria-selected')).toBe('false');
    key('ArrowUp');
    key('ArrowUp');
    expect(active()).toBeNull();
    for (let i = 0; i < options.length + 2; i++) key('ArrowDown');
    expect(active()).toBe(options[options.length - 1].id); // stays on the last
    expect(document.activeElement).toBe(input());
  });

  it('keeps Tab inside the dialog', () => {
    act(() => void store.dispatch(uiActions.openSearch()));
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close search"]')!;
    // jsdom lays nothing out; give every control a box so the trap sees it.
    for (const el of container.querySelectorAll<HTMLElement>('input, button, a')) el.getClientRects = () => [{}] as unknown as DOMRectList;
    close.focus();
    act(() => void close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })));
    expect(document.activeElement).toBe(input());
    act(() => void input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })));
    expect(document.activeElement).toBe(close);
  });
});
