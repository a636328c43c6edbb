/**
 * The paywall in Chromium (docs/architecture.md#the-premium-tier), on a server of its own with
 * FEATURE_PAYWALL and FEATURE_LOGIN on: a free member signs in from the paywall panel and sees the
 * teaser, the panel and its Subscribe link, never the last paragraph; the operator makes them
 * premium (the accounts CLI, against the running server); after a reload the same article shows the
 * whole body and the frame drops its Subscribe call to action; navigating away and back client-side
 * fetches the rest again. Screenshots of the panel at 390 and 1440 px land in
 * test-results/screenshots/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ACCOUNT } from '../../shared/account-messages.js';
import { PAYWALL } from '../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../shared/content/paywall.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { premiumArticle } from '../support/premium-article.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { postJson, runCli, spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const OUT = 'test-results/screenshots';
const PASSWORD = 'correct horse battery';
const { path: articlePath, first, last } = premiumArticle();

let server: Spawned;
let port: number;
let dataDir: string;
beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-paywall-'));
  server = spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    FEATURE_PAYWALL: 'on',
    FEATURE_LOGIN: 'on',
  });
  await waitReady(server);
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
/** A new free member, signed in through the paywall panel's 'Log in'. */
async function signInFromPaywall(page: Page): Promise<string> {
  const email = `paywall-${Date.now()}-${++n}@example.com`;
  const created = await postJson(server.base, '/api/auth/sign-up', { email, password: PASSWORD, firstName: 'Pat', lastName: 'Reader' }, server.base);
  expect(created.status).toBe(201);
  await page.locator(PAYWALL_SELECTOR).getByRole('button', { name: PAYWALL.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  // A free account goes on to the next steps (a non-premium login moves to 'steps'); the reader
  // closes them.
  await poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe(ACCOUNT.stepsTitle);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.locator('.account-menu').waitFor();
  return email;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a premium article behind the paywall (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  it('a free member sees the teaser and the panel; made premium, the whole body after a reload', async () => {
    await t.page.goto(server.base + articlePath);
    await waitForHydration(t.page);
    const gated = t.page.locator(PAYWALL_SELECTOR);
    await expectPanel(t.page);

    const email = await signInFromPaywall(t.page);
    // Signed in but not premium: still the panel (the server refused the rest), without 'Log in'.
    await expectPanel(t.page);
    expect(await gated.getByRole('button', { name: PAYWALL.logIn }).count()).toBe(0);
    await gated.scrollIntoViewIfNeeded();
    await t.page.screenshot({ path: `${OUT}/paywall-panel-${name}.png` });

    const granted = await runCli(['grant-premium', email], { DATA_DIR: dataDir, PORT: String(port) });
    expect({ code: granted.code, stderr: granted.stderr }).toEqual({ code: 0, stderr: '' });

    await t.page.reload();
    await waitForHydration(t.page);
    await poll(() => gated.textContent()).toContain(last);
    expect(await t.page.locator('.article__body').first().textContent()).toContain(first);
    expect(await t.page.locator('.paywall').count()).toBe(0);
    // The frame knows the member now: no Subscribe in the top bar, the PREMIUM badge on the logo.
    await poll(() => t.page.locator('.nav__subscribe').count()).toBe(0);
    expect(await t.page.locator('.logo__badge').textContent()).toBe('PREMIUM');

    // Client-side navigation away and back (no document load: the marker survives) fetches it again.
    await t.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await t.page.locator('.article-header__kicker a').first().click();
    await t.page.waitForURL((url) => url.pathname !== articlePath);
    await t.page.goBack();
    await poll(() => gated.textContent()).toContain(last);
    expect(await t.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(t.problems).toEqual([]);
  });
});

/** The panel with its heading and Subscribe link under the teaser, and no last paragraph on the page. */
async function expectPanel(page: Page): Promise<void> {
  const gated = page.locator(PAYWALL_SELECTOR);
  await gated.getByRole('heading', { name: PAYWALL.heading }).waitFor();
  const subscribe = gated.getByRole('link', { name: PAYWALL.subscribe, exact: true });
  expect(await subscribe.getAttribute('href')).toBe('/subscribe');
  expect(await subscribe.isVisible()).toBe(true);
  expect(await page.locator('.article__body').first().textContent()).toContain(first);
  expect(await page.locator('body').textContent()).not.toContain(last);
}
