/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * /for-you and the account page's Library card (docs/features/library.md): the same frame for
 * everyone on the server; in the browser an invitation to log in without a session, one to follow
 * without follows, else the cards; the Library card's saved, history (its switch, clear), follows
 * and private feed, each through the library's API.
 */
import { jest } from '@jest/globals';
import { act } from 'react';
import ForYouPage from '../../../client/pages/ForYou/index.js';
import { Library } from '../../../client/pages/Account/Library.js';
import { useAuthLifecycle } from '../../../client/auth/useAuthLifecycle.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { LIBRARY_UI } from '../../../shared/library-ui-messages.js';
import { frameData } from '../../support/frame-data.js';
import { renderToStringWithProviders, renderWithProviders } from '../../support/render.js';

const frame = { ...frameData, flags: { ...frameData.flags, login: true } } as FrameData;
const member = { auth: { ...initialAuthState, user: { id: 'u1', firstName: 'Ada', isPremium: false } } };
const card = (n: number) => ({
  id: `a${n}`,
  title: `Story ${n}`,
  slug: `story-${n}`,
  isPremium: false,
  authors: [],
  section: { title: 'News', slug: 'news' },
  url: `/sections/news/articles/story-${n}`,
  date: '2026-01-01T00:00:00Z',
});

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];
let answers: Record<string, { status: number; body?: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[`${method} ${String(url)}`] ?? { status: 204 };
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  document.cookie = 'colophon_member=; path=/; max-age=0';
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('/for-you', () => {
  it('renders the same frame for every reader on the server: a title, noindex, nothing personal', () => {
    const { html } = renderToStringWithProviders(<ForYouPage />, { frame, preloadedState: member });
    expect(html).toContain(LIBRARY_UI.forYou.title);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain(LIBRARY_UI.forYou.signInPrompt);
    expect(html).toContain('aria-busy="true"');
  });

  it('invites a reader without a session to log in, and asks the server nothing', async () => {
    const r = await renderWithProviders(<ForYouPage />, { frame, path: '/for-you' });
    await settle();
    expect(r.container.textContent).toContain(LIBRARY_UI.forYou.signInPrompt);
    expect(calls).toEqual([]);
    await act(async () => [...r.container.querySelectorAll('button')].find((b) => b.textContent === LIBRARY_UI.forYou.logIn)!.click());
    expect(r.store.getState().auth.view).toBe('login');
    r.unmount();
  });

  it('invites a member who follows nothing to follow, and takes a 401 as no session', async () => {
    document.cookie = 'colophon_member=1; path=/';
    answers['GET /api/library/for-you'] = { status: 200, body: { items: [], total: 0, follows: 0 } };
    const r = await renderWithProviders(<ForYouPage />, { frame, path: '/for-you', preloadedState: member });
    await settle();
    expect(r.container.textContent).toContain(LIBRARY_UI.forYou.noFollows);
    r.unmount();

    answers['GET /api/library/for-you'] = { status: 401, body: { error: { message: 'Log in.' } } };
    const stale = await renderWithProviders(<ForYouPage />, { frame, path: '/for-you', preloadedState: member });
    await settle();
    expect(stale.container.textContent).toContain(LIBRARY_UI.forYou.signInPrompt);
    // A load is no press: the dialog stays shut.
    expect(stale.store.getState().auth.view).toBe('none');
    stale.unmount();
  });

  it("lists the member's stories with the section page's cards, and loads more from the offset", async () => {
    document.cookie = 'colophon_member=1; path=/';
    answers['GET /api/library/for-you'] = { status: 200, body: { items: [card(1), card(2)], total: 3, follows: 2 } };
    answers['GET /api/library/for-you?offset=2'] = { status: 200, body: { items: [card(3)], total: 3, follows: 2 } };
    const r = await renderWithProviders(<ForYouPage />, { frame, path: '/for-you', preloadedState: member });
    await settle();
    expect([...r.container.querySelectorAll('.card__title')].map((t) => t.textContent)).toEqual(['Story 1', 'Story 2']);
    expect(r.container.querySelectorAll('.card .save')).toHaveLength(2);
    await act(async () => [...r.container.querySelectorAll('button')].find((b) => b.textContent === LIBRARY_UI.forYou.more)!.click());
    await settle();
    expect([...r.container.querySelectorAll('.card__title')].map((t) => t.textContent)).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect([...r.container.querySelectorAll('button')].some((b) => b.textContent === LIBRARY_UI.forYou.more)).toBe(false);
    r.unmount();
  });
});

describe('the library after hydration', () => {
  function Frame() {
    useAuthLifecycle();
    return null;
  }

  it('is asked for only when the member hint says a session exists, and emptied on leaving', async () => {
    answers['GET /api/library/saved'] = { status: 200, body: { items: [] } };
    answers['GET /api/library/follows'] = { status: 200, body: { follows: [{ kind: 'tag', slug: 'food', name: 'Food' }] } };
    const noHint = await renderWithProviders(<Frame />, { frame, preloadedState: member });
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/api/library'))).toEqual([]);
    noHint.unmount();

    document.cookie = 'colophon_member=1; path=/';
    const r = await renderWithProviders(<Frame />, { frame, preloadedState: member });
    await settle();
    expect(calls.filter((c) => c.url.startsWith('/api/library')).map((c) => c.url).sort()).toEqual(['/api/library/follows', '/api/library/saved']);
    expect(r.store.getState().library?.follows).toEqual([{ kind: 'tag', slug: 'food', name: 'Food' }]);
    const { authActions } = await import('../../../client/store/authSlice.js');
    await act(async () => {
      r.store.dispatch(authActions.clearUser());
    });
    expect(r.store.getState().library).toMatchObject({ status: 'off', saved: [], follows: [] });
    r.unmount();
  });
});

describe("the account page's Library card", () => {
  it('shows saved, history, follows and the feed, and acts on each through the API', async () => {
    document.cookie = 'colophon_member=1; path=/';
    const saved = { path: '/recipes/honey-cake', title: 'Honey cake', kind: 'recipe', savedAt: '2026-01-02T00:00:00Z' };
    answers['GET /api/library/saved'] = { status: 200, body: { items: [saved] } };
    answers['GET /api/library/history'] = { status: 200, body: { items: [{ ...saved, readAt: '2026-01-03T00:00:00Z' }], enabled: true } };
    answers['GET /api/library/follows'] = { status: 200, body: { follows: [{ kind: 'section', slug: 'news', name: 'News' }] } };
    answers['GET /api/library/feed'] = { status: 200, body: { url: 'http://localhost/feeds/library/one.xml' } };
    answers['POST /api/library/feed'] = { status: 200, body: { url: 'http://localhost/feeds/library/two.xml' } };
    answers['PATCH /api/account/preferences'] = { status: 200, body: { theme: 'system', textSize: 'medium', history: false, commentReplies: true } };
    const r = await renderWithProviders(<Library />, { frame, path: '/account', preloadedState: member });
    await settle();
    const c = r.container;
    const press = async (label: string) => {
      const b = [...c.querySelectorAll('button')].find((x) => x.getAttribute('aria-label') === label || x.textContent === label)!;
      await act(async () => b.click());
      await settle();
    };
    expect(c.querySelector('[data-list="saved"] a')!.getAttribute('href')).toBe('/recipes/honey-cake');
    expect(c.querySelector('[data-list="history"] a')!.textContent).toBe('Honey cake');
    expect(c.querySelector('[data-list="follows"] a')!.getAttribute('href')).toBe('/sections/news');
    expect(c.querySelector<HTMLInputElement>('#library-feed-url')!.value).toBe('http://localhost/feeds/library/one.xml');

    await press(LIBRARY_UI.account.remove('Honey cake'));
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/library/saved', body: { path: '/recipes/honey-cake' } });
    expect(c.textContent).toContain(LIBRARY_UI.account.savedEmpty);

    await press(LIBRARY_UI.account.unfollow('News'));
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/library/follows', body: { kind: 'section', slug: 'news' } });
    expect(c.textContent).toContain(LIBRARY_UI.account.followsEmpty);

    const toggle = c.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(toggle.checked).toBe(true);
    await act(async () => toggle.click());
    await settle();
    expect(calls.at(-1)).toEqual({ method: 'PATCH', url: '/api/account/preferences', body: { history: false } });
    expect(toggle.checked).toBe(false);
    expect(c.textContent).toContain(LIBRARY_UI.account.historyOff);

    await press(LIBRARY_UI.account.clearHistory);
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/library/history', body: undefined });
    expect(c.textContent).toContain(LIBRARY_UI.account.historyCleared);

    await press(LIBRARY_UI.account.newAddress);
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/library/feed', body: undefined });
    expect(c.querySelector<HTMLInputElement>('#library-feed-url')!.value).toBe('http://localhost/feeds/library/two.xml');
    expect(c.textContent).toContain(LIBRARY_UI.account.newAddressDone);
    r.unmount();
  });

  it("shows the server's message when a call is refused", async () => {
    answers['GET /api/library/saved'] = { status: 200, body: { items: [] } };
    answers['GET /api/library/history'] = { status: 200, body: { items: [], enabled: true } };
    answers['GET /api/library/follows'] = { status: 200, body: { follows: [] } };
    answers['GET /api/library/feed'] = { status: 503, body: { error: { message: 'Your library is unavailable right now.' } } };
    answers['PATCH /api/account/preferences'] = { status: 400, body: { error: { message: 'Send a boolean.' } } };
    const r = await renderWithProviders(<Library />, { frame, path: '/account', preloadedState: member });
    await settle();
    expect(r.container.querySelector('[role="alert"]')!.textContent).toBe(LIBRARY_UI.account.loadFailed);
    await act(async () => r.container.querySelector<HTMLInputElement>('input[role="switch"]')!.click());
    await settle();
    expect([...r.container.querySelectorAll('[role="alert"]')].map((a) => a.textContent)).toContain('Send a boolean.');
    expect(r.container.querySelector<HTMLInputElement>('input[role="switch"]')!.checked).toBe(true);
    r.unmount();
  });
});
