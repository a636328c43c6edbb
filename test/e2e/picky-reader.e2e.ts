/**
 * Issue 32 in Chromium at 390 and 1440 px, for the items whose other tests read HTML:
 * - a page its flag turns off (/subscribe with APP_ENV=prod) is linked from nowhere a reader can
 *   click: the header, the side menu opened, an article; and /join lands on a page, not a 404;
 * - a recipe credits its author once, and /recipes/{slug}/print opens the print view;
 * - the account popup's button shows it is working while a sign-up is on its way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT } from '../../shared/account-messages.js';
import { byId, released } from '../support/dataset.js';
import { freePort } from '../support/free-port.js';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { spawnServer, waitReady, type Spawned } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');

const refs = (list: { _ref: string }[] | undefined) => (list ?? []).map((r) => r._ref);
const recipe = released('recipeArticle').find((r) => {
  const by = refs(r.meta.recipeAuthors);
  return by.length === 1 && refs(r.meta.authors).includes(by[0]!);
})!;
const recipeAuthor = (() => {
  const a = byId(refs(recipe.meta.recipeAuthors)[0]!) as { firstName: string; lastName: string };
  return `${a.firstName} ${a.lastName}`;
})();

let prod: Spawned;
let dataDir: string;
beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-prod-flags-'));
  prod = spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    APP_ENV: 'prod',
    SESSION_SECRET: 's'.repeat(48),
    TEST_PAGES: 'off',
  });
  await waitReady(prod);
});
afterAll(async () => {
  await prod?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('what a picky reader sees (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  it('production (subscription page off): nothing a reader can click leads to /subscribe, and /join lands on a page', async () => {
    const subscribeLinks = () =>
      t.page.evaluate(() => [...document.querySelectorAll('a[href]')].filter((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '') === '/subscribe').length);
    await t.page.goto(`${prod.base}/`);
    await waitForHydration(t.page);
    expect(await subscribeLinks()).toBe(0);
    // The side menu, opened, lists no subscription either.
    await t.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await poll(() => t.page.locator('.side-nav a').count()).toBeGreaterThan(0);
    expect(await subscribeLinks()).toBe(0);

    const joined = await t.page.goto(`${prod.base}/join`);
    expect(joined?.status()).toBe(200);
    expect(new URL(t.page.url()).pathname).toBe('/newsletter');
    await waitForHydration(t.page);
    expect(await t.page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/not found/i);
  });

  it('a recipe credits its author once, and its /print address opens the print view', async () => {
    await t.page.goto(`${baseUrl}/recipes/${recipe.slug.current}`);
    await waitForHydration(t.page);
    const main = (await t.page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(main).toContain(recipeAuthor);
    expect(main).not.toContain(`Recipe by ${recipeAuthor}`);

    await t.page.goto(`${baseUrl}/recipes/${recipe.slug.current}/print`);
    await waitForHydration(t.page);
    expect(new URL(t.page.url()).pathname).toBe(`/articles/${recipe.slug.current}/print/${recipe.slug.current}`);
    await poll(() => t.page.locator('.print-recipe__title').count()).toBe(1);
  });

  it('the sign-up button shows it is working while the account is being made', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.getByRole('button', { name: ACCOUNT.notAMember, exact: true }).click();
    await dialog.getByLabel('First name', { exact: true }).fill('Busy');
    await dialog.getByLabel('Last name', { exact: true }).fill('Reader');
    await dialog.getByLabel('Email', { exact: true }).fill(`busy-${name}-${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    // Held, as a first sign-up waits for the accounts database to open.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await t.page.route('**/api/auth/sign-up', async (route) => {
      await held;
      await route.continue();
    });
    const submit = dialog.getByRole('button', { name: ACCOUNT.continue, exact: true });
    await submit.click();
    await poll(() => submit.getAttribute('aria-busy')).toBe('true');
    // A turning ring beside the label: painted, and moving.
    const ring = await submit.evaluate((b) => {
      const after = getComputedStyle(b, '::after');
      return { content: after.content, animation: after.animationName, width: parseFloat(after.width) };
    });
    expect(ring).toEqual({ content: '""', animation: 'account-popup-spin', width: expect.any(Number) });
    expect(ring.width).toBeGreaterThan(8);
    release();
    await poll(() => dialog.getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 }).toBe(ACCOUNT.stepsTitle);
  });
});
