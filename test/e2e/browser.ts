/** Debian's Chromium through playwright-core; never a downloaded browser. */
import { jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { REACT_ERROR_CONSOLE_PREFIX } from '../../shared/client-errors.js';
import { DONATION_EMBED_HOSTS } from '../../shared/constants.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Requests to the payment provider's hosts (the /subscribe and /donate embeds and their reachability check). */
export const EMBED_PROVIDER = new RegExp(`^https://(${DONATION_EMBED_HOSTS.map((h) => h.replace(/\./g, '\\.')).join('|')})/`);

/** Console errors, warnings and page errors seen by a page (hydration mismatches land here). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Resolves once React has hydrated the page (the entry marks <html> when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15000 });
}

export interface PageSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors, warnings and page errors of this test's page. */
  problems: string[];
}

/**
 * Registers a suite's hooks: one Chromium for the suite, and for every test a fresh context (no
 * cookies or storage carried over) with one page whose problems are collected. The returned object
 * holds the current test's browser, context, page and problems.
 */
export function pagePerTest(contextOptions?: BrowserContextOptions): PageSession {
  // On CI only, a test that fails is run once more, its first failure printed either way ("RETRY 1"
  // in the log): a browser, a server and the test share two cores there. Only here, where every
  // test starts from a fresh context: a suite whose tests share one page and what it recorded (the
  // Presentation tool's) cannot repeat one test alone. A test that fails twice still fails.
  if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
  const session = {} as PageSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    Object.assign(session, await openSession(session.browser, contextOptions));
  });
  afterEach(async () => {
    await session.context?.close();
    expectNoReactErrors(session.problems);
  });
  return session;
}

/** A fresh context (no cookies or storage carried over) with one page whose problems are collected. */
async function openSession(browser: Browser, contextOptions?: BrowserContextOptions): Promise<PageSession> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  return { browser, context, page, problems: collectProblems(page) };
}

/**
 * A hydration mismatch or any error React reported (client/report-error.ts) fails the test, whatever
 * else the test checked: a test expecting one removes it from `problems` itself.
 */
function expectNoReactErrors(problems: string[]): void {
  expect(problems.filter((p) => p.includes(REACT_ERROR_CONSOLE_PREFIX))).toEqual([]);
}

/**
 * pagePerTest for tests marked it.concurrent (run two at a time, test/e2e/jest.config.js), which
 * Jest runs without beforeEach/afterEach hooks: one Chromium for the suite, and `withPage(fn)` gives
 * the test a fresh context with one page whose problems are collected, closes it after, and applies
 * the same check as pagePerTest's afterEach (no error reported by React), with the same retry on CI.
 */
export function pagePerConcurrentTest(contextOptions?: BrowserContextOptions): <T>(fn: (session: PageSession) => Promise<T>) => Promise<T> {
  if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (fn) => {
    const session = await openSession(browser, contextOptions);
    let result;
    try {
      result = await fn(session);
    } finally {
      await session.context.close();
    }
    expectNoReactErrors(session.problems);
    return result;
  };
}
