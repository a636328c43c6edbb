/**
 * Metered reads in a browser (docs/features/members.md#metered-reads): with FREE_PREMIUM_READS=2, a
 * signed-in free member reads two premium stories in full, each saying how many free premium stories
 * are left this month; the third shows the paywall; the first, opened again, is still whole. And what
 * brought a member (docs/features/members.md#what-brought-each-member): a visitor who signs up from a
 * premium story's paywall reads it on the meter, and `report conversions` credits that story.
 */
import type { Page } from 'playwright-core';
import { PAYWALL } from '../../shared/premium-messages.js';
import { METER } from '../../shared/meter-messages.js';
import { PAYWALL_SELECTOR } from '../../shared/content/paywall.js';
import { poll } from '../support/poll.js';
import { premiumArticle } from '../support/premium-article.js';
import { released, slugOf } from '../support/dataset.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { postJson, runCli, serverPerSuite } from './spawn-server.js';
import { ACCOUNT } from '../../shared/account-messages.js';

const { article: first, path: firstPath, last: firstLast } = premiumArticle();
const [second, third] = released('article')
  .filter((a) => a.isPremium === true && a.slug.current !== first.slug.current)
  .map((a) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`);

const suite = serverPerSuite('metered-reads', { FEATURE_PAYWALL: 'on', FEATURE_LOGIN: 'on', FREE_PREMIUM_READS: '2' });
const t = pagePerTest();

/** Opens `path` and waits until its gated part has settled: the rest with the meter's line, or the paywall. */
async function open(page: Page, path: string): Promise<{ meter: string | null; rest: string | null; paywall: boolean }> {
  await page.goto(suite.server.base + path);
  await waitForHydration(page);
  const gated = page.locator(PAYWALL_SELECTOR);
  await poll(async () => (await gated.locator('.paywall__meter').count()) + (await gated.locator('.paywall').count()), { timeout: 10_000 }).toBeGreaterThan(0);
  return {
    meter: (await gated.locator('.paywall__meter').count()) ? await gated.locator('.paywall__meter').textContent() : null,
    rest: (await gated.locator('.body--continued').count()) ? await gated.locator('.body--continued').textContent() : null,
    paywall: await gated.getByRole('heading', { name: PAYWALL.heading }).isVisible(),
  };
}

it('a free member reads two premium stories of a two-story meter, not a third, and rereads the first', async () => {
  expect(third).toBeDefined();
  const email = `metered-${Date.now()}@example.com`;
  const created = await postJson(suite.server.base, '/api/auth/sign-up', { email, password: 'correct horse battery', firstName: 'Mo', lastName: 'Meter' }, suite.server.base);
  expect(created.status).toBe(201);
  const jar = created.headers.getSetCookie().map((c) => c.split(';')[0]!.split('='));
  await t.context.addCookies(jar.map(([name, value]) => ({ name: name!, value: value!, url: suite.server.base })));

  const one = await open(t.page, firstPath);
  expect(one.meter).toBe(METER.left(1));
  expect(one.rest).toContain(firstLast);
  expect(one.paywall).toBe(false);

  const two = await open(t.page, second!);
  expect(two.meter).toBe(METER.left(0));
  expect(two.rest).toBeTruthy();
  expect(two.paywall).toBe(false);

  const three = await open(t.page, third!);
  expect(three).toEqual({ meter: null, rest: null, paywall: true });
  expect(await t.page.locator(PAYWALL_SELECTOR).getByRole('link', { name: PAYWALL.subscribe, exact: true }).isVisible()).toBe(true);

  const again = await open(t.page, firstPath);
  expect(again.meter).toBe(METER.left(0));
  expect(again.rest).toContain(firstLast);
});

it('a visitor signs up from a premium story’s paywall: reads it on the meter, and the report credits the story', async () => {
  await t.page.goto(suite.server.base + third!);
  await waitForHydration(t.page);
  const gated = t.page.locator(PAYWALL_SELECTOR);
  await gated.getByRole('button', { name: PAYWALL.logIn, exact: true }).click();
  const dialog = t.page.getByRole('dialog');
  await dialog.getByRole('button', { name: ACCOUNT.notAMember, exact: true }).click();
  await dialog.getByLabel('First name', { exact: true }).fill('Sam');
  await dialog.getByLabel('Last name', { exact: true }).fill('Source');
  await dialog.getByLabel('Email', { exact: true }).fill(`source-${Date.now()}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await dialog.getByRole('button', { name: ACCOUNT.continue, exact: true }).click();
  await poll(() => dialog.getByRole('heading', { level: 2 }).textContent(), { timeout: 15_000 }).toBe(ACCOUNT.stepsTitle);
  // Signed in as a free member, the story opens on the meter.
  await poll(() => gated.locator('.paywall__meter').textContent(), { timeout: 10_000 }).toBe(METER.left(1));

  // The server holds the embedded database: the CLI asks it through the admin route.
  const report = await runCli(['report', 'conversions'], { DATA_DIR: suite.dataDir, PORT: String(suite.port) });
  expect({ code: report.code, stderr: report.stderr }).toEqual({ code: 0, stderr: '' });
  const line = report.stdout.split('\n').find((l) => l.startsWith(`${third!} `));
  expect(line?.trim().split(/\s+/)).toEqual([third!, '1', '0']);
});
