/**
 * Offers and gift reminders in Chromium, on a server of their own with Stripe behind a local fake
 * (STRIPE_API_URL). The operator's commands (create-offer, gift-code, send-reminders) run through
 * the CLI, which reaches the running server holding the embedded database.
 * - An offer's landing page at 390 and 1440 px; its Subscribe button logs the reader in and opens the
 *   fake Checkout, whose Checkout Session request carried the offer's coupon. An unknown offer is a
 *   404 leading to /subscribe.
 * - A redeemed gift, the server restarted with its clock moved to six days before the gift ends
 *   (TEST_CLOCK_OFFSET_MS): its daily run emails the reminder (outbox); the email's link leads to
 *   /subscribe and a Checkout whose trial ends when the gift does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT } from '../../shared/account-messages.js';
import { OFFER, GIFT_REMINDER } from '../../shared/offer-messages.js';
import { BILLING } from '../../shared/premium-messages.js';
import { CHECKOUT_URL, startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { readOutbox } from '../integration/accounts/helpers.js';
import { runAccountsCli } from '../../server/cli/accounts.js';
import { loadConfig } from '../../server/config.js';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const PASSWORD = 'correct horse battery';
const OUT = 'test-results/screenshots';
const DAY = 86_400_000;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

describe('offers and gift reminders', () => {
  let fake: FakeStripe;
  let server: Spawned;
  let dataDir: string;
  let base: string;
  let env: Record<string, string>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    fake = await startFakeStripe();
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-offers-'));
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      FEATURE_LOGIN: 'on',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      // Every tier of the dataset sold through our Checkout: no provider embeds (unreachable here) on /subscribe.
      STRIPE_PRICES: 'reader:price_reader1,member:price_member1,patron:price_patron1',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_offers',
      STRIPE_API_URL: fake.url,
    };
    server = spawnServer(env);
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
    context = await browser.newContext({ viewport: PHONE });
    await context.route(/^https:\/\/checkout\.stripe\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe</h1>' }),
    );
    page = await context.newPage();
    problems = collectProblems(page);
  });
  afterEach(async () => {
    await context.close();
    // The unknown offer's 404 is the point of that test; the browser logs it as a failed load. So are
    // /subscribe's provider forms (Write to us, Newsletter), whose hosts do not resolve here.
    expect(problems.filter((p) => !/status of 404|net::ERR_NAME_NOT_RESOLVED/.test(p))).toEqual([]);
  });

  /** The operator's command, as `npm run accounts -- …` runs it: to the running server holding the data folder. */
  async function accountsCli(argv: string[]): Promise<string[]> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, { config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'silent' }), out: (l) => out.push(l), err: (l) => err.push(l) });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    return out;
  }
  async function open(pathname: string): Promise<void> {
    await page.goto(`${base}${pathname}`);
    await waitForHydration(page);
  }
  async function axe(selector: string): Promise<string[]> {
    await page.evaluate(axeSource);
    const result = await page.evaluate((sel) => (window as unknown as { axe: { run(ctx: string): Promise<AxeResult> } }).axe.run(sel), selector);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  const signUp = async (email: string) => {
    const res = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }),
    });
    expect(res.status).toBe(201);
    return `colophon_session=${/colophon_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
  };
  async function logInInPopup(email: string): Promise<void> {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  }

  it('shows an offer at 390 and 1440 px and opens Checkout with its coupon', async () => {
    const made = await accountsCli(['create-offer', '--code', 'spring25', '--percent', '25', '--months', '3', '--tier', 'reader', '--ends', '2099-12-31']);
    expect(made[1]).toBe(`landing page: ${base}/offer/SPRING25`);
    const headline = OFFER.headline('percent', 25, 3, null);

    await page.setViewportSize(DESKTOP);
    await open('/offer/SPRING25');
    await page.getByRole('heading', { level: 1, name: headline }).waitFor();
    await page.screenshot({ path: `${OUT}/offer-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${OUT}/offer-390.png`, fullPage: true });
    expect(await axe('.offer')).toEqual([]);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const email = `offer-${Date.now()}@example.com`;
    await signUp(email);
    await page.getByRole('button', { name: `${OFFER.subscribe}: Reader` }).click();
    await logInInPopup(email);
    await page.waitForURL(CHECKOUT_URL);
    const coupon = fake.calls.find((c) => c.path === '/v1/coupons')!;
    expect(coupon.form).toMatchObject({ percent_off: '25', duration: 'repeating', duration_in_months: '3' });
    // One Checkout Session: the log-in's way on to Checkout and the kept intent (OfferButton) do not both go.
    expect(fake.calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(1);
    const session = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_reader1',
      'discounts[0][coupon]': coupon.answer!.id,
      'metadata[offer]': 'SPRING25',
      customer_email: email,
    });
  });

  it('answers an unknown offer with a 404 that leads to /subscribe', async () => {
    const res = await page.goto(`${base}/offer/NO-SUCH-OFFER`);
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: OFFER.unavailableTitle }).waitFor();
    await page.screenshot({ path: `${OUT}/offer-unknown-390.png`, fullPage: true });
    await page.getByRole('link', { name: OFFER.toSubscribe }).click();
    await page.waitForURL(`${base}/subscribe`);
  });

  it('emails the reminder with the clock moved, and its link opens a Checkout starting at the gift\'s end', async () => {
    const email = `reminded-${Date.now()}@example.com`;
    const issued = await accountsCli(['gift-code', email, '--months', '1']);
    const code = new URL(issued[1].replace('redeem at ', '')).searchParams.get('code');
    const cookie = await signUp(email);
    const redeemed = await fetch(`${base}/api/gifts/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ code }),
    });
    expect(redeemed.status).toBe(200);
    const until = new Date(((await redeemed.json()) as { until: string }).until);

    // Six days before the gift ends: the server's daily run, at start, sends the reminder.
    await server.stop();
    server = spawnServer({ ...env, TEST_CLOCK_OFFSET_MS: String(until.getTime() - 6 * DAY - Date.now()) });
    await waitReady(server);
    const outbox = path.join(dataDir, 'outbox');
    const reminders = () => readOutbox(outbox).filter((m) => m.to.includes(email) && m.subject === GIFT_REMINDER.subject('The Colophon'));
    await poll(() => reminders().length, { timeout: 20_000 }).toBe(1);
    const mail = reminders()[0];
    expect(mail.text).toContain('Your gift subscription to The Colophon Premium ends on');
    const link = mail.links.find((l) => l.startsWith(base))!;
    expect(link).toBe(`${base}/subscribe`);
    // A second run the same day sends none.
    const again = await accountsCli(['send-reminders']);
    expect(again.at(-1)).toMatch(/^0 reminder\(s\) sent, 1 skipped/);

    // The member follows the link signed in (a premium member's log-in in the popup reloads the page,
    // which would cancel the way on to Checkout: client/store/authThunks.ts, afterLogin).
    // Logged in first, on /account (weeks after the sign-up, that session has lapsed): a premium
    // member's log-in reloads the page.
    await open('/account?log-in=1');
    await logInInPopup(email);
    await poll(() => page.locator('.account__email').count(), { timeout: 15_000 }).toBe(1);
    await open(link.slice(base.length));
    await page.setViewportSize(DESKTOP);
    // Signed in once the page has asked who it is: no "log in first" hint under the buttons.
    await poll(() => page.locator('.tier__hint').count(), { timeout: 10_000 }).toBe(0);
    await page.screenshot({ path: `${OUT}/gift-reminder-subscribe-1440.png` });
    await page.getByRole('button', { name: `${BILLING.subscribe}: Reader` }).click();
    await page.waitForURL(CHECKOUT_URL);
    const checkout = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(checkout.form['customer_email']).toBe(email);
    expect(checkout.form['subscription_data[trial_end]']).toBe(String(Math.ceil(until.getTime() / 1000)));

    // The same premium (gifted) member, signed out, takes the offer: the log-in reloads the page, and
    // the way on to Checkout is taken up again after it.
    await context.close();
    context = await browser.newContext({ viewport: PHONE });
    await context.route(/^https:\/\/checkout\.stripe\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe</h1>' }),
    );
    page = await context.newPage();
    const later = collectProblems(page);
    await open('/offer/SPRING25');
    await page.getByRole('button', { name: `${OFFER.subscribe}: Reader` }).click();
    await logInInPopup(email);
    await page.waitForURL(CHECKOUT_URL);
    const taken = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(taken.form).toMatchObject({ 'metadata[offer]': 'SPRING25', 'subscription_data[trial_end]': String(Math.ceil(until.getTime() / 1000)) });
    expect(taken.form['discounts[0][coupon]']).toBeDefined();
    expect(later.filter((p) => !/net::ERR_NAME_NOT_RESOLVED/.test(p))).toEqual([]);
  });
});
