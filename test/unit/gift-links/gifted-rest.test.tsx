/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * A gift link's parts of a premium story (client/gift-links/) in a DOM: the rest a gift link opens
 * for a visitor, with who gave it and a call to subscribe; the expired note above the paywall panel;
 * a premium member left to the members' endpoint; and the member's button that makes a link.
 */
import { act } from 'react';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderWithProviders } from '../../support/render.js';
import { frameData } from '../../support/frame-data.js';
import { GatedBody } from '../../../client/components/paywall/GatedBody.js';
import { GiftButton } from '../../../client/gift-links/GiftParts.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { GIFT, PAYWALL } from '../../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';
import { MEMBER_HINT_COOKIE } from '../../../shared/member-hint.js';

const gate = { bodyUrl: '/api/premium/articles/a-story/body' };
const rest = [{ _type: 'block', _key: 'r1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'The ending only members read.', marks: [] }] }];
const withFlags = (flags: Partial<FrameData['flags']>) => ({ ...frameData, flags: { ...frameData.flags, ...flags } }) as FrameData;
const auth = (user: { isPremium: boolean } | null) => ({ auth: { ...initialAuthState, user } });

const CHECK = '/api/auth/me';
let requests: { url: string; method?: string; credentials?: string; body?: unknown }[];
/** The gift body (or gift links) endpoint's answer; the session check says premium. */
let answer: { status: number; body: unknown };
const cleanups: (() => void)[] = [];

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { blocks: rest } };
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method, credentials: init.credentials, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const { status, body } = url === CHECK ? { status: 200, body: { user: { email: 'm@example.com', isPremium: true } } } : answer;
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

describe('<GatedBody> opened from a gift link', () => {
  const token = 'A'.repeat(43);
  const giftUrl = `/api/gift-links/articles/a-story/body?gift=${token}`;

  it('gives a visitor the rest with who gave it, and a call to subscribe at its end', async () => {
    answer = { status: 200, body: { blocks: rest, gift: { from: 'Robin', expiresAt: '2030-01-15T00:00:00.000Z' } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, frame: withFlags({ subscriptionPage: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toEqual([{ url: giftUrl, method: undefined, credentials: 'same-origin' }]);
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
    await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, preloadedState: auth({ isPremium: true }) });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.map((r) => r.url)).toEqual([CHECK, gate.bodyUrl]);
  });
});

describe('<GiftButton>', () => {
  const made = { url: 'https://colophon.test/sections/news/articles/a-story?gift=T', expiresAt: '2030-01-15T00:00:00.000Z', remaining: 9 };
  const click = (c: HTMLElement) => act(async () => c.querySelector<HTMLButtonElement>('.gift__button')!.click());

  it('makes a gift link of the story it is under, then shows it to copy', async () => {
    answer = { status: 201, body: made };
    const { container } = await render(<GiftButton />, { path: '/sections/news/articles/a-story' });
    await click(container);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toEqual([{ url: '/api/gift-links', method: 'POST', credentials: 'same-origin', body: { path: '/sections/news/articles/a-story' } }]);
    expect(container.querySelector<HTMLInputElement>('#gift-link')?.value).toBe(made.url);
    expect(container.querySelector('.gift__remaining')?.textContent).toBe(GIFT.remaining(9));
  });

  it("says the server's refusal, or that it failed", async () => {
    answer = { status: 429, body: { error: { code: 'gift-limit', message: 'No gifts left this month.' } } };
    const refused = await render(<GiftButton />, { path: '/sections/news/articles/a-story' });
    await click(refused.container);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(refused.container.querySelector('[role="alert"]')?.textContent).toBe('No gifts left this month.');
    stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await render(<GiftButton />, { path: '/sections/news/articles/a-story' });
    await click(offline.container);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(offline.container.querySelector('[role="alert"]')?.textContent).toBe(GIFT.failed);
  });
});
