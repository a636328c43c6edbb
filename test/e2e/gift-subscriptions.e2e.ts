/**
 * Gift subscriptions in Chromium at 390 px: a server of its own with gift prices (a local fake Stripe
 * behind STRIPE_API_URL). The buyer fills in /gift and is sent to Checkout; Stripe's confirmation is
 * a signed webhook posted by the test; the recipient opens the emailed link (the outbox), logs in on
 * the redeem page, redeems, and finds "Gift from …, until …" on /account. The link's second use is refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT } from '../../shared/account-messages.js';
import { GIFT } from '../../shared/gift-messages.js';
import { CHECKOUT_URL, startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { readOutbox } from '../integration/accounts/helpers.js';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const WEBHOOK_SECRET = 'whsec_e2e_gifts';
const PASSWORD = 'correct horse battery';
const OUT = 'test-results/screenshots';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

describe('gift subscriptions', () => {
  let fake: FakeStripe;
  let server: Spawned;
  let dataDir: string;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  /** The gift link the first test redeemed. */
  let usedLink: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-gifts-'));
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      FEATURE_LOGIN: 'on',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PRICES: 'reader:price_reader1',
      STRIPE_GIFT_PRICES: 'reader:3:price_gift3,reader:6:price_gift6,reader:12:price_gift12',
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
    context = await browser.newContext({ viewport: PHONE });
    await context.route(/^https:\/\/checkout\.stripe\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe</h1>' }),
    );
    page = await context.newPage();
    problems = collectProblems(page);
  });
  afterEach(async () => {
    await context.close();
    // A refused second redemption is a 410 the browser logs as a failed load; that is the point of it.
    // So is the code check's 404 for an unknown code.
    expect(problems.filter((p) => !/status of (401|404|410)/.test(p))).toEqual([]);
  });

  async function open(pathname: string): Promise<void> {
    await page.goto(`${base}${pathname}`);
    await waitForHydration(page);
  }

  /** axe-core's violations within `selector`, as 'rule: targets'. */
  async function axe(selector: string): Promise<string[]> {
    await page.evaluate(axeSource);
    const result = await page.evaluate((sel) => (window as unknown as { axe: { run(ctx: string): Promise<AxeResult> } }).axe.run(sel), selector);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  it('is bought, emailed, redeemed and shown on /account; the code works once', async () => {
    const recipient = `giftee-${Date.now()}@example.com`;
    await open('/gift');
    await page.getByRole('radio', { name: GIFT.monthsOption(6) }).check();
    await page.getByLabel(GIFT.recipientEmail).fill(recipient);
    await page.getByLabel(GIFT.fromName).fill('Ada Lovelace');
    await page.getByLabel(GIFT.message).fill('Happy birthday!');
    await page.screenshot({ path: `${OUT}/gift-390.png`, fullPage: true });
    expect(await axe('.gift')).toEqual([]);
    await page.getByRole('button', { name: GIFT.buy }).click();
    await page.waitForURL(CHECKOUT_URL);
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.form).toMatchObject({ mode: 'payment', 'line_items[0][price]': 'price_gift6', 'metadata[months]': '6' });

    // Stripe confirms the payment: a signed webhook to the running server.
    const session = { id: call.answer!.id!, object: 'checkout.session', mode: 'payment', payment_status: 'paid', payment_intent: 'pi_e2e', metadata: { giftId: call.form['metadata[giftId]'] } };
    const payload = JSON.stringify({ id: `evt_e2e_gift_${Date.now()}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: session } });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await fetch(`${base}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect(hook.status).toBe(200);

    const mail = readOutbox(path.join(dataDir, 'outbox')).find((m) => m.to.includes(recipient))!;
    expect(mail.text).toContain('Happy birthday!');
    const link = mail.links.find((l) => l.startsWith(`${base}/gift/redeem?code=`))!;

    // The recipient has an account, and is signed out when the link opens.
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: recipient, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }),
    });
    expect(signUp.status).toBe(201);
    await open(link.slice(base.length));
    // The code leaves the address bar at once (the tag manager and error reports never see it).
    expect(page.url()).toBe(`${base}/gift/redeem`);
    await page.getByText(GIFT.redeemIntro('The Colophon')).waitFor();
    await page.getByRole('button', { name: GIFT.logInToRedeem }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(recipient);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
    await poll(() => page.getByRole('button', { name: GIFT.redeem }).count()).toBe(1);
    if (await dialog.count()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: GIFT.redeem }).click();
    await poll(() => page.locator('.gift__redeemed').count()).toBe(1);
    expect(await page.locator('.gift__redeemed').textContent()).toMatch(/until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await page.screenshot({ path: `${OUT}/gift-redeemed-390.png`, fullPage: true });
    expect(await axe('.gift')).toEqual([]);

    await page.getByRole('link', { name: GIFT.toAccount }).click();
    await poll(() => page.locator('.account__gift').count()).toBe(1);
    const text = await page.locator('.account__gift').textContent();
    expect(text).toMatch(/^Gift from Ada Lovelace, until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await page.screenshot({ path: `${OUT}/account-gift-390.png`, fullPage: true });

    // The second use of the link is refused with a clear message, before any button.
    await open(link.slice(base.length));
    await poll(() => page.getByRole('alert').filter({ hasText: GIFT.codeUsed }).count()).toBe(1);
    expect(await page.getByRole('button', { name: GIFT.redeem }).count()).toBe(0);
    usedLink = link;
  });

  describe.each([
    ['390', PHONE],
    ['1440', DESKTOP],
  ])('at %s px, signed out', (width, viewport) => {
    beforeEach(async () => {
      await page.setViewportSize(viewport);
    });

    it('says an unknown code does not exist before any sign-in', async () => {
      await open(`/gift/redeem?code=${'Q'.repeat(43)}`);
      await page.getByRole('alert').filter({ hasText: GIFT.codeUnknown }).waitFor();
      expect(page.url()).toBe(`${base}/gift/redeem`);
      expect(await page.getByRole('button', { name: GIFT.logInToRedeem }).count()).toBe(0);
      expect(await page.getByText(GIFT.redeemIntro('The Colophon')).count()).toBe(0);
      await page.screenshot({ path: `${OUT}/gift-redeem-unknown-${width}.png` });
      expect(await axe('.gift')).toEqual([]);
    });

    it('says a used code was redeemed before any sign-in', async () => {
      expect(usedLink).toBeDefined();
      await open(usedLink.slice(base.length));
      await page.getByRole('alert').filter({ hasText: GIFT.codeUsed }).waitFor();
      expect(await page.getByRole('button', { name: GIFT.logInToRedeem }).count()).toBe(0);
      await page.screenshot({ path: `${OUT}/gift-redeem-used-${width}.png` });
    });
  });
});
