/**
 * Gift links in Chromium, on a server of its own with the paywall and login on: a premium member on
 * a phone (390 px) gives a premium article and copies its link; a signed-out reader in another
 * browser context opens it and reads the whole story, told who gave it, with a call to subscribe at
 * its end. The server is then started again on the same data with its clock 15 days ahead
 * (TEST_CLOCK_OFFSET_MS): the same link shows the teaser, "This gift link has expired" and the
 * paywall's Subscribe. Throughout, the public page (and its page-cache HIT) holds only the teaser.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT } from '../../shared/account-messages.js';
import { GIFT, PAYWALL } from '../../shared/premium-messages.js';
import { PAYWALL_SELECTOR } from '../../shared/content/paywall.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { premiumArticle } from '../support/premium-article.js';
import { released, slugOf } from '../support/dataset.js';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';
import { postJson, runCli, spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const OUT = 'test-results/screenshots';
const PASSWORD = 'correct horse battery';
const FIFTEEN_DAYS_MS = 15 * 24 * 60 * 60 * 1000;
const { path: articlePath, first, last } = premiumArticle();
const otherPremiumPath = released('article')
  .filter((a) => a.isPremium === true)
  .map((a) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`)
  .find((p) => p !== articlePath)!;

let server: Spawned;
let port: number;
let dataDir: string;
let browser: Browser;
const env = (extra: Record<string, string> = {}) => ({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  FEATURE_PAYWALL: 'on',
  FEATURE_LOGIN: 'on',
  ...extra,
});

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-gifts-'));
  server = spawnServer(env());
  await waitReady(server);
  browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

/** The public page as a cache or a visitor gets it: a second GET is a page-cache HIT; neither holds the rest. */
async function expectPublicTeaser(url: string): Promise<void> {
  await fetch(server.base + url);
  const res = await fetch(server.base + url);
  const html = await res.text();
  expect(res.headers.get('x-cache')).toBe('HIT');
  expect(html).toContain(first);
  expect(html).not.toContain(last);
}

/** "…until December 12, 2026. 9 gifts left this month.": the site's date (client/components/content/format.ts), two sentences. */
const PANEL_NOTE = (remaining: number) => new RegExp(`^${GIFT.expires('[A-Z][a-z]+ \\d{1,2}, \\d{4}').replace(/[.?]/g, '\\$&')} ${GIFT.remaining(remaining).replace('.', '\\.')}$`);

/** Logs in from the paywall of the premium article. */
async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(server.base + articlePath);
  await waitForHydration(page);
  await page.locator(PAYWALL_SELECTOR).getByRole('button', { name: PAYWALL.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  await page.locator('.account-menu').waitFor();
  if (await dialog.count()) await page.keyboard.press('Escape');
}

/** Each gift row of /account's table: where its story, date and Revoke sit, and whether the page scrolls sideways. */
async function giftTableLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => el!.getBoundingClientRect();
    const rows = [...document.querySelectorAll('.account__gifts tbody tr')].map((tr) => {
      const story = box(tr.querySelector('.account__gift-story'));
      const expires = box(tr.querySelector('.account__gift-expires'));
      // The lines the date takes: its text's boxes, one per line.
      const range = document.createRange();
      range.selectNodeContents(tr.querySelector('.account__gift-expires')!);
      const dateLines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { row: box(tr).width, story: story.width, storyTop: story.top, expiresTop: expires.top, dateLines };
    });
    return { rows, scrollWidth: document.documentElement.scrollWidth };
  });
}

describe('gift links', () => {
  let giftUrl: string;
  let giverEmail: string;

  it('a premium member gives a story on a phone; a signed-out reader in another browser reads it all', async () => {
    const email = `giver-${Date.now()}@example.com`;
    giverEmail = email;
    const created = await postJson(server.base, '/api/auth/sign-up', { email, password: PASSWORD, firstName: 'Robin', lastName: 'Giver' }, server.base);
    expect(created.status).toBe(201);
    const granted = await runCli(['grant-premium', email], { DATA_DIR: dataDir, PORT: String(port) });
    expect({ code: granted.code, stderr: granted.stderr }).toEqual({ code: 0, stderr: '' });

    const giver = await newPage(PHONE);
    await giver.page.goto(server.base + articlePath);
    await waitForHydration(giver.page);
    await giver.page.locator(PAYWALL_SELECTOR).getByRole('button', { name: PAYWALL.logIn, exact: true }).click();
    const dialog = giver.page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
    await giver.page.locator('.account-menu').waitFor();
    if (await dialog.count()) await giver.page.keyboard.press('Escape');

    const gated = giver.page.locator(PAYWALL_SELECTOR);
    await poll(() => gated.textContent()).toContain(last);
    await gated.getByRole('button', { name: GIFT.giftThisStory, exact: true }).click();
    const link = gated.getByLabel(GIFT.linkLabel, { exact: true });
    await link.waitFor();
    giftUrl = await link.inputValue();
    expect(giftUrl).toMatch(new RegExp(`^${server.base}${articlePath}\\?gift=[A-Za-z0-9_-]{43}$`));
    expect(await gated.getByRole('button', { name: GIFT.copy, exact: true }).isVisible()).toBe(true);
    expect(await gated.textContent()).toContain(GIFT.remaining(9));
    // The site's date, and a full stop between the two sentences.
    expect(await gated.locator('.gift__made .gift__note').textContent()).toMatch(PANEL_NOTE(9));
    await gated.locator('.gift').scrollIntoViewIfNeeded();
    await giver.page.screenshot({ path: `${OUT}/gift-link-made-phone.png` });
    // It fits the phone: nothing wider than the viewport.
    expect(await giver.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const reader = await newPage(PHONE);
    await reader.page.goto(giftUrl);
    await waitForHydration(reader.page);
    const readerGated = reader.page.locator(PAYWALL_SELECTOR);
    await poll(() => readerGated.textContent()).toContain(last);
    expect(await reader.page.locator('.article__body').first().textContent()).toContain(first);
    await readerGated.getByText(GIFT.givenBy('Robin'), { exact: true }).waitFor();
    expect(await reader.page.locator('.paywall').count()).toBe(0);
    const subscribe = readerGated.locator('.gift__subscribe').getByRole('link', { name: GIFT.subscribe, exact: true });
    expect(await subscribe.getAttribute('href')).toBe('/subscribe');
    // The canonical stays the public address, without the token.
    expect(await reader.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(server.base + articlePath);
    await reader.page.screenshot({ path: `${OUT}/gift-link-reader-phone.png`, fullPage: false });
    await reader.context.close();
    expect(reader.problems).toEqual([]);

    // The giver's account lists the gift with its open; a second gift (made from the page's session) is revoked there.
    const second = await giver.page.evaluate(async (p) => {
      const res = await fetch('/api/gift-links', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: p }) });
      return ((await res.json()) as { url: string }).url;
    }, otherPremiumPath);
    await giver.page.goto(`${server.base}/account`);
    const gifts = giver.page.locator('#account-gifts').locator('..');
    await gifts.getByRole('heading', { name: GIFT.accountHeading }).waitFor();
    const rows = giver.page.locator('.account__gift');
    await poll(() => rows.count()).toBe(2);
    const given = rows.filter({ has: giver.page.locator(`a[href="${articlePath}"]`) });
    expect(await given.locator('.account__gift-opens').textContent()).toBe('1');
    const other = rows.filter({ has: giver.page.locator(`a[href="${otherPremiumPath}"]`) });
    await other.getByRole('button', { name: GIFT.revoke, exact: true }).click();
    await poll(() => other.textContent()).toContain(GIFT.revoked);
    const revoked = new URL(second);
    const body = await fetch(`${server.base}/api/gift-links/articles/${revoked.pathname.split('/').pop()}/body${revoked.search}`);
    expect(body.status).toBe(410);
    await giver.page.screenshot({ path: `${OUT}/gift-links-account-phone.png`, fullPage: true });
    // At 390 px each gift is a block: the story across the card, not squeezed into a column.
    const layout = await giftTableLayout(giver.page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    for (const row of layout.rows) {
      expect(row.story).toBeGreaterThanOrEqual(row.row * 0.95);
      expect(row.expiresTop).toBeGreaterThan(row.storyTop);
    }
    await giver.context.close();
    expect(giver.problems.filter((p) => !/status of 40[13]/.test(p))).toEqual([]);

    await expectPublicTeaser(articlePath);
    await expectPublicTeaser(new URL(giftUrl).pathname + new URL(giftUrl).search);
  });

  it('at 1440 px the gift panel writes the site\'s date and /account lists gifts in a table of one-line rows', async () => {
    const giver = await newPage(DESKTOP);
    await logIn(giver.page, giverEmail);
    const gated = giver.page.locator(PAYWALL_SELECTOR);
    await poll(() => gated.textContent()).toContain(last);
    await gated.getByRole('button', { name: GIFT.giftThisStory, exact: true }).click();
    await gated.getByLabel(GIFT.linkLabel, { exact: true }).waitFor();
    // The same story again this month: the same link, no gift used (8 left after the two of the first test).
    expect(await gated.locator('.gift__made .gift__note').textContent()).toMatch(PANEL_NOTE(8));
    await gated.locator('.gift').screenshot({ path: `${OUT}/gift-link-made-desktop.png` });

    await giver.page.goto(`${server.base}/account`);
    await poll(() => giver.page.locator('.account__gifts tbody tr').count()).toBe(2);
    const layout = await giftTableLayout(giver.page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(DESKTOP.width);
    for (const row of layout.rows) {
      expect(row.expiresTop).toBeCloseTo(row.storyTop, -1); // side by side
      expect(row.dateLines).toBe(1);
    }
    await giver.page.locator('#account-gifts').locator('..').screenshot({ path: `${OUT}/gift-links-account-desktop.png` });
    await giver.context.close();
    expect(giver.problems.filter((p) => !/status of 40[13]/.test(p))).toEqual([]);
  });

  it('the public address without the token shows everyone the teaser and the paywall', async () => {
    const visitor = await newPage(DESKTOP);
    await visitor.page.goto(server.base + articlePath);
    await waitForHydration(visitor.page);
    await visitor.page.locator(PAYWALL_SELECTOR).getByRole('heading', { name: PAYWALL.heading }).waitFor();
    expect(await visitor.page.locator('body').textContent()).not.toContain(last);
    await visitor.context.close();
    expect(visitor.problems).toEqual([]);
  });

  it('15 days later the same link shows the teaser, the expired message and Subscribe, not an error', async () => {
    expect(giftUrl).toBeDefined();
    await server.stop();
    server = spawnServer(env({ TEST_CLOCK_OFFSET_MS: String(FIFTEEN_DAYS_MS) }));
    await waitReady(server);

    const reader = await newPage(PHONE);
    const res = await reader.page.goto(giftUrl);
    expect(res?.status()).toBe(200);
    await waitForHydration(reader.page);
    const gated = reader.page.locator(PAYWALL_SELECTOR);
    await gated.getByText(GIFT.expired).waitFor();
    expect(await gated.getByRole('link', { name: PAYWALL.subscribe, exact: true }).getAttribute('href')).toBe('/subscribe');
    expect(await reader.page.locator('.article__body').first().textContent()).toContain(first);
    expect(await reader.page.locator('body').textContent()).not.toContain(last);
    await reader.page.screenshot({ path: `${OUT}/gift-link-expired-phone.png` });
    await reader.context.close();
    // The gift body's 410 is how the page learns the link expired; the browser logs it as a failed load.
    expect(reader.problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
    await expectPublicTeaser(articlePath);
  });
});
