/**
 * The reader account popup, its landing pages and the subscription checks, in Chromium against the
 * production build (login flag on). Accounts are made through the popup or the API; premium is
 * granted through the loopback admin route; emailed links are read from the server's outbox.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { AUTH_ERRORS, VALIDATION } from '../../shared/messages.js';
import { ACCOUNT } from '../../shared/account-messages.js';
import { SUBSCRIPTION_RECHECK_INTERVAL_MS } from '../../shared/constants.js';
import { latestLink } from '../integration/accounts/helpers.js';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const SITE = 'The Colophon';
const PASSWORD = 'correct horse battery';

let n = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

/** Server-side helpers: a Node fetch sends no Origin, which the auth API accepts (not a browser page). */
async function api(route: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
async function createMember(email: string): Promise<void> {
  const res = await api('/api/auth/sign-up', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' });
  expect(res.status).toBe(201);
}
async function grantPremium(email: string): Promise<void> {
  const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  const res = await api('/api/admin/accounts/grant-premium', { email }, { 'x-colophon-admin-token': token });
  expect(await res.json()).toMatchObject({ premium: true });
}
const outbox = path.join(dataDir, 'outbox');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

describe('reader accounts in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let authCalls: string[];

  const dialog = () => page.getByRole('dialog');
  const title = () => dialog().getByRole('heading', { level: 2 });
  const button = (name: string, within: Locator | Page = dialog()) => within.getByRole('button', { name, exact: true });
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const events = (name: string) => page.evaluate((e) => (window.dataLayer ?? []).filter((x) => x.event === e).length, name);
  const markWindow = () => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

  async function open(pathname = '/'): Promise<void> {
    await page.goto(`${baseUrl}${pathname}`);
    await waitForHydration(page);
  }
  async function openLogin(pathname = '/'): Promise<void> {
    await open(pathname);
    await button('Log in', page.locator('.nav')).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.loginTitle(SITE));
  }
  async function logInThroughPopup(email: string, password = PASSWORD): Promise<void> {
    await field('Email').fill(email);
    await field('Password').fill(password);
    await button(ACCOUNT.logIn).click();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    problems = collectProblems(page);
    authCalls = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/')) authCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
  });
  afterEach(async () => {
    await context.close();
    // Answers like 401 and 409 are the point of some tests; the browser logs them as failed loads.
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p))).toEqual([]);
  });

  it('login view: modal dialog, names, password toggle, focus trap, Escape and close icon return focus', async () => {
    await openLogin();
    const d = dialog();
    expect(await d.getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    for (const name of [ACCOUNT.forgotPassword, ACCOUNT.logIn, ACCOUNT.orMagicLink, ACCOUNT.notAMember, 'Close', 'Show password']) {
      await poll(() => button(name).count()).toBe(1);
    }
    expect(await d.getByRole('button', { name: 'Back to log in' }).count()).toBe(0);

    const password = field('Password');
    expect(await password.getAttribute('type')).toBe('password');
    await button('Show password').click();
    expect(await password.getAttribute('type')).toBe('text');
    await button('Hide password').click();
    expect(await password.getAttribute('type')).toBe('password');

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await poll(() => dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in');

    await button('Log in', page.locator('.nav')).click();
    await button('Close').click();
    await poll(() => dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('account-menu__login'))).toBe(true);
  });

  it('moves between the views: sign-up, magic link and password recovery, with back arrows to login', async () => {
    await openLogin();
    await button(ACCOUNT.notAMember).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.signUpTitle);
    for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(await field(label).count()).toBe(1);
    await button(ACCOUNT.alreadyMember).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.loginTitle(SITE));

    await button(ACCOUNT.orMagicLink).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.magicLinkTitle);
    expect(await dialog().getByText(ACCOUNT.magicLinkBody).count()).toBe(1);
    expect(await button(ACCOUNT.emailMeALink).count()).toBe(1);
    await button('Back to log in').click();
    await poll(() => title().textContent()).toBe(ACCOUNT.loginTitle(SITE));

    await button(ACCOUNT.forgotPassword).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.forgotPassword);
    expect(await button(ACCOUNT.sendResetLink).count()).toBe(1);
    await button('Back to log in').click();
    await poll(() => title().textContent()).toBe(ACCOUNT.loginTitle(SITE));
  });

  it('validates on the client before any call (the forms’ validation messages)', async () => {
    await openLogin();
    await button(ACCOUNT.logIn).click();
    await poll(() => dialog().getByText(VALIDATION.emailMissing).count()).toBe(1);
    await field('Email').fill('not-an-address');
    await button(ACCOUNT.logIn).click();
    await poll(() => dialog().getByText(VALIDATION.emailInvalid).count()).toBe(1);
    // Login checks the email only: a short password is not judged here.
    expect(await dialog().getByText(VALIDATION.passwordTooShort).count()).toBe(0);

    await button(ACCOUNT.notAMember).click();
    await button(ACCOUNT.continue).click();
    for (const text of [VALIDATION.fieldEmpty('First name'), VALIDATION.fieldEmpty('Last name'), VALIDATION.emailMissing, VALIDATION.passwordTooShort]) {
      await poll(() => dialog().getByText(text, { exact: true }).count()).toBe(1);
    }
    await field('Password').fill('short');
    await field('Email').fill('reader@');
    await button(ACCOUNT.continue).click();
    await poll(() => dialog().getByText(VALIDATION.emailInvalid).count()).toBe(1);
    expect(await dialog().getByText(VALIDATION.passwordTooShort).count()).toBe(1);

    await button(ACCOUNT.alreadyMember).click();
    await button(ACCOUNT.orMagicLink).click();
    await button(ACCOUNT.emailMeALink).click();
    await poll(() => dialog().getByText(VALIDATION.emailMissing).count()).toBe(1);
    await button('Back to log in').click();
    await button(ACCOUNT.forgotPassword).click();
    await field('Email').fill('a b@c');
    await button(ACCOUNT.sendResetLink).click();
    await poll(() => dialog().getByText(VALIDATION.emailInvalid).count()).toBe(1);
    expect(authCalls).toEqual([]);
  });

  it('sign-up leads to the steps; the name shows in the navigation; a second sign-up is refused', async () => {
    const email = newEmail('signup');
    await openLogin();
    await button(ACCOUNT.notAMember).click();
    await field('First name').fill('Grace');
    await field('Last name').fill('Hopper');
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await button(ACCOUNT.continue).click();
    // A sign-up hashes a password on the server: more than the default second on a busy machine.
    await poll(() => title().textContent(), { timeout: 10_000 }).toBe(ACCOUNT.stepsTitle);
    const boxes = await dialog().locator('li').allTextContents();
    // Step 1 is behind the reader: ticked (no number), and said to be done; the others numbered.
    expect(boxes).toEqual([`${ACCOUNT.stepCreateAccount} (done)`, `2${ACCOUNT.stepChooseTier}`, `3${ACCOUNT.stepComeBack(SITE)}`]);
    expect(await dialog().locator('li').first().locator('svg').count()).toBe(1);
    expect(JSON.parse((await stored('colophon.user')) ?? 'null')).toMatchObject({ email, firstName: 'Grace', isPremium: false });
    expect(await events('sign_up')).toBe(1);
    expect(await page.locator('.account-menu__toggle').textContent()).toBe('Grace');

    // Unchanged subscription: nothing else happens.
    await button(ACCOUNT.alreadySubscribed).click();
    await poll(() => authCalls.filter((c) => c.endsWith('check-subscription-status')).length).toBe(1);
    expect(await title().textContent()).toBe(ACCOUNT.stepsTitle);

    // Continue opens /subscribe in a new tab; the popup stays for the reader's return.
    const [tab] = await Promise.all([context.waitForEvent('page'), dialog().getByRole('link', { name: ACCOUNT.continue }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/subscribe');
    await tab.close();
    expect(await title().textContent()).toBe(ACCOUNT.stepsTitle);

    await button('Close').click();
    await page.locator('.account-menu__toggle').click();
    await button(ACCOUNT.logOut, page.locator('.nav')).click();
    await poll(() => button('Log in', page.locator('.nav')).count()).toBe(1);
    expect(await stored('colophon.user')).toBeNull();

    await button('Log in', page.locator('.nav')).click();
    await button(ACCOUNT.notAMember).click();
    await field('First name').fill('Grace');
    await field('Last name').fill('Again');
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await button(ACCOUNT.continue).click();
    await poll(() => dialog().getByRole('alert').textContent()).toBe(AUTH_ERRORS['email-already-in-use']);
  });

  it('login: a wrong password, then a non-premium reader goes to the steps', async () => {
    const email = newEmail('login');
    await createMember(email);
    await openLogin();
    await logInThroughPopup(email, 'not the password');
    await poll(() => dialog().getByRole('alert').textContent()).toBe(AUTH_ERRORS['invalid-credential']);
    await field('Password').fill(PASSWORD);
    await button(ACCOUNT.logIn).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.stepsTitle);
    // Logged in with an account: creating one is not shown as still to do.
    expect(await dialog().locator('li').first().textContent()).toBe(`${ACCOUNT.stepCreateAccount} (done)`);
    expect(await events('login')).toBe(1);
    // The cookie-ready handshake cleans up after itself.
    expect(await page.evaluate(() => document.cookie.includes('cookie_ready_'))).toBe(false);
  });

  it('login as a premium reader closes the popup and reloads the page at its path', async () => {
    const email = newEmail('premium');
    await createMember(email);
    await grantPremium(email);
    await openLogin('/newsletter');
    await markWindow();
    await logInThroughPopup(email);
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/newsletter');
    await poll(() => page.locator('.logo__badge').textContent()).toBe('PREMIUM');
    expect(await dialog().count()).toBe(0);
    expect(JSON.parse((await stored('colophon.user')) ?? 'null')).toMatchObject({ email, isPremium: true });
  });

  it('magic link: sent, confirmed, and used through /auth/magic (a plain GET does not use the token)', async () => {
    const email = newEmail('magic');
    await openLogin('/newsletter');
    await button(ACCOUNT.orMagicLink).click();
    await field('Email').fill(email);
    await button(ACCOUNT.emailMeALink).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.magicLinkSentTitle);
    expect(await dialog().getByText(ACCOUNT.magicLinkSentBody(email)).count()).toBe(1);
    expect(await stored('colophon.magicLinkEmail')).toBe(email);
    await button(ACCOUNT.didntGetEmail).click();
    await poll(() => dialog().count()).toBe(0);

    const link = latestLink(outbox, email);
    expect(new URL(link).pathname).toBe('/auth/magic');
    expect((await fetch(link)).status).toBe(200); // a mail scanner's GET
    await page.goto(link);
    await page.waitForURL(`${baseUrl}/newsletter`);
    await poll(() => title().textContent()).toBe(ACCOUNT.stepsTitle);
    expect(JSON.parse((await stored('colophon.user')) ?? 'null')).toMatchObject({ email, isPremium: false });
    expect(await stored('colophon.magicLinkEmail')).toBeNull();
  });

  it('magic link opened in another browser asks for the address first', async () => {
    const email = newEmail('elsewhere');
    expect((await api('/api/auth/send-magic-link', { email })).status).toBe(200);
    const link = new URL(latestLink(outbox, email));
    await open(`${link.pathname}?token=${link.searchParams.get('token')}`);
    const form = page.locator('main form');
    await poll(() => form.getByLabel('Email').count()).toBe(1);
    await form.getByRole('button', { name: ACCOUNT.logIn }).click();
    await poll(() => form.getByText(VALIDATION.emailMissing).count()).toBe(1);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: ACCOUNT.logIn }).click();
    await page.waitForURL(`${baseUrl}/`);
    await poll(() => title().textContent()).toBe(ACCOUNT.stepsTitle);
  });

  it('password recovery: reset link sent, new password set on /auth/reset, then logged in', async () => {
    const email = newEmail('reset');
    await createMember(email);
    await openLogin();
    await button(ACCOUNT.forgotPassword).click();
    await field('Email').fill(email);
    await button(ACCOUNT.sendResetLink).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.resetSentTitle);
    expect(await dialog().getByText(ACCOUNT.resetSentBody).count()).toBe(1);
    await button('Close').click();

    const link = latestLink(outbox, email);
    expect(new URL(link).pathname).toBe('/auth/reset');
    await page.goto(link);
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => form.getByText(VALIDATION.passwordTooShort).count()).toBe(1);
    await form.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await poll(() => page.locator('.account-menu__toggle').textContent()).toBe('Ada');
    const login = await api('/api/auth/login', { email, password: 'a brand new secret' });
    expect(login.status).toBe(200);
  });

  it('every view passes axe inside the dialog (names, labels, contrast)', async () => {
    // axe is injected as an inline script, which the site's CSP rightly refuses: a context without it.
    await context.close();
    context = await browser.newContext({ bypassCSP: true });
    page = await context.newPage();
    problems = collectProblems(page);
    const audit = async () => {
      await page.addScriptTag({ content: axeSource });
      const result = await page.evaluate(
        () => (window as unknown as { axe: { run(ctx: string): Promise<AxeResult> } }).axe.run('dialog.account-popup'),
      );
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    await openLogin();
    await button(ACCOUNT.logIn).click(); // with its error messages showing
    expect(await audit()).toEqual([]);
    for (const [door, view] of [
      [ACCOUNT.notAMember, ACCOUNT.signUpTitle],
      [ACCOUNT.alreadyMember, ACCOUNT.loginTitle(SITE)],
      [ACCOUNT.orMagicLink, ACCOUNT.magicLinkTitle],
      ['Back to log in', ACCOUNT.loginTitle(SITE)],
      [ACCOUNT.forgotPassword, ACCOUNT.forgotPassword],
    ]) {
      await button(door).click();
      await poll(() => title().textContent()).toBe(view);
      expect(await audit()).toEqual([]);
    }
  });

  it('works at 320 px wide', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openLogin();
    await button(ACCOUNT.notAMember).click();
    await poll(() => title().textContent()).toBe(ACCOUNT.signUpTitle);
    const box = await dialog().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await dialog().evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await button(ACCOUNT.continue).click();
    await poll(() => dialog().getByText(VALIDATION.passwordTooShort).count()).toBe(1);
  });
});

describe('steps: subscription rechecks after /subscribe (the page clock moved on by the test)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let checks: number;
  let meCalls: number;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    // The page's own clock: it runs in real time until the test jumps it over a recheck interval.
    await context.clock.install();
    page = await context.newPage();
    checks = 0;
    meCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/check-subscription-status')) checks++;
      if (req.url().endsWith('/api/auth/me')) meCalls++;
    });
  });
  afterEach(async () => {
    await context.close();
  });

  /** Signs up through the popup, opens /subscribe in a new tab from the steps, closes it, comes back. */
  async function toStepsAndBack(email: string, beforeReturn?: () => Promise<void>): Promise<void> {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
    const d = page.getByRole('dialog');
    await d.getByRole('button', { name: ACCOUNT.notAMember }).click();
    await d.getByLabel('First name').fill('Rita');
    await d.getByLabel('Last name').fill('Recheck');
    await d.getByLabel('Email').fill(email);
    await d.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await d.getByRole('button', { name: ACCOUNT.continue }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), d.getByRole('link', { name: ACCOUNT.continue }).click()]);
    await tab.waitForLoadState();
    await beforeReturn?.();
    await tab.close();
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.bringToFront();
    // Headless windows do not always get a focus event from bringToFront; the reader's return is a focus.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }

  const reloaded = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === undefined).catch(() => false);

  /** Jumps the page clock one recheck interval at a time (each check's request runs in real time) until the page reloads. */
  async function fastForwardUntilReload(): Promise<void> {
    for (let i = 0; i < 100 && !(await reloaded()); i++) {
      await page.clock.fastForward(SUBSCRIPTION_RECHECK_INTERVAL_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('no change: 10 checks, then the session is refreshed, the stored user cleared, the popup closed, the page reloaded, and the server says who is signed in', async () => {
    await toStepsAndBack(newEmail('recheck'));
    await fastForwardUntilReload();
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, { timeout: 15000 });
    await waitForHydration(page);
    expect(checks).toBe(10);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The reloaded page has the member hint and no stored user: it asks the server (the second
    // /api/auth/me), whose session still stands, so the member is shown signed in, not premium
    // (docs/architecture.md#accounts-and-billing: never only from the browser's own storage).
    await poll(() => page.locator('.account-menu__toggle').textContent(), { timeout: 10_000 }).toBe('Rita');
    expect(meCalls).toBe(2);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('colophon.user')))!)).toMatchObject({ isPremium: false });
    expect(await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).count()).toBe(0);
  });

  it('premium meanwhile: the first check sees it, the popup closes and the page reloads as premium', async () => {
    const email = newEmail('paid');
    await toStepsAndBack(email, () => grantPremium(email));
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, { timeout: 15000 });
    await waitForHydration(page);
    expect(checks).toBe(1);
    await poll(() => page.locator('.logo__badge').textContent()).toBe('PREMIUM');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('colophon.user'))) ?? 'null')).toMatchObject({ email, isPremium: true });
  });
});
