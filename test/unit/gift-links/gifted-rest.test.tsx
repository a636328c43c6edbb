/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * A gift link's parts of a premium story (client/gift-links/) in a DOM: the rest a gift link opens
 * for a visitor, with who gave it and a call to subscribe; the expired note above the paywall panel;
 * a premium member left to the members' endpoint; and the member's button that makes a link.
 */
import { act } from 'react';
import { stubGlobal } from '../../support/globals.js';
import { CHECK, answerWith, auth, cleanUp, gate, hinted, render, rest, settle, withFlags } from '../../support/gated-body.js';
import { GatedBody } from '../../../client/components/paywall/GatedBody.js';
import { GiftButton } from '../../../client/gift-links/GiftParts.js';
import { GIFT, PAYWALL } from '../../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';

let requests: { url: string; method?: string; credentials?: string; body?: unknown }[];
/** The gift body (or gift links) endpoint's answer; the session check says premium. */
let answer: { status: number; body: unknown };

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { blocks: rest } };
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method, credentials: init.credentials, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return answerWith(url === CHECK ? { status: 200, body: { user: { email: 'm@example.com', isPremium: true } } } : answer);
  });
});

afterEach(cleanUp);

describe('<GatedBody> opened from a gift link', () => {
  const token = 'A'.repeat(43);
  const giftUrl = `/api/gift-links/articles/a-story/body?gift=${token}`;

  it('gives a visitor the rest with who gave it, and a call to subscribe at its end', async () => {
    answer = { status: 200, body: { blocks: rest, gift: { from: 'Robin', expiresAt: '2030-01-15T00:00:00.000Z' } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, frame: withFlags({ subscriptionPage: true }) });
    await settle();
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
    await settle();
    expect(container.querySelector('.gift__expired')?.textContent).toContain(GIFT.expired);
    expect(container.textContent).toContain(PAYWALL.heading);
    expect(container.textContent).not.toContain('The ending only members read.');
  });

  it('leaves a premium member to the members’ endpoint', async () => {
    hinted();
    await render(<GatedBody gate={gate} bodyClassName="article__body" />, { path: `/sections/news/articles/a-story?gift=${token}`, preloadedState: auth({ isPremium: true }) });
    await settle();
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
    await settle();
    expect(requests).toEqual([{ url: '/api/gift-links', method: 'POST', credentials: 'same-origin', body: { path: '/sections/news/articles/a-story' } }]);
    expect(container.querySelector<HTMLInputElement>('#gift-link')?.value).toBe(made.url);
    expect(container.querySelector('.gift__remaining')?.textContent).toBe(GIFT.remaining(9));
  });

  it("says the server's refusal, or that it failed", async () => {
    answer = { status: 429, body: { error: { code: 'gift-limit', message: 'No gifts left this month.' } } };
    const refused = await render(<GiftButton />, { path: '/sections/news/articles/a-story' });
    await click(refused.container);
    await settle();
    expect(refused.container.querySelector('[role="alert"]')?.textContent).toBe('No gifts left this month.');
    stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await render(<GiftButton />, { path: '/sections/news/articles/a-story' });
    await click(offline.container);
    await settle();
    expect(offline.container.querySelector('[role="alert"]')?.textContent).toBe(GIFT.failed);
  });
});
