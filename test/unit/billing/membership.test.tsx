/** @jest-environment ./test/support/jsdom-environment.ts */
/** The account page's membership card: what a member reads about their plan. */
import { Membership } from '../../../client/pages/Account/Membership.js';
import type { BillingSummary } from '../../../shared/billing.js';
import { ACCOUNT_PAGE, BILLING } from '../../../shared/premium-messages.js';
import { renderWithProviders } from '../../support/render.js';

const user = { email: 'a@example.com', firstName: 'A', lastName: 'B', isPremium: true };
const summary = (sub: Partial<NonNullable<BillingSummary['subscription']>> | null, extra: Partial<BillingSummary> = {}): BillingSummary => ({
  user,
  subscription: sub && { tier: 'member', plan: 'Member', status: 'active', currentPeriodEnd: '2099-01-31T12:00:00.000Z', endsAtPeriodEnd: false, ...sub },
  canManageBilling: true,
  ...extra,
});

const facts = (c: HTMLElement) => [...c.querySelectorAll('.account__facts > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);

describe('membership card', () => {
  it('says when a renewing subscription renews, and offers the billing portal', async () => {
    const r = await renderWithProviders(<Membership summary={summary({})} />);
    expect(facts(r.container)).toEqual([
      [ACCOUNT_PAGE.plan, 'Member'],
      [ACCOUNT_PAGE.status, 'Active'],
      [ACCOUNT_PAGE.renews, 'January 31, 2099'],
    ]);
    expect(r.container.querySelector('button')?.textContent).toBe(ACCOUNT_PAGE.manageBilling);
    expect(r.container.textContent).not.toContain(ACCOUNT_PAGE.upgrade);
    r.unmount();
  });

  it('says when a cancelled subscription ends, and names an overdue payment', async () => {
    const r = await renderWithProviders(<Membership summary={summary({ endsAtPeriodEnd: true, status: 'past_due' }, { user: { ...user, isPremium: false } })} />);
    expect(facts(r.container)).toEqual([
      [ACCOUNT_PAGE.plan, 'Member'],
      [ACCOUNT_PAGE.status, ACCOUNT_PAGE.statuses.past_due],
      [ACCOUNT_PAGE.ends, 'January 31, 2099'],
    ]);
    expect(r.container.textContent).toContain(ACCOUNT_PAGE.upgrade);
    r.unmount();
  });

  it('says a lapsed subscription ended', async () => {
    const r = await renderWithProviders(
      <Membership summary={summary({ status: 'canceled', endsAtPeriodEnd: true, currentPeriodEnd: '2020-03-01T00:00:00.000Z' }, { user: { ...user, isPremium: false } })} />,
    );
    expect(facts(r.container)).toEqual([
      [ACCOUNT_PAGE.plan, 'Member'],
      [ACCOUNT_PAGE.status, 'Cancelled'],
      [ACCOUNT_PAGE.ended, 'March 1, 2020'],
    ]);
    r.unmount();
  });

  it('shows a free member the Free plan and the way to the membership levels, no portal', async () => {
    const r = await renderWithProviders(<Membership summary={summary(null, { user: { ...user, isPremium: false }, canManageBilling: false })} />);
    expect(facts(r.container)).toEqual([[ACCOUNT_PAGE.plan, BILLING.freePlan]]);
    expect(r.container.querySelector('button')).toBeNull();
    expect(r.container.querySelector('a')?.getAttribute('href')).toBe('/subscribe');
    r.unmount();
  });
});
