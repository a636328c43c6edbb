/**
 * The premium tier in Chromium: a server of its own with Stripe configured (a local fake Stripe
 * behind STRIPE_API_URL, the dataset's tiers priced), a reader who subscribes from /subscribe
 * (logging in through the popup on the way to Checkout), becomes premium by a signed webhook posted
 * to the running server, and finds the plan on /account, with the billing portal one click away.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT } from '../../shared/account-messages.js';
import { ACCOUNT_PAGE, BILLING } from '../../shared/premium-messages.js';
import { NEWSLETTERS } from '../../shared/newsletter-messages.js';
import { CHECKOUT_URL, PORTAL_URL, startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { collectProblems, EMBED_PROVIDER, launchBrowser, waitForHydration } from './browser.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const WEBHOOK_SECRET = 'whsec_e2e_account';
const PASSWORD = 'correct horse battery';
const TIERS = ['Reader', 'Member', 'Patron']; // the generated dataset's subscription tiers
const OUT = 'test-results/screenshots';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** Logs in from /account's own 'Log in' button, through the dialog, until the page shows the member. */
async function logInOnAccountPage(page: Page, email: string): Promise<void> {
  await page.locator('.account').getByRole('button', { name: ACCOUNT_PAGE.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  await poll(() => page.locator('.account__email').textContent()).toBe(email);
}

describe('subscribing and the account page', () => {
  let fake: FakeStripe;
  let server: Spawned;
  let dataDir: string;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    fake = await startFakeStripe();
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-billing-'));
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      FEATURE_LOGIN: 'on',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PRICES: 'reader:price_reader1,member:price_member1,patron:price_patron1',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    await waitReady(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    // Stripe's hosted pages are stand-ins: the test only sees that the browser was sent there.
    await context.route(/^https:\/\/(checkout|billing)\.stripe\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe</h1>' }),
    );
    // So are the embedded forms' provider (/subscribe's other forms check that its host answers):
    // with no network here, a lookup that fails would be logged as a failed load.
    await context.route(EMBED_PROVIDER, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title>' }));
    page = await context.newPage();
    problems = collectProblems(page);
  });
  afterEach(async () => {
    await context.close();
    // The account page's first look as a visitor is a 401, which the browser logs as a failed load.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });

  async function open(pathname: string): Promise<void> {
    await page.goto(`${base}${pathname}`);
    await waitForHydration(page);
  }
  async function signUp(email: string): Promise<string> {
    const res = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { user: { id: string } }).user.id;
  }
  async function deliverWebhook(type: string, object: object): Promise<void> {
    const payload = JSON.stringify({ id: `evt_e2e_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await fetch(`${base}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect(res.status).toBe(200);
  }
  const subscribeButtons = () => page.locator('button.tier__subscribe');
  /** axe-core's violations within `selector`, as 'rule: targets'. */
  async function axe(selector: string): Promise<string[]> {
    // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an injected inline script.
    await page.evaluate(axeSource);
    const result = await page.evaluate((sel) => (window as unknown as { axe: { run(ctx: string): Promise<AxeResult> } }).axe.run(sel), selector);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  it('a visitor logs in on the way to Checkout; the webhook makes them premium; /account shows the plan', async () => {
    const email = `subscriber-${Date.now()}@example.com`;
    const userId = await signUp(email);

    await open('/subscribe');
    await poll(() => subscribeButtons().count()).toBe(TIERS.length);
    for (const title of TIERS) expect(await page.getByRole('button', { name: `${BILLING.subscribe}: ${title}` }).count()).toBe(1);
    await page.locator('.tiers').screenshot({ path: `${OUT}/subscribe-buttons-1440.png` });
    expect(await axe('.tiers')).toEqual([]);

    // Signed out: the button asks for a log-in first, then goes on to Stripe by itself.
    await page.getByRole('button', { name: `${BILLING.subscribe}: Member` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
    await page.waitForURL(CHECKOUT_URL);
    const checkout = fake.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(checkout?.form).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_member1', customer_email: email, client_reference_id: userId });

    // Stripe confirms the subscription: a signed webhook to the running server.
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await deliverWebhook('customer.subscription.created', {
      id: 'sub_e2e', object: 'subscription', customer: 'cus_e2e', status: 'active', cancel_at_period_end: false,
      items: { data: [{ current_period_end: periodEnd, price: { id: 'price_member1' } }] },
      metadata: { userId, tier: 'member', email },
    });

    await open('/account?checkout=success');
    await poll(() => page.locator('.account__plan').textContent()).toBe('Member');
    expect(await page.locator('.account__status').textContent()).toBe('Active');
    const renews = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(periodEnd * 1000));
    expect(await page.locator('.account__period-end').textContent()).toBe(renews);
    expect(await page.getByText(ACCOUNT_PAGE.renews, { exact: true }).count()).toBe(1);
    expect(await page.locator('.account__email').textContent()).toBe(email);
    expect(await page.locator('.account__name').textContent()).toBe('Ada Reader');
    // Premium already: no thank-you-while-we-wait notice, no upsell.
    expect(await page.getByText(ACCOUNT_PAGE.checkoutSuccess).count()).toBe(0);
    expect(await page.getByText(ACCOUNT_PAGE.upgrade).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axe('.account')).toEqual([]);
    await page.screenshot({ path: `${OUT}/account-premium-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${OUT}/account-premium-390.png`, fullPage: true });

    await page.getByRole('button', { name: ACCOUNT_PAGE.manageBilling }).click();
    await page.waitForURL(PORTAL_URL);
    const portal = fake.calls.find((c) => c.path === '/v1/billing_portal/sessions');
    expect(portal?.form).toEqual({ customer: 'cus_e2e', return_url: `${base}/account` });
  });

  it('a visitor on /account is asked to log in, and sees their account once they have', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await signUp(email);
    await open('/account');
    await poll(() => page.getByText(ACCOUNT_PAGE.signInPrompt).count()).toBe(1);
    await page.screenshot({ path: `${OUT}/account-signed-out-1440.png` });
    await logInOnAccountPage(page, email);
    expect(await page.locator('.account__plan').textContent()).toBe(BILLING.freePlan);
    expect(await page.getByRole('link', { name: ACCOUNT_PAGE.upgrade }).count()).toBe(1);
    expect(await page.getByRole('button', { name: ACCOUNT_PAGE.manageBilling }).count()).toBe(0);
    await page.keyboard.press('Escape'); // the steps view the popup moves on to for a free member
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${OUT}/account-free-390.png`, fullPage: true });

    // Change of password, then log out.
    await page.getByLabel(ACCOUNT_PAGE.currentPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(ACCOUNT_PAGE.newPassword, { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: ACCOUNT_PAGE.savePassword }).click();
    await poll(() => page.getByText(ACCOUNT_PAGE.passwordChanged).count()).toBe(1);
    await page.locator('.account').getByRole('button', { name: ACCOUNT_PAGE.logOut }).click();
    await page.waitForURL(`${base}/`);
  });

  it('a member ticks newsletters on /account and saves them; a premium-only one is not theirs to tick', async () => {
    const email = `letters-${Date.now()}@example.com`;
    await signUp(email);
    await open('/account');
    await logInOnAccountPage(page, email);
    await page.keyboard.press('Escape'); // the steps view the popup moves on to for a free member
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const box = (name: string) => page.locator('#account-newsletters').locator('..').getByRole('checkbox', { name });
    await poll(() => box('The Friday Edition').isChecked()).toBe(true); // on for new members
    expect(await box('The Table').isChecked()).toBe(false);
    expect(await box('The Dispatch Premium members only').isDisabled()).toBe(true);
    await box('The Table').check();
    await box('The Friday Edition').uncheck();
    await page.getByRole('button', { name: NEWSLETTERS.save }).click();
    await poll(() => page.getByText(NEWSLETTERS.saved).count()).toBe(1);
    expect(await axe('.account')).toEqual([]);
    const card = page.locator('#account-newsletters').locator('..');
    await card.screenshot({ path: `${OUT}/account-newsletters-1440.png` });
    await page.setViewportSize(PHONE);
    await card.screenshot({ path: `${OUT}/account-newsletters-390.png` });

    await open('/account');
    await poll(() => box('The Table').isChecked()).toBe(true);
    expect(await box('The Friday Edition').isChecked()).toBe(false);
  });
});
