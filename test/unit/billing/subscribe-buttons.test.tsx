/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * /subscribe's tiers with Stripe Checkout configured: a Subscribe button per priced tier
 * (docs/architecture.md#accounts-and-billing).
 */
import { jest } from '@jest/globals';
import { act } from 'react';
import { BILLING } from '../../../shared/premium-messages.js';
import type { FrameData } from '../../../shared/frame-data.js';

jest.unstable_mockModule('../../../client/api/billing.js', () => ({
  startCheckout: jest.fn(),
  goTo: jest.fn(),
  openBillingPortal: jest.fn(),
  fetchBillingSummary: jest.fn(),
}));
const { startCheckout, goTo } = await import('../../../client/api/billing.js');
const { Tiers } = await import('../../../client/pages/Subscribe/Tiers.js');
const { authActions, initialAuthState } = await import('../../../client/store/authSlice.js');
const { renderWithProviders } = await import('../../support/render.js');
const { frameData } = await import('../../support/frame-data.js');

const tiers = [
  { key: 'k1', title: 'Reader', price: '$5 / month', benefits: ['All articles'], checkout: [] },
  { key: 'k2', title: 'Patron', price: '$25 / month', benefits: [], checkout: [] },
];
const withBilling = { ...frameData, flags: { ...frameData.flags, login: true }, billingTiers: ['reader'] } as FrameData;
const member = { id: 'u1', email: 'a@example.com', isPremium: false };
const CHECKOUT = 'https://checkout.stripe.test/c/pay/cs_1';

const buttons = (c: HTMLElement) => [...c.querySelectorAll<HTMLButtonElement>('button.tier__subscribe')];

describe('Subscribe buttons', () => {
  beforeEach(() => {
    jest.mocked(startCheckout).mockReset();
    jest.mocked(goTo).mockReset();
  });

  it('appear for the tiers Stripe sells; the others keep their checkout fallback', async () => {
    const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, { frame: withBilling });
    expect(buttons(r.container).map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([[BILLING.subscribe, 'Subscribe: Reader']]);
    expect(r.container.textContent).toContain('Checkout for Patron is not available right now');
    r.unmount();
  });

  it('do not appear without Stripe, nor while readers cannot sign in', async () => {
    const loginOff = { ...withBilling, flags: { ...withBilling.flags, login: false } } as FrameData;
    for (const frame of [frameData, loginOff]) {
      const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, { frame });
      expect(buttons(r.container)).toEqual([]);
      expect(r.container.textContent).toContain('Checkout for Reader is not available right now');
      r.unmount();
    }
  });

  it('send a signed-in member to the Checkout page the server answers', async () => {
    jest.mocked(startCheckout).mockResolvedValue({ url: CHECKOUT });
    const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, {
      frame: withBilling,
      preloadedState: { auth: { ...initialAuthState, user: member } },
    });
    await act(async () => buttons(r.container)[0].click());
    expect(startCheckout).toHaveBeenCalledWith('reader');
    expect(goTo).toHaveBeenCalledWith(CHECKOUT);
    r.unmount();
  });

  it('show the server\'s message when checkout fails, and can be pressed again', async () => {
    jest.mocked(startCheckout).mockRejectedValue(new Error(BILLING.unavailable));
    const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, {
      frame: withBilling,
      preloadedState: { auth: { ...initialAuthState, user: member } },
    });
    await act(async () => buttons(r.container)[0].click());
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe(BILLING.unavailable);
    expect(buttons(r.container)[0].disabled).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
    r.unmount();
  });

  it('ask a visitor to log in first, then continue to Checkout once signed in', async () => {
    jest.mocked(startCheckout).mockResolvedValue({ url: CHECKOUT });
    const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, { frame: withBilling });
    expect(r.container.textContent).toContain(BILLING.signInToSubscribe);
    await act(async () => buttons(r.container)[0].click());
    expect(r.store.getState().auth.view).toBe('login');
    expect(startCheckout).not.toHaveBeenCalled();

    await act(async () => {
      r.store.dispatch(authActions.setUser(member));
    });
    expect(startCheckout).toHaveBeenCalledWith('reader');
    expect(goTo).toHaveBeenCalledWith(CHECKOUT);
    expect(r.store.getState().auth.view).toBe('none');
    r.unmount();
  });

  it('forget the visitor\'s click when the popup is closed without signing in', async () => {
    const r = await renderWithProviders(<Tiers tiers={tiers} sandbox={false} />, { frame: withBilling });
    await act(async () => buttons(r.container)[0].click());
    await act(async () => {
      r.store.dispatch(authActions.closePopup());
    });
    await act(async () => {
      r.store.dispatch(authActions.setUser(member));
    });
    expect(startCheckout).not.toHaveBeenCalled();
    r.unmount();
  });
});
