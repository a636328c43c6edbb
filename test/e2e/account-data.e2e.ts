/**
 * "Your data" on /account in Chromium (docs/features/account-data.md): a member downloads their data
 * (the attachment is one JSON file with their profile), then deletes the account: a wrong password
 * is refused on the page, the right one signs them out and sends them home, and the address can no
 * longer sign in.
 */
import { readFileSync } from 'node:fs';
import { ACCOUNT } from '../../shared/account-messages.js';
import { ACCOUNT_PAGE } from '../../shared/premium-messages.js';
import { ACCOUNT_DATA } from '../../shared/account-data-messages.js';
import { EXPORT_FILE_NAME } from '../../shared/account-data.js';
import { poll } from '../support/poll.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { serverPerSuite } from './spawn-server.js';
import { DESKTOP, PHONE } from './viewports.js';

const PASSWORD = 'correct horse battery';
const OUT = 'test-results/screenshots';

describe('a member’s data on /account', () => {
  const suite = serverPerSuite('account-data', { FEATURE_LOGIN: 'on' });
  const session = pagePerTest({ viewport: DESKTOP, acceptDownloads: true });
  const base = () => `http://127.0.0.1:${suite.port}`;
  const post = (pathname: string, body: object) =>
    fetch(`${base()}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('downloads the export, then deletes the account and is sent home signed out', async () => {
    const { page, problems } = session;
    const email = `leaving-${Date.now()}@example.com`;
    expect((await post('/api/auth/sign-up', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Leaving' })).status).toBe(201);

    await page.goto(`${base()}/account`);
    await waitForHydration(page);
    await page.locator('.account').getByRole('button', { name: ACCOUNT_PAGE.logIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
    await poll(() => page.locator('.account__email').textContent()).toBe(email);
    await page.keyboard.press('Escape'); // the steps view the popup moves on to for a free member
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // Download: one JSON file, the member's own.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: ACCOUNT_DATA.download }).click()]);
    expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { email: string; lastName: string } };
    expect(data.profile).toMatchObject({ email, lastName: 'Leaving' });

    // Delete: the warning, a wrong password refused, then the right one.
    await page.getByRole('button', { name: ACCOUNT_DATA.deleteTitle }).click();
    await poll(() => page.getByText(ACCOUNT_DATA.deleteWarning).count()).toBe(1);
    const password = page.getByLabel(ACCOUNT_DATA.deletePasswordLabel, { exact: true });
    await password.fill('not my password');
    await page.getByRole('button', { name: ACCOUNT_DATA.deleteConfirm }).click();
    await poll(() => page.locator('#account-data').locator('..').getByRole('alert').textContent()).toBe(ACCOUNT_DATA.wrongPassword);
    await page.setViewportSize(PHONE);
    await page.locator('#account-data').locator('..').screenshot({ path: `${OUT}/account-your-data-390.png` });
    await page.setViewportSize(DESKTOP);
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: ACCOUNT_DATA.deleteConfirm }).click();
    await page.waitForURL(`${base()}/`);

    // Signed out here (no session cookie, no stored user), and the address is unknown now.
    const cookies = await session.context.cookies(base());
    expect(cookies.filter((c) => c.name === 'colophon_session' || c.name === 'colophon_member')).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => (localStorage.getItem(k) ?? '').includes('@')))).toEqual([]);
    const again = await post('/api/auth/login', { email, password: PASSWORD });
    const unknown = await post('/api/auth/login', { email: `nobody-${Date.now()}@example.com`, password: PASSWORD });
    expect([again.status, await again.json()]).toEqual([unknown.status, await unknown.json()]);
    // The refused attempt is the only console error: the 401 of the wrong password.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });
});
