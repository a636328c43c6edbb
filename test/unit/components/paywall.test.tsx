/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * The gated part of a premium article in a DOM: the paywall panel for anyone not premium (Log in
 * only with the login flag on and nobody signed in), the rest of the body fetched for a signed-in
 * reader and shown when the server says premium, and a stale stored premium flag corrected either way. The frame hides editors'
 * 'Subscribe' menu entries from premium members.
 */
import { act } from 'react';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderToStringWithProviders, renderWithProviders } from '../../support/render.js';
import { frameData } from '../../support/frame-data.js';
import { GatedBody } from '../../../client/components/paywall/GatedBody.js';
import { Navigation } from '../../../client/components/Navigation.js';
import { SideNav } from '../../../client/components/SideNav.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { GIFT, PAYWALL } from '../../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';
import { MEMBER_HINT_COOKIE } from '../../../shared/member-hint.js';

const gate = { kind: 'article', slug: 'a-story', bodyUrl: '/api/premium/articles/a-story/body' } as const;
const rest = [{ _type: 'block', _key: 'r1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'The ending only members read.', marks: [] }] }];
const withFlags = (flags: Partial<FrameData['flags']>) => ({ ...frameData, flags: { ...frameData.flags, ...flags } }) as FrameData;
const auth = (user: { isPremium: boolean } | null) => ({ auth: { ...initialAuthState, user } });

const CHECK = '/api/auth/me';
let requests: { url: string; credentials?: string }[];
/** The premium body endpoint's answer, and the session check's (null: signed out; 'down': unreachable). */
let answer: { status: number; body: unknown };
let active: boolean | null | 'down';
const cleanups: (() => void)[] = [];

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { blocks: rest } };
  active = false;
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, credentials: init.credentials });
    if (url === CHECK && active === 'down') throw new TypeError('Failed to fetch');
    const me = active === null ? { status: 401, body: { error: { code: 'unauthenticated', message: 'no' } } } : { status: 200, body: { user: { email: 'm@example.com', isPremium: active } } };
    const { status, body } = url === CHECK ? me : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  unstubAllGlobals();
  document.cookie = `${MEMBER_HINT_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

/** A browser holding a session: the server set the member hint with it. */
const hinted = () => {
  document.cookie = `${MEMBER_HINT_COOKIE}=1; Path=/`;
};

async function render(ui: React.ReactElement, options: Parameters<typeof renderWithProviders>[1]) {
  const r = await renderWithProviders(ui, options);
  cleanups.push(r.unmount);
  // Let the fetch and its state update settle.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return r;
}

describe('<GatedBody>', () => {
  it('shows a visitor the panel: heading, copy, Subscribe to /subscribe, Log in with the login flag on; fetches nothing', async () => {
    const { container, store } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(gated.querySelector('h2')?.textContent).toBe(PAYWALL.heading);
    expect(gated.textContent).toContain(PAYWALL.copy('The Colophon'));
    expect(gated.querySelector('a[href="/subscribe"]')?.textContent).toBe(PAYWALL.subscribe);
    const login = [...gated.querySelectorAll('button')].find((b) => b.textContent === PAYWALL.logIn)!;
    act(() => login.click());
    expect(store.getState().auth.view).toBe('login');
    expect(requests).toEqual([]);
  });

  it('offers no Log in with the login flag off, or to a signed-in free member (whose subscription is checked once)', async () => {
    const off = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: withFlags({ login: false }) });
    expect(off.container.textContent).not.toContain(PAYWALL.logIn);
    expect(requests).toEqual([]);
    const member = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: withFlags({ login: true }), preloadedState: auth({ isPremium: false }) });
    expect(requests).toEqual([{ url: CHECK, credentials: 'include' }]);
    expect(member.container.textContent).toContain(PAYWALL.heading);
    expect(member.container.textContent).not.toContain(PAYWALL.logIn);
    expect(member.store.getState().auth.user?.isPremium).toBe(false);
  });

  it('lets a member whose stored flag is a day old (just subscribed) read on, and corrects the flag once', async () => {
    active = true;
    const { container, store } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { preloadedState: auth({ isPremium: false }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector(`${PAYWALL_SELECTOR} .body--continued`)!.textContent).toBe('The ending only members read.');
    expect(store.getState().auth.user?.isPremium).toBe(true);
    expect(requests.map((r) => r.url)).toEqual([CHECK, gate.bodyUrl]);
  });

  it('fetches the rest for a premium member with their cookie and shows it in place of the panel', async () => {
    hinted();
    active = true;
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toEqual([
      { url: CHECK, credentials: 'include' },
      { url: gate.bodyUrl, credentials: 'same-origin' },
    ]);
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(gated.querySelector('.body--continued')!.textContent).toBe('The ending only members read.');
    expect(gated.querySelector('.article__body.body--continued p')).not.toBeNull();
    // After the rest, the member's way to give it.
    expect(gated.querySelector('.gift button')?.textContent).toBe(GIFT.giftThisStory);
    expect(container.textContent).not.toContain(PAYWALL.heading);
  });

  it('believes the server over the stored flag: a 403 clears premium and shows the panel', async () => {
    answer = { status: 403, body: { error: { code: 'forbidden', message: 'no' } } };
    const { container, store } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().auth.user?.isPremium).toBe(false);
    expect(container.textContent).toContain(PAYWALL.heading);
    expect(requests).toHaveLength(1);
  });

  it('forgets a stored member the server no longer knows (401: signed out elsewhere) and shows Log in', async () => {
    hinted();
    active = null;
    answer = { status: 401, body: { error: { code: 'unauthenticated', message: 'no' } } };
    const { container, store } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: withFlags({ login: true }), preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().auth.user).toBeNull();
    expect(container.textContent).toContain(PAYWALL.logIn);
    expect(requests.map((r) => r.url)).toEqual([CHECK, gate.bodyUrl]);
  });

  it('with a premium member in storage but no hint (signed out in another tab): the panel stays, the server is asked, the member forgotten', async () => {
    active = null;
    const { container, store } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: withFlags({ login: true }), preloadedState: auth({ isPremium: true }) });
    expect(container.querySelector('.paywall__placeholder')).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().auth.user).toBeNull();
    expect(container.textContent).toContain(PAYWALL.logIn);
    expect(requests.map((r) => r.url)).toEqual([CHECK]);
  });

  it('says so when the rest cannot be loaded', async () => {
    hinted();
    active = true;
    answer = { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(PAYWALL.failed);
  });
});

describe('<GatedBody> and the member hint', () => {
  const size = { chars: 900, blocks: 6, media: 1 };
  const sized = { ...gate, size };

  it('renders for every reader the panel and, beside it, a placeholder the hint shows instead (paywall.css)', () => {
    const { html } = renderToStringWithProviders(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    const box = document.createElement('div');
    box.innerHTML = html;
    const gated = box.querySelector(PAYWALL_SELECTOR)!;
    expect(gated.hasAttribute('data-pending')).toBe(true);
    expect(gated.querySelector('.paywall h2')?.textContent).toBe(PAYWALL.heading);
    const placeholder = gated.querySelector<HTMLElement>('.paywall__placeholder')!;
    expect(placeholder.style.getPropertyValue('--chars')).toBe('900');
    expect(placeholder.style.getPropertyValue('--blocks')).toBe('6');
    expect(placeholder.style.getPropertyValue('--media')).toBe('1');
  });

  it('with the hint and empty storage: checks the session, then loads the rest for a premium member', async () => {
    hinted();
    active = true;
    const { container, store } = await render(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.map((r) => r.url)).toEqual([CHECK, gate.bodyUrl]);
    expect(store.getState().auth.user).toMatchObject({ email: 'm@example.com', isPremium: true });
    expect(JSON.parse(localStorage.getItem('colophon.user')!)).toMatchObject({ isPremium: true });
    expect(container.querySelector('.body--continued')!.textContent).toBe('The ending only members read.');
    expect(container.textContent).not.toContain(PAYWALL.heading);
  });

  it('while the session is checked: the placeholder and a status, no panel', async () => {
    hinted();
    let release!: () => void;
    stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = () => resolve(new Response('{"user":null}', { status: 401 })))));
    const { container } = await render(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(gated.hasAttribute('data-pending')).toBe(false);
    expect(gated.getAttribute('aria-busy')).toBe('true');
    expect(gated.querySelector('.paywall__placeholder [role="status"]')?.textContent).toBe(PAYWALL.loading);
    expect(gated.querySelector('.paywall')).toBeNull();
    await act(async () => release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(gated.querySelector('.paywall h2')?.textContent).toBe(PAYWALL.heading);
  });

  it('with the hint but no session on the server: the anonymous panel, with Log in', async () => {
    hinted();
    active = null;
    const { container, store } = await render(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().auth.user).toBeNull();
    expect(container.textContent).toContain(PAYWALL.heading);
    expect(container.textContent).toContain(PAYWALL.logIn);
    expect(requests.map((r) => r.url)).toEqual([CHECK]);
  });

  it('with the hint and a member who is not premium: the panel without Log in', async () => {
    hinted();
    active = false;
    const { container } = await render(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.textContent).toContain(PAYWALL.subscribe);
    expect(container.textContent).not.toContain(PAYWALL.logIn);
  });

  it('with the hint and the server out of reach: says the rest could not load, never the pitch', async () => {
    hinted();
    active = 'down';
    const { container } = await render(<GatedBody gate={sized} bodyClassName="article__body" />, { frame: withFlags({ login: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(PAYWALL.failed);
    expect(container.textContent).not.toContain(PAYWALL.heading);
  });
});

describe('<GatedBody> opened from a gift link', () => {
  const token = 'A'.repeat(43);
  const giftUrl = `/api/gift-links/articles/a-story/body?gift=${token}`;

  it('gives a visitor the rest with who gave it, and a call to subscribe at its end', async () => {
    answer = { status: 200, body: { blocks: rest, gift: { from: 'Robin', expiresAt: '2030-01-15T00:00:00.000Z' } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, frame: withFlags({ subscriptionPage: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toEqual([{ url: giftUrl, credentials: 'same-origin' }]);
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(gated.querySelector('.gift__from')?.textContent).toBe(GIFT.givenBy('Robin'));
    expect(gated.querySelector('.body--continued')!.textContent).toBe('The ending only members read.');
    expect(gated.querySelector('.gift__subscribe a[href="/subscribe"]')?.textContent).toBe(GIFT.subscribe);
    expect(container.textContent).not.toContain(PAYWALL.heading);
  });

  it('shows the expired note above the paywall panel when the link no longer opens', async () => {
    answer = { status: 410, body: { error: { code: 'gift-expired', message: GIFT.expired } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}` });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('.gift__expired')?.textContent).toContain(GIFT.expired);
    expect(container.textContent).toContain(PAYWALL.heading);
    expect(container.textContent).not.toContain('The ending only members read.');
  });

  it('leaves a premium member to the members’ endpoint', async () => {
    hinted();
    active = true;
    await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.map((r) => r.url)).toEqual([CHECK, gate.bodyUrl]);
  });
});

describe('the frame and a premium member', () => {
  const menus = { mainMenu: [{ text: 'News', url: '/sections/news' }, { text: 'Subscribe', url: '/subscribe' }], secondaryMenu: [{ text: 'Subscribe', url: '/subscribe/' }] };
  const frame = { ...frameData, content: { ...frameData.content, navigation: menus } } as unknown as FrameData;

  it.each([
    [false, 3],
    [true, 0],
  ])('premium %s: %i links to /subscribe in the navigation and side nav', async (isPremium, count) => {
    const { container } = await render(
      <>
        <Navigation />
        <SideNav />
      </>,
      { frame, preloadedState: auth({ isPremium }) },
    );
    // A visitor: the top bar's button, the main menu's entry, the side nav's one (listed once).
    expect(container.querySelectorAll('a[href^="/subscribe"]').length).toBe(count);
  });
});
