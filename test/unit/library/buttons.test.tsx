/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * The library's buttons and the store's library (docs/features/library.md): the server's render is
 * the same unpressed button for everyone (SharedHtml keeps the cards, store or not); a visitor's
 * press opens the log-in dialog; a member's state comes from the API after hydration, a press is
 * shown at once and undone when refused; the story page reports its read once.
 */
import { jest } from '@jest/globals';
import { act } from 'react';
import { ArticleCard } from '../../../client/components/content/ArticleCard.js';
import { FollowButton } from '../../../client/library/FollowButton.js';
import { SaveButton } from '../../../client/library/SaveButton.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import { libraryModule } from '../../../client/store/hooks.js';
import { createSharedHtml } from '../../../server/render/shared-html.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { SAVE_UI } from '../../../shared/library-button-messages.js';
import { FOLLOW_UI } from '../../../shared/library-follow-messages.js';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { frameData } from '../../support/frame-data.js';
import { renderToStringWithProviders, renderWithProviders } from '../../support/render.js';

const frame = { ...frameData, flags: { ...frameData.flags, login: true } } as FrameData;
const PATH = '/sections/news/articles/a-story';
const article: ArticleSummary = {
  id: 'a1',
  title: 'A story',
  slug: 'a-story',
  isPremium: false,
  authors: [],
  section: { title: 'News', slug: 'news', url: '/sections/news' } as ArticleSummary['section'],
  image: undefined,
  url: PATH,
  date: '2025-01-01T00:00:00Z',
} as unknown as ArticleSummary;
const member = { auth: { ...initialAuthState, user: { id: 'u1', firstName: 'Ada', isPremium: false } } };

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
  document.cookie = 'colophon_member=1; path=/';
});

afterEach(() => {
  document.cookie = 'colophon_member=; path=/; max-age=0';
});

const button = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button.save, button.follow')!;

describe('the save button', () => {
  it('is the same unpressed button for every reader on the server, kept by SharedHtml without a store', () => {
    const { html } = renderToStringWithProviders(<ArticleCard article={article} />, { frame, preloadedState: member });
    expect(html).toContain(`aria-pressed="false" aria-label="${SAVE_UI.label('A story')}"`);
    const keep = createSharedHtml();
    const frozenFrame = Object.freeze({ ...frame, content: Object.freeze({ ...frame.content }) });
    const kept = keep([Object.freeze({ article })], 'k', <ArticleCard article={article} />, frozenFrame);
    expect(kept).toContain('class="save"');
    expect(kept).toContain('aria-pressed="false"');
  });

  it('is not there when accounts are off', () => {
    const { html } = renderToStringWithProviders(<SaveButton path={PATH} title="A story" />, { frame: { ...frame, flags: { ...frame.flags, login: false } } });
    expect(html).not.toContain('button');
  });

  it("opens the log-in dialog on a visitor's press, and calls nothing", async () => {
    const r = await renderWithProviders(<SaveButton path={PATH} title="A story" />, { frame });
    await act(async () => button(r.container).click());
    expect(r.store.getState().auth.view).toBe('login');
    expect(calls).toEqual([]);
    r.unmount();
  });

  it("shows a member's saved story pressed, saves and unsaves it, and undoes a refused save", async () => {
    answers['GET /api/library/saved'] = { status: 200, body: { items: [{ path: PATH, title: 'A story', kind: 'article', savedAt: '2026-01-01T00:00:00Z' }] } };
    answers['GET /api/library/follows'] = { status: 200, body: { follows: [] } };
    const r = await renderWithProviders(<SaveButton path={PATH} title="A story" />, { frame, preloadedState: member });
    expect(button(r.container).getAttribute('aria-pressed')).toBe('false');
    const { loadLibrary } = await libraryModule();
    await act(async () => {
      await r.store.dispatch(loadLibrary());
    });
    expect(button(r.container).getAttribute('aria-pressed')).toBe('true');

    await act(async () => button(r.container).click());
    await act(async () => {});
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/library/saved', body: { path: PATH } });
    expect(button(r.container).getAttribute('aria-pressed')).toBe('false');

    answers['PUT /api/library/saved'] = { status: 409, body: { error: { message: 'Too many.' } } };
    await act(async () => button(r.container).click());
    await act(async () => {});
    expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/library/saved', body: { path: PATH } });
    expect(button(r.container).getAttribute('aria-pressed')).toBe('false');
    r.unmount();
  });

  it('reports the read of a story page once, only for a member whose library is loaded', async () => {
    answers['GET /api/library/saved'] = { status: 200, body: { items: [] } };
    answers['GET /api/library/follows'] = { status: 200, body: { follows: [] } };
    const r = await renderWithProviders(<SaveButton path={PATH} title="A story" story />, { frame, preloadedState: member });
    expect(calls).toEqual([]);
    expect(r.container.textContent).toBe(SAVE_UI.save);
    const { loadLibrary } = await libraryModule();
    await act(async () => {
      await r.store.dispatch(loadLibrary());
    });
    await act(async () => {});
    expect(calls.filter((c) => c.url === '/api/library/history')).toEqual([{ method: 'POST', url: '/api/library/history', body: { path: PATH } }]);
    r.unmount();
  });

  it('opens the log-in dialog when the session ended (401) under a signed-in press', async () => {
    answers['PUT /api/library/saved'] = { status: 401, body: { error: { message: 'Log in.' } } };
    const r = await renderWithProviders(<SaveButton path={PATH} title="A story" />, { frame, preloadedState: member });
    await act(async () => button(r.container).click());
    await act(async () => {});
    expect(r.store.getState().auth.view).toBe('login');
    expect(button(r.container).getAttribute('aria-pressed')).toBe('false');
    r.unmount();
  });
});

describe('the follow button', () => {
  it('follows and unfollows for a member, and asks a visitor to log in', async () => {
    const visitor = await renderWithProviders(<FollowButton kind="author" slug="ada" name="Ada Writer" />, { frame });
    expect(button(visitor.container).getAttribute('aria-label')).toBe(FOLLOW_UI.label('Ada Writer'));
    await act(async () => button(visitor.container).click());
    expect(visitor.store.getState().auth.view).toBe('login');
    visitor.unmount();

    const r = await renderWithProviders(<FollowButton kind="author" slug="ada" name="Ada Writer" />, { frame, preloadedState: member });
    expect(r.container.textContent).toBe(FOLLOW_UI.follow);
    await act(async () => button(r.container).click());
    await act(async () => {});
    expect(calls).toEqual([{ method: 'PUT', url: '/api/library/follows', body: { kind: 'author', slug: 'ada' } }]);
    expect(button(r.container).getAttribute('aria-pressed')).toBe('true');
    expect(r.container.textContent).toBe(FOLLOW_UI.following);
    await act(async () => button(r.container).click());
    await act(async () => {});
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/library/follows', body: { kind: 'author', slug: 'ada' } });
    expect(button(r.container).getAttribute('aria-pressed')).toBe('false');
    r.unmount();
  });
});
