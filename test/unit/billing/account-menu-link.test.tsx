/** @jest-environment ./test/support/jsdom-environment.ts */
/** The account menu leads a signed-in reader to their account page. */
import { act } from 'react';
import { AccountMenu } from '../../../client/components/AccountMenu.js';
import { initialAuthState } from '../../../client/store/authSlice.js';
import { ACCOUNT_PAGE } from '../../../shared/premium-messages.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { frameData } from '../../support/frame-data.js';
import { renderWithProviders } from '../../support/render.js';

it("opens /account from the signed-in reader's menu, and closes behind it", async () => {
  const frame = { ...frameData, flags: { ...frameData.flags, login: true } } as FrameData;
  const r = await renderWithProviders(<AccountMenu />, {
    frame,
    path: '/sections/news',
    preloadedState: { auth: { ...initialAuthState, user: { firstName: 'Ada', email: 'a@example.com', isPremium: false } } },
  });
  await act(async () => r.container.querySelector<HTMLButtonElement>('.account-menu__toggle')!.click());
  const link = [...r.container.querySelectorAll('a')].find((a) => a.textContent === ACCOUNT_PAGE.title)!;
  expect(link.getAttribute('href')).toBe('/account');
  await act(async () => link.click());
  expect(r.location().pathname).toBe('/account');
  expect(r.container.querySelector('.account-menu__panel')!.hasAttribute('hidden')).toBe(true);
  r.unmount();
});
